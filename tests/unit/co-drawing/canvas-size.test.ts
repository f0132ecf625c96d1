import { canvasSize, DEFAULT_CANVAS_SIZE, sameSize } from '@/features/co-drawing/model/canvas-size';

describe('canvasSize (16:9, min(window - 32, 960), at least 320)', () => {
  it.each([
    // window width, canvas width, canvas height
    [1920, 960, 540],
    [1280, 960, 540],
    [992, 960, 540],
    [991, 959, 539],
    [800, 768, 432],
    [375, 343, 193],
    [360, 328, 185],
    [352, 320, 180],
    [340, 320, 180],
    [320, 320, 180],
    [200, 320, 180],
    [375.6, 343, 193],
  ])('a %d px window gives %dx%d', (windowWidth, width, height) => {
    expect(canvasSize(windowWidth)).toEqual({ width, height });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('falls back to the default 960x540 for %s', (value) => {
    expect(canvasSize(value)).toEqual(DEFAULT_CANVAS_SIZE);
    expect(DEFAULT_CANVAS_SIZE).toEqual({ width: 960, height: 540 });
  });

  it('keeps 16:9 within a pixel at every width', () => {
    for (let w = 300; w <= 1100; w += 7) {
      const size = canvasSize(w);
      expect(Math.abs(size.height - (size.width * 9) / 16)).toBeLessThanOrEqual(0.5);
    }
  });

  it('compares sizes', () => {
    expect(sameSize({ width: 1, height: 2 }, { width: 1, height: 2 })).toBe(true);
    expect(sameSize({ width: 1, height: 2 }, { width: 1, height: 3 })).toBe(false);
  });
});
