import type { CompressOptions } from '@/lib/image/compress-image';
import { AI_PHOTO_MAX_SIDE, AI_PHOTO_QUALITY } from '@/features/ai-tools/model/photo-file';

/** The photo could not be re-encoded on this device: it is not sent at all. */
export class PhotoNotPreparedError extends Error {
  override readonly name = 'PhotoNotPreparedError';
}

/**
 * The photo as a data URL ready to send: resized and re-encoded on the device, which also drops its
 * metadata (the place it was taken, the camera). An original is
 * never sent, so a photo this browser cannot re-encode is refused with PhotoNotPreparedError.
 * `compress` is the services' photo compression.
 */
export async function readAiPhoto(file: File, compress: (file: Blob, options: CompressOptions) => Promise<string>): Promise<string> {
  try {
    return await compress(file, { maxSide: AI_PHOTO_MAX_SIDE, quality: AI_PHOTO_QUALITY });
  } catch (cause) {
    throw new PhotoNotPreparedError('The photo could not be re-encoded on this device', { cause });
  }
}
