import {
  CANVAS_BACKGROUND,
  DEFAULT_PEN_COLOR,
  DEFAULT_PEN_SIZE,
  ERASER_SCALE,
  PEN_COLORS,
  canUndo,
  drawingReducer,
  emptyHistory,
  hasDrawing,
  historyFromStrokes,
  pointFromClient,
  startStroke,
  strokeWidthPx,
  toCanvasPoint,
  visibleDrawing,
  type DrawingAction,
  type DrawingHistory,
  type Stroke,
} from '@/features/co-drawing/model/drawing';
import { MEMBER_COLORS } from '@/lib/member-colors';

const stroke = (x: number, color = '#000000'): Stroke => ({ tool: 'pen', color, width: 5 / 960, points: [{ x, y: 0.5 }] });

function run(actions: DrawingAction[], start: DrawingHistory = emptyHistory): DrawingHistory {
  return actions.reduce(drawingReducer, start);
}

describe('pen colours and sizes (pen 5 px black by default)', () => {
  it('offers black, the eight member colours and white, each named', () => {
    expect(PEN_COLORS.map((c) => c.name)).toEqual(['Black', ...MEMBER_COLORS.map((c) => c.name), 'White']);
    expect(new Set(PEN_COLORS.map((c) => c.hex)).size).toBe(10);
    for (const color of PEN_COLORS) expect(color.swatchClass).toMatch(/^bg-/);
    expect(DEFAULT_PEN_COLOR).toBe('#000000');
    expect(DEFAULT_PEN_SIZE).toBe(5);
  });
});

describe('drawing history (undo stack)', () => {
  it('starts empty with nothing to undo', () => {
    expect(visibleDrawing(emptyHistory)).toEqual({ image: null, strokes: [] });
    expect(canUndo(emptyHistory)).toBe(false);
    expect(hasDrawing(emptyHistory)).toBe(false);
  });

  it('adds strokes and undoes them one at a time', () => {
    const a = stroke(0.1);
    const b = stroke(0.2);
    const h = run([{ type: 'stroke', stroke: a }, { type: 'stroke', stroke: b }]);
    expect(visibleDrawing(h).strokes).toEqual([a, b]);
    const undone = drawingReducer(h, { type: 'undo' });
    expect(visibleDrawing(undone).strokes).toEqual([a]);
    expect(visibleDrawing(drawingReducer(undone, { type: 'undo' })).strokes).toEqual([]);
  });

  it('ignores a stroke without points and an undo with nothing to undo', () => {
    const empty = { ...stroke(0.1), points: [] };
    expect(drawingReducer(emptyHistory, { type: 'stroke', stroke: empty })).toBe(emptyHistory);
    expect(drawingReducer(emptyHistory, { type: 'undo' })).toBe(emptyHistory);
  });

  it('clears the canvas, and undo brings the drawing back', () => {
    const a = stroke(0.1);
    const cleared = run([{ type: 'stroke', stroke: a }, { type: 'clear' }]);
    expect(visibleDrawing(cleared)).toEqual({ image: null, strokes: [] });
    expect(hasDrawing(cleared)).toBe(false);
    expect(canUndo(cleared)).toBe(true);
    expect(visibleDrawing(drawingReducer(cleared, { type: 'undo' })).strokes).toEqual([a]);
  });

  it('does not add a clear step to a blank canvas', () => {
    expect(drawingReducer(emptyHistory, { type: 'clear' })).toBe(emptyHistory);
  });

  it('puts an AI image under the strokes drawn after it, hiding the strokes before it', () => {
    const before = stroke(0.1);
    const after = stroke(0.9, '#f97316');
    const h = run([
      { type: 'stroke', stroke: before },
      { type: 'image', dataUrl: 'data:image/png;base64,AAAA', source: 'ai' },
      { type: 'stroke', stroke: after },
    ]);
    expect(visibleDrawing(h)).toEqual({ image: { dataUrl: 'data:image/png;base64,AAAA', source: 'ai' }, strokes: [after] });
    expect(hasDrawing(h)).toBe(true);
    // Undo twice: the family's own drawing is back.
    const back = run([{ type: 'undo' }, { type: 'undo' }], h);
    expect(visibleDrawing(back)).toEqual({ image: null, strokes: [before] });
  });

  it('counts an image alone as a drawing, and a clear hides the image', () => {
    const h = run([{ type: 'image', dataUrl: 'data:image/png;base64,AAAA', source: 'demo' }]);
    expect(hasDrawing(h)).toBe(true);
    expect(visibleDrawing(drawingReducer(h, { type: 'clear' }))).toEqual({ image: null, strokes: [] });
  });

  it('starts from given strokes', () => {
    const strokes = [stroke(0.1), stroke(0.2)];
    expect(visibleDrawing(historyFromStrokes(strokes)).strokes).toEqual(strokes);
  });
});

describe('pointer positions and stroke sizes (drawing kept across resizes)', () => {
  const rect = { left: 10, top: 20, width: 480, height: 270 };

  it.each([
    [10, 20, 0, 0],
    [490, 290, 1, 1],
    [250, 155, 0.5, 0.5],
    [0, 0, 0, 0],
    [900, 900, 1, 1],
  ])('client (%d, %d) is canvas point (%d, %d)', (x, y, px, py) => {
    expect(pointFromClient(x, y, rect)).toEqual({ x: px, y: py });
  });

  it('maps a zero-sized canvas to the origin', () => {
    expect(pointFromClient(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('sizes the pen in pixels of the canvas it is drawn on, and scales with the canvas', () => {
    const pen = startStroke({ eraser: false, color: '#3b82f6', sizePx: 5 }, { width: 960, height: 540 }, { x: 0.5, y: 0.5 });
    expect(pen).toMatchObject({ tool: 'pen', color: '#3b82f6', points: [{ x: 0.5, y: 0.5 }] });
    expect(strokeWidthPx(pen, { width: 960, height: 540 })).toBeCloseTo(5);
    expect(strokeWidthPx(pen, { width: 480, height: 270 })).toBeCloseTo(2.5);
    expect(toCanvasPoint({ x: 0.5, y: 0.25 }, { width: 320, height: 180 })).toEqual({ x: 160, y: 45 });
  });

  it('paints the background with the eraser, wider than the pen', () => {
    const eraser = startStroke({ eraser: true, color: '#3b82f6', sizePx: 10 }, { width: 343, height: 193 }, { x: 0, y: 0 });
    expect(eraser.tool).toBe('eraser');
    expect(eraser.color).toBe(CANVAS_BACKGROUND);
    expect(strokeWidthPx(eraser, { width: 343, height: 193 })).toBeCloseTo(10 * ERASER_SCALE);
  });

  it('never paints thinner than one pixel', () => {
    const thin = startStroke({ eraser: false, color: '#000000', sizePx: 2 }, { width: 960, height: 540 }, { x: 0, y: 0 });
    expect(strokeWidthPx(thin, { width: 320, height: 180 })).toBe(1);
  });
});
