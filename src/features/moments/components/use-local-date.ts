import { useEffect, useState } from 'react';
import { useServices } from '@/lib/services';
import { localDateKey } from '../model/choose-daily-challenge';
import { timeUntilLocalMidnight } from '../model/countdown';

/**
 * Today's local date (YYYY-MM-DD), which changes at local midnight without a reload (a new moment
 * the next day). A timer set for midnight does the switch; a page woken from sleep
 * or brought back to the front checks again, because timers do not run while a device sleeps.
 */
export function useLocalDate(): string {
  const { clock } = useServices();
  const [date, setDate] = useState(() => localDateKey(clock.now()));
  useEffect(() => {
    const check = () => setDate(localDateKey(clock.now()));
    // A little past midnight, so the clock has surely crossed it when the timer fires.
    const cancel = clock.after(timeUntilLocalMidnight(clock.now()) + 250, check);
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [clock, date]);
  return date;
}
