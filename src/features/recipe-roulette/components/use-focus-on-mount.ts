import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when it mounts and `enabled` is true: when a stage replaces another,
 * keyboard and screen-reader users land on the new stage's heading instead of on <body>.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: the stage's first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
