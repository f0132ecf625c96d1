import { useEffect, useState } from 'react';
import { localDateKey } from '../model/choose-daily-challenge';
import { timeUntilLocalMidnight } from '../model/countdown';

/** Where the moment's components read the time; stories and tests pass a fixed one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock stopped at `at` (stories: countdowns and dates that read the same on every run). */
export function fixedClock(at: Date): Clock {
  const time = at.getTime();
  return () => new Date(time);
}

/**
 * Today's local date (YYYY-MM-DD), which changes at local midnight without a reload (a new moment
 * the next day). A timer set for midnight does the switch; a page woken from sleep
 * or brought back to the front checks again, because timers do not run while a device sleeps.
 */
export function useLocalDate(clock: Clock): string {
  const [date, setDate] = useState(() => localDateKey(clock()));
  useEffect(() => {
    const check = () => setDate(localDateKey(clock()));
    // A little past midnight, so the clock has surely crossed it when the timer fires.
    const id = setTimeout(check, timeUntilLocalMidnight(clock()) + 250);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(id);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [clock, date]);
  return date;
}
