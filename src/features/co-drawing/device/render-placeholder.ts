// Paints the local placeholder on an offscreen canvas: the family's drawing
// in a soft frame, sparkles, and their prompt as a caption ('Color It In' also washes the drawing
// with soft colours). Used when the image service fails and in demo mode.

import { loadImage } from '@/lib/image/load-image';
import type { CoDrawingInput } from '@/features/co-drawing/model/run-co-drawing';
import { seededRandom } from '@/lib/seeded-random';
import { hashText, placeholderLayout, placeholderPalette, sparklePoints, type Rect } from '@/features/co-drawing/model/placeholder-art';

const FONT_FAMILY = "'Nunito Variable', ui-sans-serif, system-ui, sans-serif";

function roundedRect(ctx: CanvasRenderingContext2D, rect: Rect, radius: number): void {
  const r = Math.max(0, Math.min(radius, rect.width / 2, rect.height / 2));
  ctx.beginPath();
  ctx.moveTo(rect.x + r, rect.y);
  ctx.arcTo(rect.x + rect.width, rect.y, rect.x + rect.width, rect.y + rect.height, r);
  ctx.arcTo(rect.x + rect.width, rect.y + rect.height, rect.x, rect.y + rect.height, r);
  ctx.arcTo(rect.x, rect.y + rect.height, rect.x, rect.y, r);
  ctx.arcTo(rect.x, rect.y, rect.x + rect.width, rect.y, r);
  ctx.closePath();
}

export async function renderPlaceholder(input: CoDrawingInput, doc: Document = document): Promise<string> {
  const { width, height } = input.size;
  const canvas = doc.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw pictures.');

  let drawing: HTMLImageElement | null = null;
  try {
    drawing = await loadImage(input.canvasDataUrl);
  } catch {
    drawing = null; // the frame, sparkles and caption still make a picture
  }
  // The caption font ships with the app; wait for it so the text measures right.
  await doc.fonts?.load?.(`800 20px ${FONT_FAMILY}`).catch(() => undefined);

  const fontFor = (size: number) => `800 ${size}px ${FONT_FAMILY}`;
  const layout = placeholderLayout({
    width,
    height,
    caption: `“${input.prompt}”`,
    drawingAspect: drawing ? drawing.naturalWidth / drawing.naturalHeight : width / height,
    measure: (text, size) => {
      ctx.font = fontFor(size);
      return ctx.measureText(text).width;
    },
    random: seededRandom(hashText(`${input.mode}:${input.prompt}`)),
  });
  const short = Math.min(width, height);

  const background = ctx.createLinearGradient(0, 0, 0, height);
  background.addColorStop(0, placeholderPalette.backgroundTop);
  background.addColorStop(1, placeholderPalette.backgroundBottom);
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);

  // The frame: a white card with a soft shadow.
  ctx.save();
  ctx.shadowColor = placeholderPalette.frameShadow;
  ctx.shadowBlur = short * 0.04;
  ctx.shadowOffsetY = short * 0.012;
  ctx.fillStyle = placeholderPalette.frame;
  roundedRect(ctx, layout.frame, short * 0.035);
  ctx.fill();
  ctx.restore();

  ctx.save();
  roundedRect(ctx, layout.drawing, short * 0.02);
  ctx.clip();
  const d = layout.drawing;
  if (drawing) ctx.drawImage(drawing, d.x, d.y, d.width, d.height);
  if (input.mode === 'COLOR') {
    // White paper takes the colours, dark lines stay dark: a gentle "coloured in" look.
    const wash = ctx.createLinearGradient(d.x, d.y, d.x + d.width, d.y + d.height);
    placeholderPalette.colorWash.forEach((color, i, all) => wash.addColorStop(i / (all.length - 1), color));
    ctx.globalCompositeOperation = 'multiply';
    ctx.fillStyle = wash;
    ctx.fillRect(d.x, d.y, d.width, d.height);
    ctx.globalCompositeOperation = 'source-over';
  }
  ctx.restore();

  for (const sparkle of layout.sparkles) {
    const points = sparklePoints(sparkle);
    ctx.beginPath();
    points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
    ctx.fillStyle = sparkle.color;
    ctx.globalAlpha = 0.9;
    ctx.fill();
    ctx.globalAlpha = 1;
  }

  const { caption } = layout;
  if (caption.lines.length > 0) {
    ctx.fillStyle = placeholderPalette.captionBox;
    roundedRect(ctx, caption.box, caption.box.height / 2);
    ctx.fill();
    ctx.font = fontFor(caption.fontSize);
    ctx.fillStyle = placeholderPalette.captionText;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    caption.lines.forEach((line, i) => {
      ctx.fillText(line, caption.centerX, caption.lineCenters[i] ?? caption.box.y);
    });
  }

  return canvas.toDataURL('image/png');
}
