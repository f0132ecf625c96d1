import { useEffect, useState } from 'react';

type Load<T> = () => Promise<T>;

// Chunks already loaded in this page, so a screen shown again renders at once.
const loaded = new Map<Load<unknown>, unknown>();

/**
 * Starts loading a chunk ahead of need (on idle, on hover); once it has arrived, useChunk returns it
 * on its first render, with no frame without it. Failures are left to useChunk's own load.
 */
export function preloadChunk<T>(load: Load<T>): Promise<void> {
  if (loaded.has(load)) return Promise.resolve();
  return load().then(
    (module) => {
      loaded.set(load, module);
    },
    () => undefined,
  );
}

/**
 * A lazily loaded chunk's module, or null while it loads. Unlike React.lazy it never suspends:
 * React holds back the content of a Suspense boundary that showed its fallback until 300 ms after
 * that fallback appeared (its "fallback throttle"), which alone made the home's first paint miss
 * its 300 ms budget for the first post. A failed load is thrown while rendering, to the route's error page,
 * as React.lazy would. `load` must be a stable (module-level) function; `enabled` false defers it.
 */
export function useChunk<T>(load: Load<T>, enabled = true): T | null {
  const [state, setState] = useState<{ module: T } | { error: unknown } | null>(() =>
    loaded.has(load) ? { module: loaded.get(load) as T } : null,
  );
  useEffect(() => {
    if (!enabled || state) return undefined;
    let cancelled = false;
    load().then(
      (module) => {
        loaded.set(load, module);
        // Not a transition: measured on /family (Lighthouse, 3 runs each) it gave more blocking
        // time, not less (the query results arriving meanwhile restart a sliced render).
        if (!cancelled) setState({ module });
      },
      (error: unknown) => {
        if (!cancelled) setState({ error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, load, state]);
  if (state && 'error' in state) throw state.error;
  if (state) return state.module;
  // Preloaded (preloadChunk) since this component mounted: no need to wait for the effect.
  return loaded.has(load) ? (loaded.get(load) as T) : null;
}
