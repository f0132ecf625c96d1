// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  deleteMemberWithPosts,
  FamilyNotFoundError,
  loadFamilyData,
  recomputeInitials,
  updateFamilyData,
} from '@/data/family';
import { getFamilyData, saveFamilyData } from '@/data/preferences';
import { preferenceKeys, type FamilyData, type FamilyMember } from '@/data/types';
import { freshDb, makePost } from '../data/helpers';
import { DuplicateMemberIdError } from '@/data/errors';

function member(id: string, name: string, initials: string): FamilyMember {
  return { id, name, initials, emoji: '👤', color: '#f97316' };
}

const family = (members: FamilyMember[]): FamilyData => ({ familyId: 'family_1_abc', familyName: 'The Okafors', members });

describe('recomputeInitials', () => {
  it.each([
    { name: 'José Álvarez', stored: 'J', expected: 'JÁ' },
    { name: 'Zoë', stored: '', expected: 'ZO' },
    { name: 'mary-kate', stored: 'MA', expected: 'MK' },
    { name: 'देव', stored: 'D', expected: 'देव' },
    { name: '李华', stored: '?', expected: '李华' },
  ])('$name: $stored -> $expected', ({ name, stored, expected }) => {
    const result = recomputeInitials(family([member('member_1', name, stored)]));
    expect(result.changed).toBe(true);
    expect(result.family.members[0]?.initials).toBe(expected);
  });

  it('reports no change when every member already has the right initials', () => {
    const input = family([member('member_1', 'Asha Okafor', 'AO'), member('member_2', 'Zoë', 'ZO')]);
    const result = recomputeInitials(input);
    expect(result.changed).toBe(false);
    expect(result.family).toBe(input);
  });

  it('keeps stored initials when the name gives none (no letters)', () => {
    const result = recomputeInitials(family([member('member_1', '123', 'XY')]));
    expect(result.changed).toBe(false);
    expect(result.family.members[0]?.initials).toBe('XY');
  });
});

describe('loadFamilyData', () => {
  it('returns null without family data and writes nothing', async () => {
    const db = freshDb();
    expect(await loadFamilyData(db)).toBeNull();
    expect(await db.preferences.count()).toBe(0);
  });

  it('saves recomputed initials once, and a second load writes nothing', async () => {
    const db = freshDb();
    await saveFamilyData(family([member('member_1', 'Asha Okafor', 'A'), member('member_2', 'Zoë', 'ZO')]), db);

    const loaded = await loadFamilyData(db);
    expect(loaded?.members.map((m) => m.initials)).toEqual(['AO', 'ZO']);
    expect((await getFamilyData(db))?.members.map((m) => m.initials)).toEqual(['AO', 'ZO']);

    const put = vi.spyOn(db.preferences, 'put');
    const again = await loadFamilyData(db);
    expect(again).toEqual(loaded);
    expect(put).not.toHaveBeenCalled();
  });
});

describe('updateFamilyData', () => {
  it('applies the change and saves it', async () => {
    const db = freshDb();
    await saveFamilyData(family([]), db);
    const saved = await updateFamilyData((f) => ({ ...f, familyName: 'The Garcías' }), db);
    expect(saved.familyName).toBe('The Garcías');
    expect((await getFamilyData(db))?.familyName).toBe('The Garcías');
  });

  it('throws FamilyNotFoundError when there is no family', async () => {
    const db = freshDb();
    await expect(updateFamilyData((f) => f, db)).rejects.toBeInstanceOf(FamilyNotFoundError);
    expect(await db.preferences.count()).toBe(0);
  });

  it('saves nothing when the change is refused', async () => {
    const db = freshDb();
    await saveFamilyData(family([member('member_1', 'Asha', 'AS')]), db);
    await expect(
      updateFamilyData(() => {
        throw new Error('refused');
      }, db),
    ).rejects.toThrow('refused');
    expect((await getFamilyData(db))?.members).toHaveLength(1);
  });
});

