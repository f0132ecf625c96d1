// Photos are kept as small JPEG data URLs (max side 600 px,
// quality 0.6). Decoding uses createImageBitmap with EXIF orientation applied; the resize and
// encode run in a worker with OffscreenCanvas where the browser has it, so a cheap phone's page
// stays responsive while five large photos compress.

import { fitWithin } from './fit-within';

export interface CompressOptions {
  maxSide?: number;
  quality?: number;
  /** Force the main-thread path (tests, browsers without OffscreenCanvas in workers). */
  mainThread?: boolean;
}

export const PHOTO_MAX_SIDE = 600;
export const PHOTO_QUALITY = 0.6;

export class ImageCompressionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImageCompressionError';
  }
}

export { fitWithin };

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new ImageCompressionError('Failed to read file', { cause: reader.error }));
    reader.readAsDataURL(blob);
  });
}

let worker: Worker | null = null;
let nextRequest = 0;

function compressInWorker(file: Blob, maxSide: number, quality: number): Promise<Blob> {
  worker ??= new Worker(new URL('./compress-worker.ts', import.meta.url), { type: 'module' });
  const id = (nextRequest += 1);
  const active = worker;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ id: number; blob?: Blob; error?: string }>) => {
      if (event.data.id !== id) return;
      active.removeEventListener('message', onMessage);
      if (event.data.blob) resolve(event.data.blob);
      else reject(new ImageCompressionError(event.data.error ?? 'Failed to compress image'));
    };
    active.addEventListener('message', onMessage);
    active.postMessage({ id, file, maxSide, quality });
  });
}

async function compressOnMainThread(file: Blob, maxSide: number, quality: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageCompressionError('Canvas is not available');
    // JPEG has no transparency: paint white first so transparent PNGs do not turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ImageCompressionError('Failed to encode image'))), 'image/jpeg', quality),
    );
  } finally {
    bitmap.close();
  }
}

const workerSupported = () =>
  typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined';

/** Compresses one image file to a `data:image/jpeg;base64,...` string. */
export async function compressImage(file: Blob, options: CompressOptions = {}): Promise<string> {
  const maxSide = options.maxSide ?? PHOTO_MAX_SIDE;
  const quality = options.quality ?? PHOTO_QUALITY;
  if (typeof createImageBitmap === 'undefined') throw new ImageCompressionError('This browser cannot read photos');
  let blob: Blob;
  if (!options.mainThread && workerSupported()) {
    try {
      blob = await compressInWorker(file, maxSide, quality);
    } catch (error) {
      // A worker that cannot decode (old engines) gets a second chance on the main thread.
      if (error instanceof ImageCompressionError && /decode/i.test(error.message)) throw error;
      blob = await compressOnMainThread(file, maxSide, quality);
    }
  } else {
    blob = await compressOnMainThread(file, maxSide, quality);
  }
  return blobToDataUrl(blob);
}
