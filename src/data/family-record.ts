// The stored family record (preference `familyData`) checked by hand instead of with
// zod: every /family screen reads it before its first paint, and zod was a quarter of the
// JavaScript in front of that paint. It accepts and normalises exactly what
// `familyDataSchema` in schemas.ts does (tests/unit/data/family-record.test.ts runs both on the same
// values); backups, which come from outside the app, still go through zod.
import { LOCAL_FAMILY_ID } from '@/data/ids';
import type { FamilyData, FamilyMember } from '@/data/types';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { computeInitials } from '@/lib/validation/member-name';

const DEFAULT_MEMBER_EMOJI = '👤';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string, null or absent; `false` when the value is some other type. */
const optionalString = (value: unknown): string | undefined | false =>
  value === undefined || value === null ? undefined : typeof value === 'string' ? value : false;

/** The fields not named in `known`, without those set to undefined (stored records keep extra fields). */
function extraFields(fields: Fields, known: readonly string[]): Fields {
  const extra: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    if (!known.includes(key) && value !== undefined) extra[key] = value;
  }
  return extra;
}

const MEMBER_FIELDS = ['id', 'name', 'emoji', 'color', 'initials'] as const;
const FAMILY_FIELDS = ['familyName', 'members', 'familyId'] as const;

/** Pure: one stored member, or null when it does not have a member's shape. */
export function parseStoredMember(value: unknown): FamilyMember | null {
  if (!isFields(value)) return null;
  const { id, name } = value;
  // Any non-empty id is kept (member_… and member-… both occur), without surrounding spaces.
  if (typeof id !== 'string' || id.trim() === '' || typeof name !== 'string') return null;
  const emoji = optionalString(value.emoji);
  const color = optionalString(value.color);
  const initials = optionalString(value.initials);
  if (emoji === false || color === false || initials === false) return null;
  return {
    id: id.trim(),
    name,
    emoji: emoji || DEFAULT_MEMBER_EMOJI,
    color: color || MEMBER_COLORS[0].hex,
    // Initials are recomputed on load by the family feature, so an empty value is fine.
    initials: initials ?? '',
    ...extraFields(value, MEMBER_FIELDS),
  };
}

/**
 * Pure: the stored value as FamilyData, or null when it does not have that shape (hand-edited, or
 * written by a broken older version), so the app shows onboarding instead of crashing. Missing
 * members become none; a missing or blank familyId becomes 'local-family'.
 */
export function parseStoredFamily(value: unknown): FamilyData | null {
  if (!isFields(value) || typeof value.familyName !== 'string') return null;
  const familyId = optionalString(value.familyId);
  if (familyId === false) return null;
  const members: FamilyMember[] = [];
  if (value.members !== undefined && value.members !== null) {
    if (!Array.isArray(value.members)) return null;
    for (const raw of value.members as unknown[]) {
      const member = parseStoredMember(raw);
      if (!member) return null;
      members.push(member);
    }
  }
  return {
    familyName: value.familyName,
    familyId: familyId && familyId.trim() !== '' ? familyId : LOCAL_FAMILY_ID,
    ...extraFields(value, FAMILY_FIELDS),
    members,
  };
}

/**
 * Pure: the family with every member's initials recomputed from the name. A name
 * that gives no initials (no letters at all, e.g. from a hand-edited backup) keeps the stored ones.
 */
export function recomputeInitials(family: FamilyData): { family: FamilyData; changed: boolean } {
  let changed = false;
  const members = family.members.map((member) => {
    const initials = computeInitials(member.name);
    if (initials === '' || initials === member.initials) return member;
    changed = true;
    return { ...member, initials };
  });
  return { family: changed ? { ...family, members } : family, changed };
}
