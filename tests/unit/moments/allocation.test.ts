// @vitest-environment node
import type { AllocationRecord, ShareType } from '@/data/types';
import {
  allocationMessages,
  canShare,
  familyShareCount,
  memberShareCount,
  memberTypeLimit,
  recordShare,
  shareBlockReason,
  sharingState,
  typeUsedMessage,
} from '@/features/moments/model/allocation';

const FAMILY_CAP = 'All 4 daily moments have been shared! New moments available tomorrow.';
const MULTI = "You've shared twice today! Let other family members share the remaining moments!";
const SINGLE = "You've shared all 4 moments today! New moments available tomorrow.";
const DATE = '2025-06-15';

/** An allocation record from a compact description: { memberId: ['text', 'photo'] }. */
function alloc(shares: Record<string, ShareType[]>, date = DATE): AllocationRecord {
  const allocations: AllocationRecord['allocations'] = {};
  for (const [member, types] of Object.entries(shares)) {
    allocations[member] = Object.fromEntries(types.map((t) => [t, true]));
  }
  return { date, familyId: 'family_1', allocations };
}

function summary(state: ReturnType<typeof sharingState>) {
  return Object.fromEntries(state.types.map((t) => [t.type, { locked: t.locked, dot: t.sharedToday, used: t.usedByMember, reason: t.reason ?? null }]));
}

describe('messages', () => {
  it('uses the exact texts', () => {
    expect(allocationMessages.familyCapReached).toBe(FAMILY_CAP);
    expect(allocationMessages.memberLimitMulti).toBe(MULTI);
    expect(allocationMessages.memberLimitSingle).toBe(SINGLE);
    expect(allocationMessages.saveError).toBe('Error saving allocation');
    expect(allocationMessages.unableToShare).toBe('Unable to share this moment type right now');
  });

  it.each<[ShareType, string]>([
    ['text', 'You have already shared a reflection today.'],
    ['photo', 'You have already shared a photo today.'],
    ['mood', 'You have already shared a mood today.'],
    ['gratitude', 'You have already shared a gratitude today.'],
  ])('type used: %s', (type, expected) => {
    expect(typeUsedMessage(type)).toBe(expected);
  });
});

describe('memberTypeLimit', () => {
  it.each([
    [0, 4],
    [1, 4],
    [2, 2],
    [3, 2],
    [8, 2],
  ])('%i members -> %i types each', (members, limit) => {
    expect(memberTypeLimit(members)).toBe(limit);
  });
});

describe('counting', () => {
  it.each<[string, AllocationRecord | null, number]>([
    ['no record', null, 0],
    ['empty record', alloc({}), 0],
    ['one share', alloc({ m1: ['text'] }), 1],
    ['two members, same type', alloc({ m1: ['photo'], m2: ['photo'] }), 2],
    ['four shares', alloc({ m1: ['text', 'photo'], m2: ['mood'], m3: ['gratitude'] }), 4],
    ['a removed member still counts', alloc({ gone: ['text', 'mood'], m1: ['photo'] }), 3],
    [
      'false flags do not count',
      { date: DATE, familyId: 'f', allocations: { m1: { text: true, photo: false }, m2: { mood: false } } },
      1,
    ],
  ])('family total: %s', (_label, record, expected) => {
    expect(familyShareCount(record)).toBe(expected);
  });

  it('counts per member', () => {
    const record = alloc({ m1: ['text', 'photo'], m2: ['mood'] });
    expect(memberShareCount(record, 'm1')).toBe(2);
    expect(memberShareCount(record, 'm2')).toBe(1);
    expect(memberShareCount(record, 'm3')).toBe(0);
    expect(memberShareCount(null, 'm1')).toBe(0);
  });
});

