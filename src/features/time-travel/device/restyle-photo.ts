// Demo mode (docs/product.md#demo-mode): the decade looks of decade-looks.ts drawn onto a canvas in the browser.

import { fitWithin } from '@/lib/image/fit-within';
import { seededRandom } from '@/lib/seeded-random';
import { applyLookToPixels, decadeLooks } from '@/features/time-travel/model/decade-looks';
import type { Decade } from '@/features/time-travel/model/decades';

const MAX_SIDE = 1024;

function loadImage(dataUrl: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Failed to read the photo for demo mode'));
    image.src = dataUrl;
  });
}

/** The photo restyled with the decade's look, as a PNG data URL. */
export async function restylePhoto(photoDataUrl: string, decade: Decade): Promise<string> {
  const look = decadeLooks[decade];
  const image = await loadImage(photoDataUrl);
  const size = fitWithin(image.naturalWidth || image.width, image.naturalHeight || image.height, MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot restyle photos');
  if (look.blurPx > 0) context.filter = `blur(${look.blurPx}px)`;
  context.drawImage(image, 0, 0, size.width, size.height);
  context.filter = 'none';
  const frame = context.getImageData(0, 0, size.width, size.height);
  applyLookToPixels(frame.data, size.width, size.height, look, seededRandom(Number.parseInt(decade, 10)));
  context.putImageData(frame, 0, 0);
  if (look.dateStamp) {
    const fontSize = Math.max(12, Math.round(size.height * 0.045));
    context.font = `bold ${fontSize}px monospace`;
    context.textAlign = 'right';
    context.textBaseline = 'bottom';
    context.fillStyle = 'rgb(255 140 40 / 0.9)';
    context.shadowColor = 'rgb(255 90 0 / 0.6)';
    context.shadowBlur = fontSize / 4;
    context.fillText(look.dateStamp, size.width - fontSize, size.height - fontSize * 0.8);
  }
  return canvas.toDataURL('image/png');
}
