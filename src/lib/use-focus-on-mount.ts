import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element when it mounts with `enabled`: after a screen changes in
 * place (no page load), keyboard and screen-reader users continue from the new screen's heading.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
