// The co-drawing canvas as data: strokes kept in canvas-relative units so the drawing survives a
// resize (the drawing is kept across resizes), and an undo history.

import { MEMBER_COLORS, MEMBER_FILL_CLASS } from '@/lib/member-colors';
import type { CanvasSize } from '@/features/co-drawing/model/canvas-size';

/** A point as a fraction of the canvas: x of its width, y of its height (0..1). */
export interface Point {
  x: number;
  y: number;
}

export type Tool = 'pen' | 'eraser';

export interface Stroke {
  tool: Tool;
  /** The paint. An eraser paints the canvas background. */
  color: string;
  /** Line width as a fraction of the canvas width, so it scales with the picture. */
  width: number;
  points: Point[];
}

/** Where a canvas image came from; the page explains each one (AI, demo mode, AI unavailable). */
export type CanvasImageSource = 'ai' | 'demo' | 'unavailable';

export type DrawingOp =
  | { type: 'stroke'; stroke: Stroke }
  | { type: 'clear' }
  /** The result replaces the canvas image; the family keeps drawing on it. */
  | { type: 'image'; dataUrl: string; source: CanvasImageSource };

export interface DrawingHistory {
  ops: readonly DrawingOp[];
}

/** What the canvas shows: an optional full-canvas image under the strokes drawn since. */
export interface VisibleDrawing {
  image: { dataUrl: string; source: CanvasImageSource } | null;
  strokes: readonly Stroke[];
}

/** The canvas background: exported pictures are opaque, and the eraser paints it back. */
export const CANVAS_BACKGROUND = '#ffffff';

export interface PenColor {
  name: string;
  hex: string;
  /** The Tailwind fill of the swatch (full class names, so Tailwind sees them). */
  swatchClass: string;
}

/** Black (the default pen colour), the eight member colours, and white. */
export const PEN_COLORS: readonly PenColor[] = [
  // Literal paint colours: these swatches show exactly what lands on the canvas.
  { name: 'Black', hex: '#000000', swatchClass: 'bg-black' },
  ...MEMBER_COLORS.map((c) => ({ name: c.name, hex: c.hex, swatchClass: MEMBER_FILL_CLASS[c.token] })),
  { name: 'White', hex: CANVAS_BACKGROUND, swatchClass: 'bg-white' },
];

export const DEFAULT_PEN_COLOR = '#000000';

export interface PenSize {
  name: string;
  /** Pixels at the size the canvas has when the stroke is drawn. */
  px: number;
}

/** Pen width 5 by default. */
export const PEN_SIZES: readonly PenSize[] = [
  { name: 'Thin', px: 2 },
  { name: 'Medium', px: 5 },
  { name: 'Thick', px: 10 },
  { name: 'Extra thick', px: 20 },
];
export const DEFAULT_PEN_SIZE = 5;
/** A pen-sized eraser would take ages to clean up a child's scribble. */
export const ERASER_SCALE = 3;

export const emptyHistory: DrawingHistory = { ops: [] };

export function historyFromStrokes(strokes: readonly Stroke[]): DrawingHistory {
  return { ops: strokes.map((stroke) => ({ type: 'stroke', stroke })) };
}

/** The picture the history adds up to: everything after the last clear or image. */
export function visibleDrawing(history: DrawingHistory): VisibleDrawing {
  const { ops } = history;
  let start = 0;
  let image: VisibleDrawing['image'] = null;
  for (let i = ops.length - 1; i >= 0; i -= 1) {
    const op = ops[i];
    if (op?.type === 'clear') {
      start = i + 1;
      break;
    }
    if (op?.type === 'image') {
      start = i + 1;
      image = { dataUrl: op.dataUrl, source: op.source };
      break;
    }
  }
  const strokes: Stroke[] = [];
  for (let i = start; i < ops.length; i += 1) {
    const op = ops[i];
    if (op?.type === 'stroke') strokes.push(op.stroke);
  }
  return { image, strokes };
}

export function hasDrawing(history: DrawingHistory): boolean {
  const view = visibleDrawing(history);
  return view.image !== null || view.strokes.length > 0;
}

export function canUndo(history: DrawingHistory): boolean {
  return history.ops.length > 0;
}

export type DrawingAction =
  | { type: 'stroke'; stroke: Stroke }
  | { type: 'clear' }
  | { type: 'image'; dataUrl: string; source: CanvasImageSource }
  | { type: 'undo' };

/** The undo stack: every stroke, clear and AI image is one step back. */
export function drawingReducer(history: DrawingHistory, action: DrawingAction): DrawingHistory {
  switch (action.type) {
    case 'stroke':
      if (action.stroke.points.length === 0) return history;
      return { ops: [...history.ops, { type: 'stroke', stroke: action.stroke }] };
    case 'clear':
      // Clearing a blank canvas would only add an invisible undo step.
      return hasDrawing(history) ? { ops: [...history.ops, { type: 'clear' }] } : history;
    case 'image':
      return { ops: [...history.ops, { type: 'image', dataUrl: action.dataUrl, source: action.source }] };
    case 'undo':
      return canUndo(history) ? { ops: history.ops.slice(0, -1) } : history;
  }
}

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/** A pointer position (client pixels) as a canvas-relative point; works while CSS scales the canvas. */
export function pointFromClient(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): Point {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return { x: clamp01((clientX - rect.left) / rect.width), y: clamp01((clientY - rect.top) / rect.height) };
}

/** A new stroke for the current tool, sized for the canvas it is drawn on. */
export function startStroke(
  tool: { eraser: boolean; color: string; sizePx: number },
  canvas: CanvasSize,
  first: Point,
): Stroke {
  const px = tool.eraser ? tool.sizePx * ERASER_SCALE : tool.sizePx;
  return {
    tool: tool.eraser ? 'eraser' : 'pen',
    color: tool.eraser ? CANVAS_BACKGROUND : tool.color,
    width: canvas.width > 0 ? px / canvas.width : 0,
    points: [first],
  };
}

export function strokeWidthPx(stroke: Stroke, canvas: CanvasSize): number {
  return Math.max(1, stroke.width * canvas.width);
}

export function toCanvasPoint(point: Point, canvas: CanvasSize): { x: number; y: number } {
  return { x: point.x * canvas.width, y: point.y * canvas.height };
}
