const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** '0 bytes', '512 bytes', '1.5 KB', '23 MB', '1.2 GB': decimal units, as browsers and phones show storage. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 bytes';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} bytes`;
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}

/** Share of the quota used, in percent with one decimal below 10% (so a small family does not read '0%'). */
export function usagePercent(usage: number, quota: number): number {
  if (!(quota > 0) || !(usage > 0)) return 0;
  const percent = (usage / quota) * 100;
  if (percent >= 100) return 100;
  return percent < 10 ? Math.max(0.1, Math.round(percent * 10) / 10) : Math.round(percent);
}
