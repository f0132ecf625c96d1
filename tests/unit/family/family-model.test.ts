// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FamilyData, FamilyMember } from '@/data/types';
import { newFamilyId, newMemberId } from '@/data/ids';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { memberNameMessages } from '@/lib/validation/member-name';
import {
  addMember,
  createFamily,
  createMember,
  DEFAULT_MEMBER_EMOJI,
  FamilyRuleError,
  firstUnusedColor,
  INVALID_NAME_FALLBACK,
  MAX_FAMILY_MEMBERS,
  memberNameError,
  otherMemberNames,
  renameFamily,
  updateMember,
} from '@/features/family/model/family-model';

const member = (id: string, name: string, color = '#f97316'): FamilyMember => ({
  id,
  name,
  color,
  emoji: DEFAULT_MEMBER_EMOJI,
  initials: '',
});

const family = (members: FamilyMember[] = []): FamilyData => ({ familyId: 'family_1_x', familyName: 'The Okafors', members });

describe('memberNameError (the checks in their order)', () => {
  it.each([
    ['', memberNameMessages.empty],
    ['   ', memberNameMessages.empty],
    ['J', memberNameMessages.tooShort],
    ['A'.repeat(51), memberNameMessages.tooLong],
    ['Fuck', memberNameMessages.notFamilyFriendly],
    ['zoë', memberNameMessages.duplicate],
    ['ZOË  ', memberNameMessages.duplicate],
    ['R2D2', memberNameMessages.characters],
    ['Sam 😀', memberNameMessages.characters],
    ['José', null],
    ['देव', null],
    ['李华', null],
    ["Siobhán O'Neil-Ng", null],
    ['Cassandra Dickens', null],
  ])('%j -> %s', (name, expected) => {
    expect(memberNameError(name, ['Zoë'])).toBe(expected);
  });

  it("falls back to 'Invalid name' when the validator gives no message or throws", () => {
    expect(memberNameError('Asha', [], () => ({ valid: false, error: '' }))).toBe(INVALID_NAME_FALLBACK);
    expect(
      memberNameError('Asha', [], () => {
        throw new Error('broken');
      }),
    ).toBe(INVALID_NAME_FALLBACK);
  });
});

describe('createMember and createFamily', () => {
  it('normalises the name, computes initials and gives the default emoji', () => {
    expect(createMember({ id: 'member_1', name: '  maría   josé ', color: '#3b82f6' })).toEqual({
      id: 'member_1',
      name: 'María José',
      emoji: '👤',
      color: '#3b82f6',
      initials: 'MJ',
    });
  });

  it('trims the family name', () => {
    expect(createFamily({ familyId: 'family_1', familyName: '  The Lees ', members: [] })).toEqual({
      familyId: 'family_1',
      familyName: 'The Lees',
      members: [],
    });
  });

  it('uses ids of the form family_{timestamp}_{random} / member_{timestamp}_{random}', () => {
    expect(newFamilyId(1735732800000, () => 0.5)).toMatch(/^family_1735732800000_[0-9a-z]{8}$/);
    expect(newMemberId(1735732800000, () => 0.5)).toMatch(/^member_1735732800000_[0-9a-z]{8}$/);
  });
});

describe('firstUnusedColor', () => {
  it.each([
    [[], '#f97316'],
    [['#F97316'], '#14b8a6'],
    [['#f97316', '#14b8a6', '#3b82f6'], '#10b981'],
    [MEMBER_COLORS.map((c) => c.hex), '#f97316'],
  ])('used %j -> %s', (used, expected) => {
    expect(firstUnusedColor(used.map((color) => ({ color })))).toBe(expected);
  });
});

describe('otherMemberNames', () => {
  it('leaves out the member being edited', () => {
    const members = [member('m1', 'Asha'), member('m2', 'Zoë')];
    expect(otherMemberNames(members)).toEqual(['Asha', 'Zoë']);
    expect(otherMemberNames(members, 'm2')).toEqual(['Asha']);
  });
});

describe('addMember, updateMember, renameFamily', () => {
  it('adds a valid member', () => {
    const next = addMember(family([member('m1', 'Asha')]), createMember({ id: 'm2', name: 'zoë', color: '#a855f7' }));
    expect(next.members.map((m) => m.name)).toEqual(['Asha', 'Zoë']);
  });

  it('refuses a taken name with the validator message', () => {
    expect(() => addMember(family([member('m1', 'Zoë')]), createMember({ id: 'm2', name: 'ZOË', color: '#a855f7' }))).toThrow(
      new FamilyRuleError(memberNameMessages.duplicate),
    );
  });

  it(`refuses a member beyond ${MAX_FAMILY_MEMBERS}`, () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const full = family(Array.from({ length: MAX_FAMILY_MEMBERS }, (_, i) => member(`m${i}`, `Kid ${letters[i]}${letters[i]}`)));
    expect(() => addMember(full, createMember({ id: 'new', name: 'Asha', color: '#f97316' }))).toThrow(FamilyRuleError);
  });

  it('edits a member: normalised name, new initials and colour; its own name is not a duplicate', () => {
    const start = family([member('m1', 'Asha'), member('m2', 'Zoë')]);
    const next = updateMember(start, 'm2', { name: 'zoë  adeyemi', color: '#06b6d4' });
    expect(next.members[1]).toEqual({ ...member('m2', 'Zoë Adeyemi', '#06b6d4'), initials: 'ZA' });
    expect(updateMember(start, 'm2', { name: 'ZOË', color: '#06b6d4' }).members[1]?.name).toBe('ZOË');
  });

  it('refuses an edit to a blank, taken or unknown member', () => {
    const start = family([member('m1', 'Asha'), member('m2', 'Zoë')]);
    expect(() => updateMember(start, 'm2', { name: '   ', color: '#06b6d4' })).toThrow(memberNameMessages.empty);
    expect(() => updateMember(start, 'm2', { name: 'asha', color: '#06b6d4' })).toThrow(memberNameMessages.duplicate);
    expect(() => updateMember(start, 'gone', { name: 'Ben', color: '#06b6d4' })).toThrow(FamilyRuleError);
  });

  it('renames only to a non-blank name after trim', () => {
    expect(renameFamily(family(), '  The Garcías  ').familyName).toBe('The Garcías');
    expect(() => renameFamily(family(), '   ')).toThrow('Family name is required');
  });
});
