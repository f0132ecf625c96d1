// The letter timer reads time through a GameClock so that stories can stop it (every state at an
// exact second) and tests can drive it with fake timers (the system clock uses Date.now and
// setInterval, which vi.useFakeTimers and Playwright's page.clock both replace).

export interface GameClock {
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Calls `callback` every `ms` milliseconds until the returned function is called. */
  every: (ms: number, callback: () => void) => () => void;
}

export const systemGameClock: GameClock = {
  now: () => Date.now(),
  every: (ms, callback) => {
    const id = setInterval(callback, ms);
    return () => clearInterval(id);
  },
};

/** A clock that never moves: the timer stays at its initial seconds (stories, screenshots). */
export const stoppedGameClock: GameClock = {
  now: () => 0,
  every: () => () => undefined,
};
