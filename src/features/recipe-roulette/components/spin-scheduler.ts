// The spin plays back its plan through a SpinScheduler, so tests drive it with fake timers (the
// system scheduler uses setTimeout, which vi.useFakeTimers and Playwright's page.clock replace) and
// stories stop it at an exact moment of the spin.

export interface SpinScheduler {
  /** Calls `callback` `ms` milliseconds from now, unless the returned function is called first. */
  after: (ms: number, callback: () => void) => () => void;
}

export const systemSpinScheduler: SpinScheduler = {
  after: (ms, callback) => {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
};

/**
 * Runs at once (in order) everything due up to `stopAtMs` into the spin, and nothing after: a spin
 * stopped in its countdown, its cycling or its reveal (stories, screenshots). With Infinity the
 * whole spin plays out at once.
 */
export function stoppedSpinScheduler(stopAtMs: number): SpinScheduler {
  return {
    after: (ms, callback) => {
      if (ms > stopAtMs) return () => undefined;
      const id = setTimeout(callback, 0);
      return () => clearTimeout(id);
    },
  };
}
