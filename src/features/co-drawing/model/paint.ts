// Painting the drawing model onto a 2D context. Kept free of the DOM (the context and the image
// lookup come in) so the same code repaints after a resize, exports, and is unit tested with a fake.

import type { CanvasSize } from '@/features/co-drawing/model/canvas-size';
import {
  CANVAS_BACKGROUND,
  strokeWidthPx,
  toCanvasPoint,
  type Point,
  type Stroke,
  type VisibleDrawing,
} from '@/features/co-drawing/model/drawing';

/** The part of CanvasRenderingContext2D the painter uses. */
export type PaintContext = Pick<
  CanvasRenderingContext2D,
  'fillStyle' | 'strokeStyle' | 'lineWidth' | 'lineCap' | 'lineJoin' | 'fillRect' | 'beginPath' | 'moveTo' | 'lineTo' | 'arc' | 'fill' | 'stroke' | 'drawImage'
>;

/** A decoded image ready to draw, or null while it is still loading. */
export type ImageLookup = (dataUrl: string) => CanvasImageSource | null;

function prepare(ctx: PaintContext, stroke: Stroke, size: CanvasSize): number {
  const width = strokeWidthPx(stroke, size);
  ctx.strokeStyle = stroke.color;
  ctx.fillStyle = stroke.color;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  return width;
}

/** A whole stroke; a single point (a tap) becomes a dot as wide as the pen. */
export function paintStroke(ctx: PaintContext, stroke: Stroke, size: CanvasSize): void {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  const width = prepare(ctx, stroke, size);
  const start = toCanvasPoint(first, size);
  ctx.beginPath();
  if (rest.length === 0) {
    ctx.arc(start.x, start.y, width / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.moveTo(start.x, start.y);
  for (const point of rest) {
    const p = toCanvasPoint(point, size);
    ctx.lineTo(p.x, p.y);
  }
  ctx.stroke();
}

/** One new piece of the stroke under the pointer, drawn at once while the family draws. */
export function paintSegment(ctx: PaintContext, stroke: Stroke, from: Point, to: Point, size: CanvasSize): void {
  prepare(ctx, stroke, size);
  const a = toCanvasPoint(from, size);
  const b = toCanvasPoint(to, size);
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x, b.y);
  ctx.stroke();
}

/**
 * The whole picture: background, the canvas image stretched to the canvas (the inverse of the
 * service's resize of our 16:9 canvas to its square output), then the strokes. Returns false when
 * the image is still loading (the caller paints again once it has loaded).
 */
export function paintDrawing(ctx: PaintContext, view: VisibleDrawing, size: CanvasSize, images: ImageLookup): boolean {
  ctx.fillStyle = CANVAS_BACKGROUND;
  ctx.fillRect(0, 0, size.width, size.height);
  let complete = true;
  if (view.image) {
    const image = images(view.image.dataUrl);
    if (image) ctx.drawImage(image, 0, 0, size.width, size.height);
    else complete = false;
  }
  for (const stroke of view.strokes) paintStroke(ctx, stroke, size);
  return complete;
}
