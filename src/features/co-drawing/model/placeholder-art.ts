// The local placeholder (drawn when the image service fails, and in demo mode): the family's own drawing in a soft frame with sparkles and their prompt
// as a caption. This file is the layout; api/render-placeholder.ts paints it.

import { MEMBER_COLORS } from '@/lib/member-colors';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Sparkle {
  x: number;
  y: number;
  /** Outer radius of the four-pointed star, in pixels. */
  radius: number;
  color: string;
  rotation: number;
}

export interface PlaceholderLayout {
  /** The white card around the drawing. */
  frame: Rect;
  /** Where the drawing itself goes (inside the frame, its own aspect ratio kept). */
  drawing: Rect;
  /** `lineCenters`: the vertical middle of each line (draw with textBaseline 'middle'). */
  caption: { lines: string[]; fontSize: number; lineHeight: number; box: Rect; centerX: number; lineCenters: number[] };
  sparkles: Sparkle[];
}

/** Paint colours of the placeholder (canvas pixels, not page styling). */
export const placeholderPalette = {
  backgroundTop: '#fff4e6',
  backgroundBottom: '#fde2e4',
  frame: '#ffffff',
  frameShadow: 'rgba(92, 52, 24, 0.22)',
  captionBox: 'rgba(255, 255, 255, 0.9)',
  captionText: '#2b211b',
  sparkles: MEMBER_COLORS.map((c) => c.hex),
  /** 'Color It In' tints the white areas of the drawing with these, lines stay dark (multiply). */
  colorWash: ['#fbcfe8', '#fde68a', '#bbf7d0', '#bae6fd', '#ddd6fe'],
} as const;

/** FNV-1a hash of a text, as a seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type MeasureText = (text: string) => number;

/**
 * Words wrapped into at most `maxLines` lines of `maxWidth`; what does not fit ends in '…'. A single
 * word wider than a line is cut.
 */
export function wrapText(text: string, maxWidth: number, measure: MeasureText, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  while (index < words.length && lines.length < maxLines) {
    const word = words[index] ?? '';
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      current = candidate;
      index += 1;
    } else if (current) {
      lines.push(current);
      current = '';
    } else {
      lines.push(fitWithEllipsis(word, maxWidth, measure));
      index += 1;
    }
  }
  if (current && lines.length < maxLines) {
    lines.push(current);
    current = '';
  }
  const last = lines.length - 1;
  const lastLine = lines[last];
  if ((index < words.length || current !== '') && lastLine !== undefined && !lastLine.endsWith('…')) {
    lines[last] = fitWithEllipsis(`${lastLine}…`, maxWidth, measure);
  }
  return lines;
}

function fitWithEllipsis(text: string, maxWidth: number, measure: MeasureText): string {
  if (measure(text) <= maxWidth) return text;
  let base = text.endsWith('…') ? text.slice(0, -1) : text;
  while (base.length > 0 && measure(`${base}…`) > maxWidth) base = base.slice(0, -1);
  return `${base.trimEnd()}…`;
}

/** A rectangle of aspect `aspect` (width / height) as large as fits in `box`, centred. */
export function fitInside(box: Rect, aspect: number): Rect {
  if (box.width <= 0 || box.height <= 0 || !(aspect > 0)) return { ...box, width: Math.max(0, box.width), height: Math.max(0, box.height) };
  let width = box.width;
  let height = width / aspect;
  if (height > box.height) {
    height = box.height;
    width = height * aspect;
  }
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

export const SPARKLE_COUNT = 16;
export const CAPTION_MAX_LINES = 2;

/** Where everything of the placeholder goes on a `width` x `height` canvas. */
export function placeholderLayout({
  width,
  height,
  caption,
  drawingAspect,
  measure,
  random,
}: {
  width: number;
  height: number;
  caption: string;
  /** Width / height of the family's drawing (16:9 on this page). */
  drawingAspect: number;
  /** Text width in pixels at `fontSize` (the renderer sets the font first). */
  measure: (text: string, fontSize: number) => number;
  random: () => number;
}): PlaceholderLayout {
  const short = Math.min(width, height);
  const pad = Math.max(8, Math.round(short * 0.06));
  const fontSize = Math.max(12, Math.min(30, Math.round(height * 0.055)));
  const lineHeight = Math.round(fontSize * 1.3);
  const captionInnerWidth = width - pad * 4;
  const lines = wrapText(caption, captionInnerWidth, (t) => measure(t, fontSize), CAPTION_MAX_LINES);
  const captionPad = Math.round(fontSize * 0.5);
  const captionHeight = lines.length > 0 ? lines.length * lineHeight + captionPad * 2 : 0;
  const widest = lines.reduce((max, line) => Math.max(max, measure(line, fontSize)), 0);
  const boxWidth = Math.min(width - pad * 2, widest + captionPad * 4);
  const captionBox: Rect = {
    x: (width - boxWidth) / 2,
    y: height - pad / 2 - captionHeight,
    width: boxWidth,
    height: captionHeight,
  };

  const frameArea: Rect = {
    x: pad,
    y: pad,
    width: width - pad * 2,
    height: (lines.length > 0 ? captionBox.y - pad / 2 : height - pad) - pad,
  };
  const border = Math.max(4, Math.round(short * 0.025));
  const drawing = fitInside(
    { x: frameArea.x + border, y: frameArea.y + border, width: frameArea.width - border * 2, height: frameArea.height - border * 2 },
    drawingAspect > 0 ? drawingAspect : 16 / 9,
  );
  const frame: Rect = { x: drawing.x - border, y: drawing.y - border, width: drawing.width + border * 2, height: drawing.height + border * 2 };

  const sparkles: Sparkle[] = [];
  const colors = placeholderPalette.sparkles;
  for (let i = 0; i < SPARKLE_COUNT; i += 1) {
    const radius = short * (0.02 + random() * 0.035);
    sparkles.push({
      x: random() * width,
      y: random() * (captionBox.y > 0 && lines.length > 0 ? captionBox.y : height),
      radius,
      color: colors[Math.floor(random() * colors.length) % colors.length] ?? '#f59e0b',
      rotation: random() * (Math.PI / 2),
    });
  }

  return {
    frame,
    drawing,
    caption: {
      lines,
      fontSize,
      lineHeight,
      box: captionBox,
      centerX: width / 2,
      lineCenters: lines.map((_, i) => captionBox.y + captionPad + lineHeight * (i + 0.5)),
    },
    sparkles,
  };
}

/** The four points and four inner corners of a sparkle, for a path. */
export function sparklePoints(sparkle: Sparkle): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  const inner = sparkle.radius * 0.32;
  for (let i = 0; i < 8; i += 1) {
    const angle = sparkle.rotation + (i * Math.PI) / 4;
    const r = i % 2 === 0 ? sparkle.radius : inner;
    points.push({ x: sparkle.x + Math.cos(angle) * r, y: sparkle.y + Math.sin(angle) * r });
  }
  return points;
}
