// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { errorMessageOf } from '@/ui/error-boundary';
import { AVATAR_DARK_INK, AVATAR_LIGHT_INK, contrastRatio, readableInkOn } from '@/ui/member-avatar';
import { isSafeImageSrc } from '@/ui/safe-image';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['not a colour', '#ffffff', 1],
  ])('%s on %s is %d:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });
});

describe('readableInkOn (member avatar initials)', () => {
  it.each(MEMBER_COLORS.map((c) => [c.name, c.hex] as const))('%s initials meet WCAG AA', (_name, hex) => {
    expect(contrastRatio(hex, readableInkOn(hex))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['#eab308', AVATAR_DARK_INK],
    ['#f59e0b', AVATAR_DARK_INK],
    ['#1e3a8a', AVATAR_LIGHT_INK],
    ['#000000', AVATAR_LIGHT_INK],
  ])('%s gets %s', (hex, ink) => {
    expect(readableInkOn(hex)).toBe(ink);
  });
});

describe('isSafeImageSrc', () => {
  it.each([
    ['data:image/jpeg;base64,/9j/4AAQ', true],
    ['data:image/png;base64,iVBOR', true],
    ['data:text/html;base64,PGgxPg==', false],
    ['https://example.org/a.jpg', false],
    ['javascript:alert(1)', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('%s -> %s', (src, expected) => {
    expect(isSafeImageSrc(src)).toBe(expected);
  });
});

describe('errorMessageOf (error boundary)', () => {
  it.each([
    [new Error('boom'), 'boom'],
    [new Error(''), ''],
    ['plain text', 'plain text'],
    [{ message: 'shaped like an error' }, 'shaped like an error'],
    [{ code: 42 }, ''],
    [null, ''],
    [undefined, ''],
  ])('%o -> %j', (error, expected) => {
    expect(errorMessageOf(error)).toBe(expected);
  });
});
