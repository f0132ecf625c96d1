import { findBlockedTerm } from './family-friendly';
import { countCharacters } from './text-length';
import { FAMILY_FRIENDLY_MESSAGE, maxLengthMessage, requiredMessage } from './validate-field';

export type FamilyNameValidation = { valid: true; name: string } | { valid: false; error: string };

export const FAMILY_NAME_LABEL = 'Family name';
export const FAMILY_NAME_MAX = 100;

/**
 * The family name is saved only if non-blank after trim. It is shown to every
 * member and sent with the family update, so it also keeps to a sensible length and the
 * family-friendly check.
 */
export function validateFamilyName(name: string | null | undefined): FamilyNameValidation {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return { valid: false, error: requiredMessage(FAMILY_NAME_LABEL) };
  if (countCharacters(trimmed) > FAMILY_NAME_MAX) {
    return { valid: false, error: maxLengthMessage(FAMILY_NAME_LABEL, FAMILY_NAME_MAX) };
  }
  if (findBlockedTerm(trimmed) !== null) return { valid: false, error: FAMILY_FRIENDLY_MESSAGE };
  return { valid: true, name: trimmed };
}
