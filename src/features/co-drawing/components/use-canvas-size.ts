import { useEffect, useState } from 'react';
import { CANVAS_RESIZE_DEBOUNCE_MS, canvasSize, sameSize, type CanvasSize } from '@/features/co-drawing/model/canvas-size';

function windowWidth(): number {
  return typeof window === 'undefined' ? Number.NaN : window.innerWidth;
}

/** The canvas size follows the window, debounced 100 ms. */
export function useCanvasSize(): CanvasSize {
  const [size, setSize] = useState<CanvasSize>(() => canvasSize(windowWidth()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const next = canvasSize(windowWidth());
      setSize((prev) => (sameSize(prev, next) ? prev : next));
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, CANVAS_RESIZE_DEBOUNCE_MS);
    };
    // The window may have changed between the first render and this effect.
    update();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
