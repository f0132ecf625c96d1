import { useEffect, useState } from 'react';

const deviceTime = () => new Date();

/**
 * The current time, read again every `intervalMs` so relative times ('5m ago') and countdowns stay
 * true while the page is open. `readTime` is where the time comes from: the device by default;
 * stories and tests pass a stopped clock.
 */
export function useNow(intervalMs: number = 60_000, readTime: () => Date = deviceTime): Date {
  const [now, setNow] = useState(readTime);
  useEffect(() => {
    const id = setInterval(() => setNow(readTime()), intervalMs);
    return () => clearInterval(id);
  }, [readTime, intervalMs]);
  return now;
}
