// The canvas: 16:9; width min(window width - 32, 960) but at least 320; default
// 960x540; resize debounce 100 ms.

export interface CanvasSize {
  width: number;
  height: number;
}

export const CANVAS_MAX_WIDTH = 960;
export const CANVAS_MIN_WIDTH = 320;
/** The page's side padding (16 px each side) that the canvas leaves free. */
export const CANVAS_WINDOW_MARGIN = 32;
export const CANVAS_RESIZE_DEBOUNCE_MS = 100;
export const DEFAULT_CANVAS_SIZE: CanvasSize = { width: 960, height: 540 };

/** The canvas size for a window `windowWidth` CSS pixels wide (whole pixels, 16:9). */
export function canvasSize(windowWidth: number): CanvasSize {
  // No window to measure (server render, odd test environments): the default size.
  if (!Number.isFinite(windowWidth) || windowWidth <= 0) return DEFAULT_CANVAS_SIZE;
  const width = Math.max(CANVAS_MIN_WIDTH, Math.min(Math.floor(windowWidth) - CANVAS_WINDOW_MARGIN, CANVAS_MAX_WIDTH));
  return { width, height: Math.round((width * 9) / 16) };
}

export function sameSize(a: CanvasSize, b: CanvasSize): boolean {
  return a.width === b.width && a.height === b.height;
}
