/**
 * Previews of the first feed photos for the first-paint snapshot (first-paint-snapshot.ts). A
 * family's newest photo is often the largest thing on the memories page: a snapshot without it
 * was replaced by the app's photo a second later, and that photo became the page's largest paint
 * (issue 9: LCP 2.4 s). A preview is drawn from the photo the page already shows, as the page
 * crops it, at its size on screen (never larger, and never smaller: a smaller preview would be
 * replaced by a "larger" paint of the same photo). Kept small: a few of them, as JPEG.
 */

/** The photos previewed, at most: the first screen's (a post shows up to four). */
export const SNAPSHOT_PHOTO_PREVIEWS = 4;
/** All previews together stay under this many characters of data URL. */
export const SNAPSHOT_PHOTO_BUDGET = 120_000;
const PREVIEW_QUALITY = 0.7;

export interface CoverCrop {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * The part of a `naturalWidth` x `naturalHeight` image that `object-fit: cover` shows in a
 * `boxWidth` x `boxHeight` box (centred), in image pixels.
 */
export function coverCrop(naturalWidth: number, naturalHeight: number, boxWidth: number, boxHeight: number): CoverCrop {
  const scale = Math.max(boxWidth / naturalWidth, boxHeight / naturalHeight);
  const sw = Math.min(naturalWidth, boxWidth / scale);
  const sh = Math.min(naturalHeight, boxHeight / scale);
  return { sx: (naturalWidth - sw) / 2, sy: (naturalHeight - sh) / 2, sw, sh };
}

/**
 * A JPEG data URL of what `image` shows on screen, or null: not loaded, not on the first screen,
 * no canvas (or a canvas that cannot export), or bigger than `maxChars`.
 */
export function photoPreview(image: HTMLImageElement, maxChars: number): string | null {
  if (!image.complete || image.naturalWidth === 0 || image.naturalHeight === 0) return null;
  const box = image.getBoundingClientRect();
  const width = Math.ceil(box.width);
  const height = Math.ceil(box.height);
  // Only what the next load shows first: the page opens at the top.
  if (width === 0 || height === 0 || box.top + window.scrollY >= window.innerHeight) return null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const { sx, sy, sw, sh } = coverCrop(image.naturalWidth, image.naturalHeight, width, height);
    context.drawImage(image, sx, sy, sw, sh, 0, 0, width, height);
    const url = canvas.toDataURL('image/jpeg', PREVIEW_QUALITY);
    return url.startsWith('data:image/jpeg') && url.length <= maxChars ? url : null;
  } catch {
    return null;
  }
}

/**
 * Decodes the snapshot's photo previews, then calls `ready`, so they paint in the same frame as
 * its text. Self-contained: the build serialises it into the head script (prerender-landing.tsx).
 */
export function decodeSnapshotPhotos(snapshot: HTMLElement, ready: () => void): void {
  const images = Array.prototype.slice.call(snapshot.querySelectorAll('img[src]')) as HTMLImageElement[];
  if (images.length === 0 || typeof images[0]!.decode !== 'function') {
    ready();
    return;
  }
  Promise.all(images.map((image) => image.decode().catch(() => image.removeAttribute('src')))).then(ready, ready);
}
