// Demo mode (docs/product.md#demo-mode): with no AI configured, time travel restyles the photo on the device, one
// distinct look per decade. The looks are plain pixel arithmetic so they are testable without a
// canvas; restyle-photo.ts applies them to a real image.

import type { Decade } from '@/features/time-travel/model/decades';

export interface DecadeLook {
  /** Multiplies every channel first. */
  brightness: number;
  /** 1 keeps contrast; above 1 adds. */
  contrast: number;
  /** 0 is black and white; 1 keeps the colours; above 1 boosts them. */
  saturation: number;
  /** 0..1 blend toward a sepia tone. */
  sepia: number;
  /** Per-channel multipliers (colour cast). */
  tint: readonly [number, number, number];
  /** Faded blacks and whites: output range [low, high] of 0..255. */
  fade: readonly [number, number];
  /** 0..1 darkening toward the corners. */
  vignette: number;
  /** Monochrome film grain amplitude in 0..255 units. */
  grain: number;
  /** Canvas blur in px for a soft lens (applied while drawing). */
  blurPx: number;
  /** A camera date stamp in the corner, or null. */
  dateStamp: string | null;
  /** What the look is, for the caption. */
  description: string;
}

export const decadeLooks: Readonly<Record<Decade, DecadeLook>> = {
  '1960s': {
    brightness: 1.02,
    contrast: 1.18,
    saturation: 0,
    sepia: 0,
    tint: [1, 1, 1],
    fade: [12, 246],
    vignette: 0.4,
    grain: 22,
    blurPx: 0,
    dateStamp: null,
    description: 'Black-and-white film with grain',
  },
  '1970s': {
    brightness: 1.04,
    contrast: 0.9,
    saturation: 0.7,
    sepia: 0.25,
    tint: [1.08, 1.0, 0.8],
    fade: [34, 232],
    vignette: 0.25,
    grain: 9,
    blurPx: 0,
    dateStamp: null,
    description: 'Warm, faded colour print',
  },
  '1980s': {
    brightness: 1.03,
    contrast: 1.3,
    saturation: 1.55,
    sepia: 0,
    tint: [1.05, 0.97, 1.08],
    fade: [0, 255],
    vignette: 0.05,
    grain: 4,
    blurPx: 0,
    dateStamp: null,
    description: 'Saturated, high-contrast flash photo',
  },
  '1990s': {
    brightness: 1.05,
    contrast: 0.93,
    saturation: 0.88,
    sepia: 0.05,
    tint: [1.02, 1.03, 0.94],
    fade: [18, 240],
    vignette: 0.18,
    grain: 12,
    blurPx: 0.8,
    dateStamp: "'96 8 17",
    description: 'Soft disposable-camera film',
  },
};

const SEPIA: readonly [readonly number[], readonly number[], readonly number[]] = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

/**
 * Applies `look` to RGBA pixels in place. `random` returns numbers in [0, 1) (grain); pass a
 * seeded one for repeatable output.
 */
export function applyLookToPixels(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  look: DecadeLook,
  random: () => number,
): void {
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const maxDistance = Math.hypot(cx, cy) || 1;
  const [low, high] = look.fade;
  const span = (high - low) / 255;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      let r = (pixels[i] ?? 0) * look.brightness;
      let g = (pixels[i + 1] ?? 0) * look.brightness;
      let b = (pixels[i + 2] ?? 0) * look.brightness;
      r = (r - 128) * look.contrast + 128;
      g = (g - 128) * look.contrast + 128;
      b = (b - 128) * look.contrast + 128;
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      r = luma + (r - luma) * look.saturation;
      g = luma + (g - luma) * look.saturation;
      b = luma + (b - luma) * look.saturation;
      if (look.sepia > 0) {
        const sr = SEPIA[0][0]! * r + SEPIA[0][1]! * g + SEPIA[0][2]! * b;
        const sg = SEPIA[1][0]! * r + SEPIA[1][1]! * g + SEPIA[1][2]! * b;
        const sb = SEPIA[2][0]! * r + SEPIA[2][1]! * g + SEPIA[2][2]! * b;
        r += (sr - r) * look.sepia;
        g += (sg - g) * look.sepia;
        b += (sb - b) * look.sepia;
      }
      r *= look.tint[0];
      g *= look.tint[1];
      b *= look.tint[2];
      r = low + clamp(r) * span;
      g = low + clamp(g) * span;
      b = low + clamp(b) * span;
      if (look.vignette > 0) {
        const d = Math.hypot(x - cx, y - cy) / maxDistance;
        const factor = 1 - look.vignette * d * d;
        r *= factor;
        g *= factor;
        b *= factor;
      }
      if (look.grain > 0) {
        const noise = (random() - 0.5) * 2 * look.grain;
        r += noise;
        g += noise;
        b += noise;
      }
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
    }
  }
}

function clamp(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : value;
}

