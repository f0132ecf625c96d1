/**
 * Wakes this instance's event streams of a space as soon as a push lands. With Redis (server/redis.ts)
 * the notice reaches every instance; without it, streams also poll the database about once a second,
 * so pushes that land on another instance reach them too.
 */
export interface SpaceNotifier {
  subscribe(spaceId: string, wake: () => void): () => void;
  notify(spaceId: string): void;
}

export interface LocalSpaceNotifier extends SpaceNotifier {
  /** Wakes every stream (notices may have been missed while Redis was away). */
  notifyAll(): void;
}

export function createSpaceNotifier(): LocalSpaceNotifier {
  const listeners = new Map<string, Set<() => void>>();
  return {
    subscribe(spaceId, wake) {
      const set = listeners.get(spaceId) ?? new Set();
      set.add(wake);
      listeners.set(spaceId, set);
      return () => {
        set.delete(wake);
        if (set.size === 0) listeners.delete(spaceId);
      };
    },
    notify(spaceId) {
      for (const wake of listeners.get(spaceId) ?? []) wake();
    },
    notifyAll() {
      for (const set of listeners.values()) for (const wake of set) wake();
    },
  };
}
