import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` so relative times ('5m ago') stay true while the
 * page is open. Stories and tests pass a fixed `now` to the components instead.
 */
export function useNow(intervalMs: number = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
