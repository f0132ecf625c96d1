import { useEffect, useState } from 'react';
import { useServices } from '@/lib/services';

/**
 * The current time from the services' clock, read again every `intervalMs` so relative times ('5m
 * ago') and countdowns stay true while the page is open.
 */
export function useNow(intervalMs: number = 60_000): Date {
  const { clock } = useServices();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => clock.every(intervalMs, () => setNow(clock.now())), [clock, intervalMs]);
  return now;
}
