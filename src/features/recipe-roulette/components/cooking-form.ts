// The cooking stage's photo and notes rules (docs/product.md#cooking).
import { getFieldRule } from '@/lib/validation/rules';
import { validateField } from '@/lib/validation/validate-field';
import { cookingMessages } from '@/features/recipe-roulette/components/recipe-messages';

/** Photos must be under 5MB. */
export const COOKING_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Compressed to width 600 at JPEG quality 0.6. */
export const COOKING_PHOTO_COMPRESSION = { maxSide: 600, quality: 0.6 } as const;

/** Why a chosen file cannot be the cooking photo, or null when it can. */
export function cookingPhotoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return cookingMessages.notImage;
  if (file.size >= COOKING_PHOTO_MAX_BYTES) return cookingMessages.tooLarge;
  return null;
}

export type CookingNotesCheck = { ok: true; notes: string } | { ok: false; detail: string };

const NOTES_LABEL = 'Cooking notes';

/**
 * Notes are optional; when given they are validated as a 'reflection' (at most 1000 characters,
 * family-friendly). The detail names the field the family sees ('Cooking notes must be less than
 * 1000 characters') rather than the rule's own label.
 */
export function checkCookingNotes(notes: string): CookingNotesCheck {
  const result = validateField('reflection', notes);
  if (result.valid) return { ok: true, notes: result.value };
  const label = getFieldRule('reflection').label;
  const detail = result.error.startsWith(`${label} `) ? `${NOTES_LABEL}${result.error.slice(label.length)}` : result.error;
  return { ok: false, detail };
}
