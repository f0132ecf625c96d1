import { findBlockedTerm } from './family-friendly';
import { getFieldRule, type FieldRuleName } from './rules';
import { countCharacters } from './text-length';

export type FieldValidation = { valid: true; value: string } | { valid: false; error: string };

export const FAMILY_FRIENDLY_MESSAGE = 'Please keep your content family-friendly';
export const INGREDIENT_LINE_MESSAGE = 'Please add at least one ingredient';

export function requiredMessage(label: string): string {
  return `${label} is required`;
}

export function minLengthMessage(label: string, min: number): string {
  return `${label} must be at least ${min} characters long`;
}

export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be less than ${max} characters`;
}

/**
 * Ingredients are split by line and blank lines dropped. A line of bullets
 * or dashes alone ("-", "•") names no ingredient, so it is dropped too.
 */
export function splitIngredientLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

/**
 * Generic text: trims, then checks in order required, minimum, maximum, the
 * ingredient line, family-friendly. An optional field left empty is valid (value '').
 */
export function validateField(ruleName: FieldRuleName, value: string | null | undefined): FieldValidation {
  const rule = getFieldRule(ruleName);
  const trimmed = (value ?? '').trim();
  if (trimmed === '') {
    return rule.required ? { valid: false, error: requiredMessage(rule.label) } : { valid: true, value: '' };
  }
  const length = countCharacters(trimmed);
  if (rule.min !== undefined && length < rule.min) {
    return { valid: false, error: minLengthMessage(rule.label, rule.min) };
  }
  if (length > rule.max) return { valid: false, error: maxLengthMessage(rule.label, rule.max) };
  if (rule.needsIngredientLine && splitIngredientLines(trimmed).length === 0) {
    return { valid: false, error: INGREDIENT_LINE_MESSAGE };
  }
  if (findBlockedTerm(trimmed) !== null) return { valid: false, error: FAMILY_FRIENDLY_MESSAGE };
  return { valid: true, value: trimmed };
}
