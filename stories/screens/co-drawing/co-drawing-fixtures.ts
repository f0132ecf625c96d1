// A family drawing for the co-drawing stories, and a way to draw on the real canvas from a play
// function with Pointer Events (what a mouse, pen or finger sends).
import type { Point, Stroke } from '@/features/co-drawing/model/drawing';

const pen = (color: string, points: Array<[number, number]>, px = 5): Stroke => ({
  tool: 'pen',
  color,
  width: px / 960,
  points: points.map(([x, y]) => ({ x, y })),
});

function circle(cx: number, cy: number, r: number, steps = 28): Array<[number, number]> {
  // r is a fraction of the width; y is squeezed by 16:9 so the circle looks round.
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = (i / steps) * Math.PI * 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r * (16 / 9)] as [number, number];
  });
}

/** A house, a tree, the sun and the ground: what a family might draw first. */
export const HOUSE_DRAWING: Stroke[] = [
  pen('#000000', [
    [0.04, 0.86],
    [0.96, 0.86],
  ]),
  pen('#000000', [
    [0.3, 0.86],
    [0.3, 0.52],
    [0.56, 0.52],
    [0.56, 0.86],
  ]),
  pen('#a855f7', [
    [0.27, 0.53],
    [0.43, 0.28],
    [0.59, 0.53],
  ], 10),
  pen('#000000', [
    [0.4, 0.86],
    [0.4, 0.68],
    [0.46, 0.68],
    [0.46, 0.86],
  ]),
  pen('#000000', [
    [0.33, 0.58],
    [0.38, 0.58],
    [0.38, 0.65],
    [0.33, 0.65],
    [0.33, 0.58],
  ]),
  pen('#f59e0b', circle(0.83, 0.2, 0.05), 10),
  pen('#000000', [
    [0.75, 0.86],
    [0.75, 0.62],
  ], 10),
  pen('#10b981', circle(0.75, 0.5, 0.06), 20),
];

export type DrawPoint = [x: number, y: number];

/** Draws one stroke on the canvas through real pointer events (points are fractions of the canvas). */
export function drawStroke(canvas: HTMLElement, points: DrawPoint[], pointerId = 7): void {
  const rect = canvas.getBoundingClientRect();
  const at = ([x, y]: DrawPoint) => ({ clientX: rect.left + x * rect.width, clientY: rect.top + y * rect.height });
  const base = { pointerId, pointerType: 'mouse', isPrimary: true, bubbles: true, cancelable: true, composed: true };
  const [first, ...rest] = points;
  if (!first) return;
  canvas.dispatchEvent(new PointerEvent('pointerdown', { ...base, button: 0, buttons: 1, ...at(first) }));
  for (const point of rest) canvas.dispatchEvent(new PointerEvent('pointermove', { ...base, button: -1, buttons: 1, ...at(point) }));
  canvas.dispatchEvent(new PointerEvent('pointerup', { ...base, button: 0, buttons: 0, ...at(rest.at(-1) ?? first) }));
}

/** The colour of one canvas pixel at a point given as fractions of the canvas. */
export function pixelAt(canvas: HTMLCanvasElement, point: Point): [number, number, number, number] {
  const ctx = canvas.getContext('2d');
  if (!ctx) return [0, 0, 0, 0];
  const x = Math.min(canvas.width - 1, Math.round(point.x * canvas.width));
  const y = Math.min(canvas.height - 1, Math.round(point.y * canvas.height));
  const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(x, y, 1, 1).data;
  return [r, g, b, a];
}

export function isWhite([r, g, b]: [number, number, number, number]): boolean {
  return r > 245 && g > 245 && b > 245;
}
