import { compressImage } from '@/lib/image/compress-image';
import { AI_PHOTO_MAX_SIDE, AI_PHOTO_QUALITY } from '@/features/ai-tools/model/photo-file';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Failed to read file'));
    reader.readAsDataURL(file);
  });
}

/**
 * The photo as a data URL ready to send: resized and re-encoded, which also drops EXIF data such
 * as the place it was taken. Falls back to the file as it is where the browser cannot re-encode.
 */
export async function readAiPhoto(file: File): Promise<string> {
  try {
    return await compressImage(file, { maxSide: AI_PHOTO_MAX_SIDE, quality: AI_PHOTO_QUALITY });
  } catch {
    return readAsDataUrl(file);
  }
}
