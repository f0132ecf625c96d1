// Pure: turns this device's local reminder time and quiet hours into the UTC minutes the server
// needs to send at the right moment, in segments that follow the device's summer-time changes for
// the year ahead. The server learns those minutes and the dates of the changes, never a time zone
// name or a local time (docs/decisions/182-what-the-server-learns-of-notifications.md).

/** "HH:MM", 24-hour. */
export type LocalTime = string;

export interface LocalTimes {
  reminder: LocalTime | null;
  quiet: { start: LocalTime; end: LocalTime } | null;
}

export interface ScheduleSegment {
  from: number;
  reminder: number | null;
  quiet: [number, number] | null;
}

const dayMs = 86_400_000;
export const maxSegments = 4;

export function parseLocalTime(time: LocalTime): { hours: number; minutes: number } | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

/** The minute of the UTC day at which local `time` falls on the local day `dayOffset` days after `today`. */
function utcMinute(today: Date, dayOffset: number, time: LocalTime | null): number | null {
  const parsed = time === null ? null : parseLocalTime(time);
  if (!parsed) return null;
  const at = new Date(today.getFullYear(), today.getMonth(), today.getDate() + dayOffset, parsed.hours, parsed.minutes);
  return at.getUTCHours() * 60 + at.getUTCMinutes();
}

/**
 * The device's times as segments from `now` for `days` days: the first starts at 0, each later one
 * at the local midnight of the first day whose UTC minutes differ (a change of summer time).
 */
export function scheduleSegments(times: LocalTimes, now: Date, days = 400): ScheduleSegment[] {
  if (times.reminder === null && times.quiet === null) return [];
  const segments: ScheduleSegment[] = [];
  let previous = '';
  for (let day = 0; day <= days && segments.length < maxSegments; day += 1) {
    const reminder = utcMinute(now, day, times.reminder);
    const quietStart = times.quiet ? utcMinute(now, day, times.quiet.start) : null;
    const quietEnd = times.quiet ? utcMinute(now, day, times.quiet.end) : null;
    const quiet: [number, number] | null = quietStart !== null && quietEnd !== null ? [quietStart, quietEnd] : null;
    const key = JSON.stringify([reminder, quiet]);
    if (key === previous) continue;
    previous = key;
    const from = day === 0 ? 0 : new Date(now.getFullYear(), now.getMonth(), now.getDate() + day).getTime();
    segments.push({ from, reminder, quiet });
  }
  return segments;
}

/** The next local midnight after `now` (ms): a reminder skipped for today is due again from then. */
export function nextLocalMidnight(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

/** The next instant local `time` comes round after `now` (today's or tomorrow's). */
export function nextLocalTime(time: LocalTime, now: Date): Date | null {
  const parsed = parseLocalTime(time);
  if (!parsed) return null;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate(), parsed.hours, parsed.minutes);
  return today.getTime() > now.getTime() ? today : new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, parsed.hours, parsed.minutes);
}

/** Whether local `now` falls within quiet hours (they may wrap midnight). */
export function inLocalQuietHours(quiet: LocalTimes['quiet'], now: Date): boolean {
  if (!quiet) return false;
  const start = parseLocalTime(quiet.start);
  const end = parseLocalTime(quiet.end);
  if (!start || !end) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  const from = start.hours * 60 + start.minutes;
  const to = end.hours * 60 + end.minutes;
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

export const startOfLocalDay = (now: Date): number => new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
export { dayMs };