describe('sharingState, family of several', () => {
  const members = 3;

  it('starts with every type open and nothing shared', () => {
    const state = sharingState({ allocation: null, memberId: 'm1', memberCount: members });
    expect(state).toMatchObject({ familyShares: 0, memberShares: 0, memberLimit: 2, familyCapReached: false, memberLimitReached: false, blockingMessage: null });
    expect(state.types.map((t) => t.type)).toEqual(['text', 'photo', 'mood', 'gratitude', 'voice', 'video']);
    expect(state.types.every((t) => !t.locked && !t.sharedToday && !t.usedByMember && t.reason === undefined)).toBe(true);
  });

  it('locks a used type for that member only, and puts a green dot on it for everyone', () => {
    const record = alloc({ m1: ['text'] });
    const m1 = summary(sharingState({ allocation: record, memberId: 'm1', memberCount: members }));
    expect(m1.text).toEqual({ locked: true, dot: true, used: true, reason: 'You have already shared a reflection today.' });
    expect(m1.photo).toEqual({ locked: false, dot: false, used: false, reason: null });

    // "One per type per member": another member may share a reflection too.
    const m2 = summary(sharingState({ allocation: record, memberId: 'm2', memberCount: members }));
    expect(m2.text).toEqual({ locked: false, dot: true, used: false, reason: null });
  });

  it('stops a member after two types, with the multi-member message', () => {
    const state = sharingState({ allocation: alloc({ m1: ['photo', 'mood'] }), memberId: 'm1', memberCount: members });
    expect(state.memberLimitReached).toBe(true);
    expect(state.blockingMessage).toBe(MULTI);
    expect(summary(state)).toEqual({
      text: { locked: true, dot: false, used: false, reason: MULTI },
      photo: { locked: true, dot: true, used: true, reason: 'You have already shared a photo today.' },
      mood: { locked: true, dot: true, used: true, reason: 'You have already shared a mood today.' },
      gratitude: { locked: true, dot: false, used: false, reason: MULTI },
      voice: { locked: true, dot: false, used: false, reason: MULTI },
      video: { locked: true, dot: false, used: false, reason: MULTI },
    });
    // ... while the others can still share.
    expect(sharingState({ allocation: alloc({ m1: ['photo', 'mood'] }), memberId: 'm2', memberCount: members }).blockingMessage).toBeNull();
  });

  it.each<[string, Record<string, ShareType[]>, string]>([
    ['a member who has not shared', { m1: ['text', 'photo'], m2: ['mood', 'gratitude'] }, 'm3'],
    ['a member who has shared once', { m1: ['text', 'photo'], m2: ['mood'], m3: ['text'] }, 'm3'],
    ['a member at their own limit (the family message wins)', { m1: ['text', 'photo'], m2: ['mood', 'gratitude'] }, 'm1'],
    ['four of the same type', { m1: ['photo'], m2: ['photo'], m3: ['photo'], m4: ['photo'] }, 'm5'],
  ])('closes everything once the family shared 4: %s', (_label, shares, memberId) => {
    const state = sharingState({ allocation: alloc(shares), memberId, memberCount: 5 });
    expect(state.familyShares).toBe(4);
    expect(state.familyCapReached).toBe(true);
    expect(state.blockingMessage).toBe(FAMILY_CAP);
    expect(state.types.every((t) => t.locked)).toBe(true);
    for (const t of state.types) expect(t.reason).toBe(t.usedByMember ? typeUsedMessage(t.type) : FAMILY_CAP);
  });
});

describe('sharingState, family of one', () => {
  it('keeps the four other types open after two shares', () => {
    const state = sharingState({ allocation: alloc({ solo: ['text', 'photo'] }), memberId: 'solo', memberCount: 1 });
    expect(state.memberLimit).toBe(4);
    expect(state.blockingMessage).toBeNull();
    expect(state.types.filter((t) => !t.locked).map((t) => t.type)).toEqual(['mood', 'gratitude', 'voice', 'video']);
  });

  it('stops after four moments of any types, with the single-member message', () => {
    const state = sharingState({ allocation: alloc({ solo: ['text', 'photo', 'voice', 'video'] }), memberId: 'solo', memberCount: 1 });
    expect(state.familyCapReached).toBe(true);
    expect(state.memberLimitReached).toBe(true);
    expect(state.blockingMessage).toBe(SINGLE);
    expect(state.types.every((t) => t.locked)).toBe(true);
    expect(state.types.filter((t) => t.usedByMember).map((t) => t.type)).toEqual(['text', 'photo', 'voice', 'video']);
  });

  it('uses the family message for the only member when moments of a removed member filled the day', () => {
    const state = sharingState({ allocation: alloc({ gone: ['text', 'photo'], solo: ['mood', 'gratitude'] }), memberId: 'solo', memberCount: 1 });
    expect(state.memberShares).toBe(2);
    expect(state.blockingMessage).toBe(FAMILY_CAP);
  });
});

