/**
 * Pushes before pulls on a busy instance. A push is what a parent waits on with the phone in hand
 * ("Create Family Moment" spins until it is answered); a pull runs in the background on the family's
 * other devices. Both take this process's one request thread, so while pushes are in flight a pull
 * waits for them to be answered before it does any work, for at most `maxWaitMs`: under a burst the
 * pushes are answered sooner and the pulls a little later, and a pull is never held longer than that
 * however many pushes keep arriving. With no push in flight a pull does not wait at all.
 */
export interface PushesFirst {
  /** Runs a push; it counts as in flight until it settles, answered or refused. */
  push<T>(work: () => Promise<T>): Promise<T>;
  /** Undefined when no push is in flight; otherwise resolves once none is, or after `maxWaitMs`. */
  pullMayStart(): Promise<void> | undefined;
}

export function createPushesFirst(maxWaitMs: number): PushesFirst {
  let inFlight = 0;
  const waitingPulls = new Set<() => void>();

  const pushSettled = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    for (const start of [...waitingPulls]) start();
  };

  return {
    async push(work) {
      inFlight += 1;
      try {
        return await work();
      } finally {
        pushSettled();
      }
    },
    pullMayStart() {
      if (inFlight === 0 || maxWaitMs <= 0) return undefined;
      return new Promise<void>((resolve) => {
        const start = () => {
          clearTimeout(timer);
          waitingPulls.delete(start);
          resolve();
        };
        const timer = setTimeout(start, maxWaitMs);
        waitingPulls.add(start);
      });
    },
  };
}
