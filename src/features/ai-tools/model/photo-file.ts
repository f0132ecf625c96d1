// The AI tools' photo upload: PNG, JPEG or WEBP, at most 5MB; an oversized file is
// silently ignored (the upload area states the limits so nobody is left guessing).

export const AI_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AI_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** What the upload area says about the limits. */
export const AI_PHOTO_HINT = 'PNG, JPEG or WEBP, up to 5 MB';

export type PhotoFileCheck = { ok: true } | { ok: false; reason: 'type' | 'size' | 'empty' };

export function checkAiPhotoFile(file: { type: string; size: number }): PhotoFileCheck {
  if (!(AI_PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return { ok: false, reason: 'type' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > AI_PHOTO_MAX_BYTES) return { ok: false, reason: 'size' };
  return { ok: true };
}

/** The photo is sent at most this large: enough for the models, small enough to send quickly. */
export const AI_PHOTO_MAX_SIDE = 1536;
export const AI_PHOTO_QUALITY = 0.88;
