/**
 * Milliseconds from `now` until the next LOCAL midnight. Built with the local Date constructor
 * rather than by adding 24 hours, so days of 23 or 25 hours (daylight-saving changes) come out
 * right. Where a zone skips midnight itself, the engine moves to the first valid instant after it.
 */
export function timeUntilLocalMidnight(now: Date): number {
  const nextMidnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 0, 0);
  return Math.max(0, nextMidnight.getTime() - now.getTime());
}

/**
 * 'Xh Ym' from one hour up, 'Xm Ys' from one minute up, otherwise 'Zs'. Counts whole
 * seconds left (rounded down), so the text never runs ahead of the clock it ticks with.
 */
export function formatCountdown(ms: number): string {
  const totalSeconds = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours >= 1) return `${hours}h ${minutes}m`;
  if (minutes >= 1) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}
