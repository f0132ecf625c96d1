import {
  CAPTION_MAX_LINES,
  SPARKLE_COUNT,
  fitInside,
  hashText,
  placeholderLayout,
  sparklePoints,
  wrapText,
} from '@/features/co-drawing/model/placeholder-art';
import { seededRandom } from '@/lib/seeded-random';

// Every character 10 px wide.
const measure = (text: string) => text.length * 10;

describe('wrapText', () => {
  it.each([
    ['a rainbow in the sky', 200, 2, ['a rainbow in the sky']],
    ['a rainbow in the sky', 100, 2, ['a rainbow', 'in the sky']],
    ['a rainbow in the sky over our house', 100, 2, ['a rainbow', 'in the sk…']],
    ['one two three', 50, 1, ['one…']],
    ['supercalifragilistic', 80, 2, ['superca…']],
    ['supercalifragilistic word', 80, 2, ['superca…', 'word']],
    ['', 100, 2, []],
    ['   ', 100, 2, []],
    ['fits', 100, 0, []],
  ] as const)('%j in %d px and %d lines', (text, width, lines, expected) => {
    expect(wrapText(text, width, measure, lines)).toEqual(expected);
  });

  it('never returns a line wider than allowed', () => {
    const text = 'we drew a big family picnic with grandma grandpa the dog and a kite flying high';
    for (const width of [40, 70, 120, 300]) {
      for (const line of wrapText(text, width, measure, 2)) expect(measure(line)).toBeLessThanOrEqual(width);
    }
  });
});

describe('fitInside', () => {
  it.each([
    [{ x: 0, y: 0, width: 160, height: 180 }, 16 / 9, { x: 0, y: 45, width: 160, height: 90 }],
    [{ x: 10, y: 10, width: 400, height: 90 }, 16 / 9, { x: 130, y: 10, width: 160, height: 90 }],
    [{ x: 0, y: 0, width: 100, height: 100 }, 1, { x: 0, y: 0, width: 100, height: 100 }],
  ])('fits %j at aspect %d', (box, aspect, expected) => {
    const r = fitInside(box, aspect);
    expect(r.x).toBeCloseTo(expected.x);
    expect(r.y).toBeCloseTo(expected.y);
    expect(r.width).toBeCloseTo(expected.width);
    expect(r.height).toBeCloseTo(expected.height);
  });

  it('keeps an empty box empty', () => {
    expect(fitInside({ x: 0, y: 0, width: -5, height: 10 }, 2)).toEqual({ x: 0, y: 0, width: 0, height: 10 });
  });
});

describe('seeded randomness', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    for (const v of seqA) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });

  it('hashes texts stably', () => {
    expect(hashText('ADD:a dragon')).toBe(hashText('ADD:a dragon'));
    expect(hashText('ADD:a dragon')).not.toBe(hashText('COLOR:a dragon'));
  });
});

describe('placeholderLayout', () => {
  const sizes = [
    { width: 960, height: 540 },
    { width: 343, height: 193 },
    { width: 320, height: 180 },
  ];

  it.each(sizes)('fits everything inside a $width x $height canvas', ({ width, height }) => {
    const layout = placeholderLayout({
      width,
      height,
      caption: '“A rainbow in the sky with a friendly dragon flying over our house and garden”',
      drawingAspect: 16 / 9,
      measure: (text, fontSize) => text.length * fontSize * 0.55,
      random: seededRandom(7),
    });
    const inside = (r: { x: number; y: number; width: number; height: number }) => {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(0);
      expect(r.x + r.width).toBeLessThanOrEqual(width + 0.001);
      expect(r.y + r.height).toBeLessThanOrEqual(height + 0.001);
    };
    inside(layout.frame);
    inside(layout.drawing);
    inside(layout.caption.box);
    // The drawing keeps its 16:9 shape inside the frame, and the frame sits above the caption.
    expect(layout.drawing.width / layout.drawing.height).toBeCloseTo(16 / 9, 1);
    expect(layout.frame.x).toBeLessThan(layout.drawing.x);
    expect(layout.frame.y + layout.frame.height).toBeLessThanOrEqual(layout.caption.box.y);
    expect(layout.caption.lines.length).toBeGreaterThan(0);
    expect(layout.caption.lines.length).toBeLessThanOrEqual(CAPTION_MAX_LINES);
    expect(layout.caption.lineCenters).toHaveLength(layout.caption.lines.length);
    expect(layout.sparkles).toHaveLength(SPARKLE_COUNT);
    for (const s of layout.sparkles) {
      expect(s.x).toBeGreaterThanOrEqual(0);
      expect(s.x).toBeLessThanOrEqual(width);
      expect(s.radius).toBeGreaterThan(0);
      expect(s.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('uses the whole height for the drawing when there is no caption', () => {
    const layout = placeholderLayout({ width: 960, height: 540, caption: '', drawingAspect: 16 / 9, measure: () => 0, random: seededRandom(1) });
    expect(layout.caption.lines).toEqual([]);
    expect(layout.caption.box.height).toBe(0);
  });

  it('is the same picture for the same seed', () => {
    const make = () =>
      placeholderLayout({ width: 960, height: 540, caption: 'x', drawingAspect: 16 / 9, measure: (t) => t.length, random: seededRandom(99) });
    expect(make()).toEqual(make());
  });

  it('draws a sparkle as a four-pointed star (8 points alternating outer and inner)', () => {
    const points = sparklePoints({ x: 10, y: 10, radius: 10, color: '#000000', rotation: 0 });
    expect(points).toHaveLength(8);
    expect(points[0]?.x).toBeCloseTo(20);
    expect(points[0]?.y).toBeCloseTo(10);
    const inner = Math.hypot((points[1]?.x ?? 0) - 10, (points[1]?.y ?? 0) - 10);
    expect(inner).toBeCloseTo(3.2);
  });
});
