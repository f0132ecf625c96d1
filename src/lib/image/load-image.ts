// Decoded canvas images by data URL. The canvas repaints synchronously (after every stroke and
// resize), so the images it shows are decoded once and kept; a few recent ones stay for undo.

const MAX_CACHED = 6;
const cache = new Map<string, HTMLImageElement>();
const pending = new Map<string, Promise<HTMLImageElement>>();

function remember(dataUrl: string, image: HTMLImageElement): void {
  cache.delete(dataUrl);
  cache.set(dataUrl, image);
  while (cache.size > MAX_CACHED) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

/** The decoded image if it is ready, else null. */
export function loadedImage(dataUrl: string): HTMLImageElement | null {
  return cache.get(dataUrl) ?? null;
}

/** Decodes an image (data URL); rejects if it is not a picture the browser can draw. */
export function loadImage(dataUrl: string): Promise<HTMLImageElement> {
  const ready = cache.get(dataUrl);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(dataUrl);
  if (inFlight) return inFlight;
  const promise = new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => {
      if (image.naturalWidth > 0 && image.naturalHeight > 0) {
        remember(dataUrl, image);
        resolve(image);
      } else {
        reject(new Error('The image is empty.'));
      }
    };
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = dataUrl;
  }).finally(() => pending.delete(dataUrl));
  pending.set(dataUrl, promise);
  return promise;
}
