import { CANVAS_BACKGROUND, type Stroke } from '@/features/co-drawing/model/drawing';
import { paintDrawing, paintSegment, paintStroke, type PaintContext } from '@/features/co-drawing/model/paint';

type Call = [string, ...unknown[]];

function fakeContext() {
  const calls: Call[] = [];
  const state: Record<string, unknown> = {};
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => calls.push([prop, ...args]);
    },
    set(target, prop: string, value) {
      target[prop] = value;
      calls.push([`set:${prop}`, value]);
      return true;
    },
  }) as unknown as PaintContext;
  return { ctx, calls };
}

const size = { width: 960, height: 540 };
const line: Stroke = { tool: 'pen', color: '#f97316', width: 10 / 960, points: [{ x: 0, y: 0 }, { x: 0.5, y: 0.5 }, { x: 1, y: 1 }] };
const dot: Stroke = { tool: 'pen', color: '#000000', width: 8 / 960, points: [{ x: 0.25, y: 0.5 }] };

describe('painting the drawing', () => {
  it('draws a stroke as one round-capped path through its points, in canvas pixels', () => {
    const { ctx, calls } = fakeContext();
    paintStroke(ctx, line, size);
    expect(calls).toContainEqual(['set:strokeStyle', '#f97316']);
    expect(calls).toContainEqual(['set:lineCap', 'round']);
    expect(calls).toContainEqual(['set:lineJoin', 'round']);
    const width = calls.find((c) => c[0] === 'set:lineWidth')?.[1] as number;
    expect(width).toBeCloseTo(10);
    expect(calls.filter((c) => !c[0].startsWith('set:'))).toEqual([
      ['beginPath'],
      ['moveTo', 0, 0],
      ['lineTo', 480, 270],
      ['lineTo', 960, 540],
      ['stroke'],
    ]);
  });

  it('draws a tap as a dot as wide as the pen', () => {
    const { ctx, calls } = fakeContext();
    paintStroke(ctx, dot, size);
    expect(calls.filter((c) => !c[0].startsWith('set:'))).toEqual([['beginPath'], ['arc', 240, 270, 4, 0, Math.PI * 2], ['fill']]);
  });

  it('draws nothing for a stroke without points', () => {
    const { ctx, calls } = fakeContext();
    paintStroke(ctx, { ...dot, points: [] }, size);
    expect(calls).toEqual([]);
  });

  it('draws one live segment', () => {
    const { ctx, calls } = fakeContext();
    paintSegment(ctx, line, { x: 0, y: 0 }, { x: 0.5, y: 1 }, { width: 320, height: 180 });
    expect(calls.filter((c) => !c[0].startsWith('set:'))).toEqual([['beginPath'], ['moveTo', 0, 0], ['lineTo', 160, 180], ['stroke']]);
  });

  it('repaints background, the image stretched to the canvas, then the strokes', () => {
    const { ctx, calls } = fakeContext();
    const image = { tag: 'decoded' } as unknown as CanvasImageSource;
    const complete = paintDrawing(ctx, { image: { dataUrl: 'data:image/png;base64,AA', source: 'ai' }, strokes: [dot] }, size, () => image);
    expect(complete).toBe(true);
    const ops = calls.filter((c) => !c[0].startsWith('set:')).map((c) => c[0]);
    expect(ops).toEqual(['fillRect', 'drawImage', 'beginPath', 'arc', 'fill']);
    expect(calls[0]).toEqual(['set:fillStyle', CANVAS_BACKGROUND]);
    expect(calls.find((c) => c[0] === 'fillRect')).toEqual(['fillRect', 0, 0, 960, 540]);
    expect(calls.find((c) => c[0] === 'drawImage')).toEqual(['drawImage', image, 0, 0, 960, 540]);
  });

  it('reports an image that is still loading, and still paints the strokes', () => {
    const { ctx, calls } = fakeContext();
    const complete = paintDrawing(ctx, { image: { dataUrl: 'data:image/png;base64,AA', source: 'ai' }, strokes: [dot] }, size, () => null);
    expect(complete).toBe(false);
    expect(calls.some((c) => c[0] === 'drawImage')).toBe(false);
    expect(calls.some((c) => c[0] === 'arc')).toBe(true);
  });
});
