// What only a browser can do for the PDF: turn a photo pdf-lib cannot hold (WebP, SVG, GIF) into
// JPEG, and paint a character no embedded font has (an emoji) as a small picture.

const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif";

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

async function bytesOf(canvas: HTMLCanvasElement, type: string): Promise<Uint8Array | null> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

/** JPEG bytes of the photo at its own pixel size, on white (JPEG has no transparency); null if unreadable. */
export async function photoAsJpeg(dataUrl: string): Promise<Uint8Array | null> {
  const image = new Image();
  image.src = dataUrl;
  try {
    await image.decode();
  } catch {
    return null;
  }
  const [width, height] = [image.naturalWidth, image.naturalHeight];
  // A photo far larger than any stored one (a restored backup could hold anything) is not drawn.
  if (width === 0 || height === 0 || width * height > 40_000_000) return null;
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  return bytesOf(canvas, 'image/jpeg');
}

/** A PNG of one character `px` pixels square, or null when the device has no glyph for it either. */
export async function characterAsPng(cluster: string, px: number): Promise<Uint8Array | null> {
  const size = Math.min(256, Math.max(16, Math.round(px)));
  const canvas = canvasOf(size, size);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.font = `${Math.round(size * 0.85)}px ${EMOJI_FONTS}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = '#1c1917';
  context.fillText(cluster, size / 2, size / 2 + size * 0.05);
  const pixels = context.getImageData(0, 0, size, size).data;
  let painted = false;
  for (let i = 3; i < pixels.length && !painted; i += 4) painted = (pixels[i] ?? 0) > 0;
  return painted ? bytesOf(canvas, 'image/png') : null;
}
