import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { holdMainContent } from '@/lib/after-first-paint';

/** The images of `container` on the first screen that have not loaded yet. */
function firstScreenImagesLoading(container: HTMLElement): HTMLImageElement[] {
  return [...container.querySelectorAll('img')].filter((image) => {
    if (image.complete) return false;
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
  });
}

/**
 * Makes `container` a part of the page's main content that arrives later than the rest (the
 * home's feed, whose newest photo is often the largest paint): code waiting with afterMainContent
 * (the dialogs' code, saving today's challenge) starts only once `settled` is true and the part's
 * first-screen images have loaded or failed, so it does not compete with them (issue 9: LCP of
 * /family). afterMainContent's own deadline still runs it if an image never loads.
 */
export function useMainContentPart(container: RefObject<HTMLElement | null>, settled: boolean): void {
  const release = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const releaseHold = holdMainContent();
    release.current = releaseHold;
    return releaseHold;
  }, []);
  useEffect(() => {
    const element = container.current;
    if (!settled || !element) return;
    const loading = firstScreenImagesLoading(element);
    if (loading.length === 0) {
      release.current?.();
      return;
    }
    let left = loading.length;
    const arrived = () => {
      left -= 1;
      if (left === 0) release.current?.();
    };
    for (const image of loading) {
      image.addEventListener('load', arrived, { once: true });
      image.addEventListener('error', arrived, { once: true });
    }
    return () => {
      for (const image of loading) {
        image.removeEventListener('load', arrived);
        image.removeEventListener('error', arrived);
      }
    };
  }, [container, settled]);
}
