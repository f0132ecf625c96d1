// The one clock of the app: every screen reads the time and sets its timers through the Clock of
// its services (src/lib/services.tsx). The device's clock runs in the app; stories stop it at a
// moment so a countdown, a timer or a relative time reads the same on every run, and tests drive
// the device's clock with fake timers (they replace Date, setTimeout and setInterval).

export interface Clock {
  /** The current time. */
  now(): Date;
  /** Calls `callback` once, `ms` from now, unless the returned function is called first. */
  after(ms: number, callback: () => void): () => void;
  /** Calls `callback` every `ms` milliseconds until the returned function is called. */
  every(ms: number, callback: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  after: (ms, callback) => {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
  every: (ms, callback) => {
    const id = setInterval(callback, ms);
    return () => clearInterval(id);
  },
};

/**
 * A clock stopped at `at`: the time never moves and repeating timers never fire. A timer set for at
 * most `runsUpToMs` from now runs at once (in the order the timers were set), a later one never: a
 * spin stopped in its countdown, its cycling or its reveal (Infinity plays it out at once).
 */
export function stoppedClock(at: Date | number, { runsUpToMs = 0 }: { runsUpToMs?: number } = {}): Clock {
  const time = new Date(at).getTime();
  return {
    now: () => new Date(time),
    after: (ms, callback) => {
      if (ms > runsUpToMs) return () => undefined;
      const id = setTimeout(callback, 0);
      return () => clearTimeout(id);
    },
    every: () => () => undefined,
  };
}
