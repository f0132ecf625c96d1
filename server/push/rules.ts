/**
 * When a notification may leave the server: pure rules over one device's delivery state and the
 * times it told the server (docs/decisions/181-notification-limits-and-times.md). Times are ms since
 * the epoch; a schedule's minutes are minutes of the UTC day.
 */

/** One stretch of a device's times: from `from` (ms) on, until the next segment's `from`. */
export interface ScheduleSegment {
  from: number;
  /** The daily reminder's minute of the UTC day, or null for none. */
  reminder: number | null;
  /** Quiet hours as [start, end) minutes of the UTC day (may wrap midnight), or null for none. */
  quiet: [number, number] | null;
}

export interface DeliveryState {
  /** When the last notification left for this device (0: never). */
  lastPushAt: number;
  /** The start of the current hour's window and how many left in it. */
  windowStart: number;
  windowCount: number;
  /** After a push service failed: not before this. */
  retryAt: number;
}

export interface DeliveryLimits {
  perHour: number;
  coalesceMs: number;
}

const minuteMs = 60_000;
const dayMs = 1_440 * minuteMs;
const hourMs = 60 * minuteMs;

export const minuteOfDay = (at: number): number => Math.floor((((at % dayMs) + dayMs) % dayMs) / minuteMs);

/** The segment in force at `at`: the last that started by then (the first when none has). */
export function segmentAt(schedule: readonly ScheduleSegment[], at: number): ScheduleSegment | null {
  let found: ScheduleSegment | null = schedule[0] ?? null;
  for (const segment of schedule) if (segment.from <= at) found = segment;
  return found;
}

export function inQuietHours(quiet: [number, number] | null, minute: number): boolean {
  if (!quiet) return false;
  const [start, end] = quiet;
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The first instant at or after `at` outside the device's quiet hours. */
export function afterQuietHours(schedule: readonly ScheduleSegment[], at: number): number {
  const quiet = segmentAt(schedule, at)?.quiet ?? null;
  const minute = minuteOfDay(at);
  if (!quiet || !inQuietHours(quiet, minute)) return at;
  const minutesLeft = (quiet[1] - minute + 1_440) % 1_440;
  return Math.floor(at / minuteMs) * minuteMs + minutesLeft * minuteMs;
}

/**
 * The earliest instant a held notification may go to a device: after a failed post's back-off, a
 * coalescing gap after the last one, room in the hour's window, and outside quiet hours.
 */
export function nextSendAt(state: DeliveryState, schedule: readonly ScheduleSegment[], limits: DeliveryLimits, now: number): number {
  let at = Math.max(now, state.retryAt, state.lastPushAt > 0 ? state.lastPushAt + limits.coalesceMs : 0);
  if (at < state.windowStart + hourMs && state.windowCount >= limits.perHour) at = state.windowStart + hourMs;
  return afterQuietHours(schedule, at);
}

/** The hour's window after one more notification leaves at `now`. */
export function countedWindow(state: Pick<DeliveryState, 'windowStart' | 'windowCount'>, now: number): { windowStart: number; windowCount: number } {
  return now >= state.windowStart + hourMs ? { windowStart: now, windowCount: 1 } : { windowStart: state.windowStart, windowCount: state.windowCount + 1 };
}

/** How long to wait after the `failures`-th failure in a row: a minute, doubling, at most an hour. */
export function backOffMs(failures: number, retryAfterSeconds?: number): number {
  const doubling = Math.min(hourMs, minuteMs * 2 ** Math.max(0, failures - 1));
  return Math.max(doubling, Math.min(hourMs * 6, (retryAfterSeconds ?? 0) * 1_000));
}

/**
 * The latest reminder instant at or before `now` (today's or yesterday's chosen minute), or null
 * when the device asked for none.
 */
export function lastReminderDue(schedule: readonly ScheduleSegment[], now: number): number | null {
  const minute = segmentAt(schedule, now)?.reminder;
  if (minute === null || minute === undefined) return null;
  const today = Math.floor(now / dayMs) * dayMs + minute * minuteMs;
  return today <= now ? today : today - dayMs;
}

/** The next reminder instant after `now`, for the device's settings screen. */
export function nextReminderAt(schedule: readonly ScheduleSegment[], now: number): number | null {
  const last = lastReminderDue(schedule, now);
  if (last === null) return null;
  const next = last + dayMs;
  // Past a change of the device's offset (summer time), the next segment's minute applies.
  const minute = segmentAt(schedule, next)?.reminder;
  return minute === null || minute === undefined ? null : Math.floor(next / dayMs) * dayMs + minute * minuteMs;
}
