/// <reference lib="webworker" />
// Runs the resize and JPEG encode off the main thread (see compress-image.ts).
import { fitWithin } from './fit-within';

interface Request {
  id: number;
  file: Blob;
  maxSide: number;
  quality: number;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', async (event: MessageEvent<Request>) => {
  const { id, file, maxSide, quality } = event.data;
  try {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      scope.postMessage({ id, error: 'Could not decode this image' });
      return;
    }
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('OffscreenCanvas 2D is not available');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    scope.postMessage({ id, blob });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : 'Failed to compress image' });
  }
});