describe('sharingState and dates', () => {
  it("treats a record from another day as empty when today's date is given", () => {
    const yesterday = alloc({ m1: ['text', 'photo'] }, '2025-06-14');
    expect(sharingState({ allocation: yesterday, memberId: 'm1', memberCount: 2, date: DATE }).blockingMessage).toBeNull();
    expect(sharingState({ allocation: yesterday, memberId: 'm1', memberCount: 2 }).blockingMessage).toBe(MULTI);
  });
});

describe('canShare and shareBlockReason', () => {
  it.each<[string, AllocationRecord | null, string, number, ShareType, string | null]>([
    ['first share', null, 'm1', 2, 'text', null],
    ['type used', alloc({ m1: ['text'] }), 'm1', 2, 'text', 'You have already shared a reflection today.'],
    ['same type, other member', alloc({ m1: ['text'] }), 'm2', 2, 'text', null],
    ['second type', alloc({ m1: ['text'] }), 'm1', 2, 'gratitude', null],
    ['third type, family of two', alloc({ m1: ['text', 'mood'] }), 'm1', 2, 'gratitude', MULTI],
    ['third type, family of one', alloc({ m1: ['text', 'mood'] }), 'm1', 1, 'gratitude', null],
    ['fifth moment', alloc({ m1: ['text', 'mood'], m2: ['photo', 'mood'] }), 'm3', 3, 'gratitude', FAMILY_CAP],
    ['all four alone', alloc({ m1: ['text', 'mood', 'photo', 'gratitude'] }), 'm1', 1, 'mood', 'You have already shared a mood today.'],
  ])('%s', (_label, allocation, memberId, memberCount, type, reason) => {
    expect(shareBlockReason({ allocation, memberId, memberCount, type })).toBe(reason);
    expect(canShare({ allocation, memberId, memberCount, type })).toBe(reason === null);
  });
});

describe('recordShare', () => {
  const where = { date: DATE, familyId: 'family_1' };

  it('creates a record for the first share of the day', () => {
    expect(recordShare(null, { ...where, memberId: 'm1', type: 'photo' })).toEqual({
      date: DATE,
      familyId: 'family_1',
      allocations: { m1: { photo: true } },
    });
  });

  it('returns a new record and leaves the given one untouched', () => {
    const before = alloc({ m1: ['text'], m2: ['mood'] });
    const snapshot = structuredClone(before);
    const after = recordShare(before, { ...where, memberId: 'm1', type: 'gratitude' });
    expect(before).toEqual(snapshot);
    expect(after).not.toBe(before);
    expect(after.allocations.m1).not.toBe(before.allocations.m1);
    expect(after.allocations.m2).not.toBe(before.allocations.m2);
    expect(after.allocations).toEqual({ m1: { text: true, gratitude: true }, m2: { mood: true } });
    expect(familyShareCount(after)).toBe(3);
  });

  it('is idempotent for a type already recorded', () => {
    const once = recordShare(null, { ...where, memberId: 'm1', type: 'text' });
    expect(recordShare(once, { ...where, memberId: 'm1', type: 'text' })).toEqual(once);
  });

  it.each([
    ['another day', alloc({ m1: ['text', 'photo'] }, '2025-06-14')],
    ['another family', { ...alloc({ m1: ['text', 'photo'] }), familyId: 'family_2' }],
  ])('starts afresh over a record of %s', (_label, stale) => {
    expect(recordShare(stale, { ...where, memberId: 'm1', type: 'mood' }).allocations).toEqual({ m1: { mood: true } });
  });

  it('walks a family of two through a whole day', () => {
    let record: AllocationRecord | null = null;
    const steps: [string, ShareType][] = [['a', 'text'], ['b', 'text'], ['a', 'photo'], ['b', 'mood']];
    for (const [memberId, type] of steps) {
      expect(canShare({ allocation: record, memberId, memberCount: 2, type })).toBe(true);
      record = recordShare(record, { ...where, memberId, type });
    }
    expect(familyShareCount(record)).toBe(4);
    expect(sharingState({ allocation: record, memberId: 'a', memberCount: 2 }).blockingMessage).toBe(FAMILY_CAP);
    expect(canShare({ allocation: record, memberId: 'b', memberCount: 2, type: 'gratitude' })).toBe(false);
  });
});