describe('deleteMemberWithPosts', () => {
  async function seeded() {
    const db = freshDb();
    await saveFamilyData(family([member('member_1', 'Asha', 'AS'), member('member_2', 'Zoë', 'ZO')]), db);
    await db.posts.bulkAdd([
      makePost({ id: 'post_1', userId: 'member_1' }),
      makePost({ id: 'post_2', userId: 'member_2', userName: 'Zoë' }),
      makePost({ id: 'post_3', userId: 'member_2', userName: 'Zoë' }),
      makePost({ id: 'post_4', userId: 'member_1' }),
    ]);
    return db;
  }

  it('removes the member and exactly their posts', async () => {
    const db = await seeded();
    const result = await deleteMemberWithPosts('member_2', db);
    expect(result.deletedPosts).toBe(2);
    expect(result.family.members.map((m) => m.id)).toEqual(['member_1']);
    expect((await getFamilyData(db))?.members.map((m) => m.id)).toEqual(['member_1']);
    expect((await db.posts.toArray()).map((p) => p.id).sort()).toEqual(['post_1', 'post_4']);
  });

  it('keeps the member and every post when saving the family fails (one transaction)', async () => {
    const db = await seeded();
    vi.spyOn(db.preferences, 'put').mockImplementation(() => Promise.reject(new Error('disk full')) as never);
    await expect(deleteMemberWithPosts('member_2', db)).rejects.toThrow('disk full');
    vi.restoreAllMocks();
    expect(await db.posts.count()).toBe(4);
    expect((await db.posts.where('userId').equals('member_2').toArray()).map((p) => p.id).sort()).toEqual([
      'post_2',
      'post_3',
    ]);
    expect((await getFamilyData(db))?.members.map((m) => m.id)).toEqual(['member_1', 'member_2']);
  });

  it('still removes posts left under the id of a member who is already gone', async () => {
    const db = await seeded();
    await deleteMemberWithPosts('member_2', db);
    await db.posts.add(makePost({ id: 'post_5', userId: 'member_2' }));
    const result = await deleteMemberWithPosts('member_2', db);
    expect(result.deletedPosts).toBe(1);
    expect(result.family.members.map((m) => m.id)).toEqual(['member_1']);
  });

  it('refuses without family data and deletes nothing', async () => {
    const db = freshDb();
    await db.posts.add(makePost({ id: 'post_1', userId: 'member_1' }));
    await expect(deleteMemberWithPosts('member_1', db)).rejects.toBeInstanceOf(FamilyNotFoundError);
    expect(await db.posts.count()).toBe(1);
    expect(await db.preferences.get(preferenceKeys.familyData)).toBeUndefined();
  });
});

describe('member ids are unique in the family record', () => {
  it('saveFamilyData and updateFamilyData refuse two members with one id, and save nothing', async () => {
    const db = freshDb();
    const twins = family([member('member_1', 'Asha', 'AS'), member('member_1', 'Ben', 'BE')]);
    await expect(saveFamilyData(twins, db)).rejects.toBeInstanceOf(DuplicateMemberIdError);
    expect(await db.preferences.count()).toBe(0);
    await saveFamilyData(family([member('member_1', 'Asha', 'AS')]), db);
    await expect(updateFamilyData((f) => ({ ...f, members: [...f.members, member('member_1', 'Ben', 'BE')] }), db)).rejects.toBeInstanceOf(
      DuplicateMemberIdError,
    );
    expect((await getFamilyData(db))?.members.map((m) => m.name)).toEqual(['Asha']);
  });

  it('deleting one of two members who share an id (an older record) removes only that one and keeps every post', async () => {
    const db = freshDb();
    // Written as an older Hearth could have, before the check.
    await db.preferences.put({
      key: preferenceKeys.familyData,
      value: family([member('member_1', 'Asha', 'AS'), member('member_1', 'Ben', 'BE'), member('member_2', 'Zoë', 'ZO')]),
    });
    await db.posts.bulkAdd([makePost({ id: 'a', userId: 'member_1' }), makePost({ id: 'b', userId: 'member_1', userName: 'Ben' })]);
    const result = await deleteMemberWithPosts('member_1', db);
    expect(result.deletedPosts).toBe(0);
    expect(result.family.members.map((m) => m.name)).toEqual(['Ben', 'Zoë']);
    expect(await db.posts.count()).toBe(2);
  });
});
