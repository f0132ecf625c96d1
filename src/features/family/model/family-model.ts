// Pure rules of family setup and management (docs/product.md#onboarding and #manage-family). Ids are
// passed in, so these functions never read the clock or randomness.
import type { FamilyData, FamilyMember } from '@/data/types';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { validateFamilyName } from '@/lib/validation/family-name';
import { computeInitials, normalizeName, validateMemberName, type MemberNameValidation } from '@/lib/validation/member-name';

/** A member's emoji defaults to a person icon. */
export const DEFAULT_MEMBER_EMOJI = '👤';

/** The server keeps at most 20 members per family; the app stops at the same number. */
export const MAX_FAMILY_MEMBERS = 20;

/** Add Member: shown when the validator gives no message of its own. */
export const INVALID_NAME_FALLBACK = 'Invalid name';

/** A change the family rules refuse (a taken name, a full family); its message is shown as it is. */
export class FamilyRuleError extends Error {
  override readonly name = 'FamilyRuleError';
}

export type MemberNameValidator = (name: string, existingNames: readonly string[]) => MemberNameValidation;

/** Names of every member except `exceptId`: the ones a new or edited name must not repeat. */
export function otherMemberNames(members: readonly FamilyMember[], exceptId?: string): string[] {
  return members.filter((m) => m.id !== exceptId).map((m) => m.name);
}

/**
 * The message to show for `name`, or null when it is valid. A validator that fails without a
 * message (or throws) still blocks the name, with 'Invalid name'.
 */
export function memberNameError(
  name: string,
  existingNames: readonly string[],
  validate: MemberNameValidator = validateMemberName,
): string | null {
  try {
    const result = validate(name, existingNames);
    if (result.valid) return null;
    return result.error.trim() === '' ? INVALID_NAME_FALLBACK : result.error;
  } catch {
    return INVALID_NAME_FALLBACK;
  }
}

/** A new member: name normalised, initials from it, the default emoji. */
export function createMember({ id, name, color, emoji }: { id: string; name: string; color: string; emoji?: string }): FamilyMember {
  const normalized = normalizeName(name);
  return { id, name: normalized, emoji: emoji || DEFAULT_MEMBER_EMOJI, color, initials: computeInitials(normalized) };
}

/** The family as saved when onboarding completes or the family name is first entered. */
export function createFamily({
  familyId,
  familyName,
  members,
}: {
  familyId: string;
  familyName: string;
  members: readonly FamilyMember[];
}): FamilyData {
  return { familyId, familyName: familyName.trim(), members: [...members] };
}

/** The first palette colour no member uses yet, so a new member stands out; Orange when all are taken. */
export function firstUnusedColor(members: readonly Pick<FamilyMember, 'color'>[]): string {
  const used = new Set(members.map((m) => m.color.toLowerCase()));
  return (MEMBER_COLORS.find((c) => !used.has(c.hex)) ?? MEMBER_COLORS[0]).hex;
}

/** Throws with the validator's message when `name` cannot join `family` (another tab may have added it). */
function assertValidName(name: string, family: FamilyData, exceptId?: string): void {
  const error = memberNameError(name, otherMemberNames(family.members, exceptId));
  if (error) throw new FamilyRuleError(error);
}

export function addMember(family: FamilyData, member: FamilyMember): FamilyData {
  if (family.members.length >= MAX_FAMILY_MEMBERS) throw new FamilyRuleError(`A Hearth family can have up to ${MAX_FAMILY_MEMBERS} members.`);
  assertValidName(member.name, family);
  return { ...family, members: [...family.members, member] };
}

/** A member's new name and colour; the name is normalised and the initials follow it. */
export function updateMember(
  family: FamilyData,
  memberId: string,
  changes: { name: string; color: string },
): FamilyData {
  if (!family.members.some((m) => m.id === memberId)) throw new FamilyRuleError('This family member is no longer in your family.');
  assertValidName(changes.name, family, memberId);
  const name = normalizeName(changes.name);
  return {
    ...family,
    members: family.members.map((m) =>
      m.id === memberId ? { ...m, name, color: changes.color, initials: computeInitials(name) } : m,
    ),
  };
}

/** The family name is saved only if non-blank after trim (and family-friendly). */
export function renameFamily(family: FamilyData, familyName: string): FamilyData {
  const result = validateFamilyName(familyName);
  if (!result.valid) throw new FamilyRuleError(result.error);
  return { ...family, familyName: result.name };
}
