/** The family's LOCAL calendar day of an instant, as 'YYYY-MM-DD'. */
export function localDayKey(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The streak is the number of consecutive days with posts, and it counts only while
 * there is a post today or yesterday. Days are the family's local calendar days; the walk back
 * uses calendar arithmetic (`new Date(y, m, d - i)`), never 24-hour steps, so a daylight-saving
 * change (a 23- or 25-hour day) or a month end neither skips nor repeats a day. Unreadable
 * timestamps are ignored; posts dated in the future (another device's clock) do not extend it.
 */
export function computeStreak(timestamps: Iterable<string>, now: Date): number {
  const days = new Set<string>();
  for (const timestamp of timestamps) {
    const time = Date.parse(timestamp);
    if (!Number.isNaN(time)) days.add(localDayKey(new Date(time)));
  }
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  const dayBefore = (offset: number) => localDayKey(new Date(y, m, d - offset));

  let start: number;
  if (days.has(dayBefore(0))) start = 0;
  else if (days.has(dayBefore(1))) start = 1;
  else return 0;

  let streak = 0;
  while (days.has(dayBefore(start + streak))) streak += 1;
  return streak;
}

/** Whether any of the timestamps falls on `now`'s local calendar day. */
export function hasPostOnDay(timestamps: Iterable<string>, now: Date): boolean {
  const today = localDayKey(now);
  for (const timestamp of timestamps) {
    const time = Date.parse(timestamp);
    if (!Number.isNaN(time) && localDayKey(new Date(time)) === today) return true;
  }
  return false;
}
