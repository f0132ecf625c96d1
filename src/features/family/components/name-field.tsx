import { TextField } from '@/ui/text-field';
import { FAMILY_NAME_MAX } from '@/lib/validation/family-name';

export type NameFieldProps = {
  /** A member's name or the family's: the field's form name, and the family name's length cap. */
  kind: 'member' | 'family';
  label: string;
  hint?: string;
  value: string;
  /** The rule's message to show now (the form decides when), or nothing. */
  error?: string | null;
  onValueChange: (value: string) => void;
};

/**
 * The name input of the family's four name forms (onboarding's family name and member name, Manage
 * Family's family name, Add / Edit Member): no autofill, since these are names of people in the
 * family, not of the person at the keyboard.
 */
export function NameField({ kind, label, hint, value, error, onValueChange }: NameFieldProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      name={kind === 'member' ? 'memberName' : 'familyName'}
      autoComplete="off"
      maxLength={kind === 'family' ? FAMILY_NAME_MAX : undefined}
      value={value}
      error={error || undefined}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
