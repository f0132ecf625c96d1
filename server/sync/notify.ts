/**
 * Wakes this instance's event streams of a space as soon as a push lands here. Streams also poll
 * the database about once a second, so pushes that land on another instance reach them too.
 */
export interface SpaceNotifier {
  subscribe(spaceId: string, wake: () => void): () => void;
  notify(spaceId: string): void;
}

export function createSpaceNotifier(): SpaceNotifier {
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
  };
}
