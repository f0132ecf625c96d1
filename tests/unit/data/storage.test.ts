import { describe, expect, it, vi } from 'vitest';
import {
  clearAllData,
  isStoragePersisted,
  requestPersistentStorage,
  storageEstimate,
  storageStats,
} from '@/data/storage';
import { at, freshDb, makePost, makeRecipe, makeSession, makeTask } from './helpers';

type FakeStorage = Parameters<typeof storageEstimate>[0];

describe('storageEstimate', () => {
  it('returns usage and quota from navigator.storage.estimate', async () => {
    const storage = { estimate: vi.fn(async () => ({ usage: 1234, quota: 10_000 })) };
    expect(await storageEstimate(storage)).toEqual({ usage: 1234, quota: 10_000 });
  });

  it.each<[string, FakeStorage]>([
    ['no StorageManager', undefined],
    ['no estimate()', {}],
    ['estimate() fails', { estimate: async () => Promise.reject(new Error('denied')) }],
    ['estimate() without numbers', { estimate: async () => ({}) }],
  ])('is null with %s', async (_label, storage) => {
    expect(await storageEstimate(storage)).toBeNull();
  });

  it('reads the real navigator.storage by default and copes when it is missing', async () => {
    const expected = 'storage' in navigator && navigator.storage ? expect.anything() : null;
    expect(await storageEstimate()).toEqual(expected);
  });
});

describe('persistent storage', () => {
  it.each([true, false])('requestPersistentStorage returns what persist() answers (%s)', async (granted) => {
    const persist = vi.fn(async () => granted);
    expect(await requestPersistentStorage({ persist })).toBe(granted);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it.each([true, false])('isStoragePersisted returns what persisted() answers (%s)', async (persisted) => {
    expect(await isStoragePersisted({ persisted: async () => persisted })).toBe(persisted);
  });

  it.each<[string, FakeStorage]>([
    ['no StorageManager', undefined],
    ['no methods', {}],
    ['methods that fail', { persist: async () => Promise.reject(new Error('x')), persisted: async () => Promise.reject(new Error('x')) }],
  ])('both are false with %s', async (_label, storage) => {
    expect(await requestPersistentStorage(storage)).toBe(false);
    expect(await isStoragePersisted(storage)).toBe(false);
  });
});

async function seeded() {
  const database = freshDb();
  await database.posts.bulkAdd([makePost({ id: 'p1' }), makePost({ id: 'p2' }), makePost({ id: 'p3' })]);
  await database.completedTasks.bulkAdd([makeTask({ id: 't1' }), makeTask({ id: 't2' })]);
  await database.preferences.put({ key: 'familyData', value: { familyName: 'R', members: [], familyId: 'f' } });
  await database.recipes.bulkAdd([makeRecipe({ id: 'r1' }), makeRecipe({ id: 'default-pasta' })]);
  await database.cookingSessions.add(makeSession({ id: 's1' }));
  await database.reactions.add({ id: 'reaction_1', postId: 'p1', memberId: 'member_1', emoji: '❤️', timestamp: at(1) });
  await database.comments.add({ id: 'comment_1', postId: 'p1', memberId: 'member_1', text: 'Lovely', timestamp: at(1) });
  return database;
}

describe('storageStats', () => {
  it('counts the records of every store', async () => {
    expect(await storageStats(await seeded())).toEqual({
      posts: 3,
      completedTasks: 2,
      preferences: 1,
      recipes: 2,
      cookingSessions: 1,
      reactions: 1,
      comments: 1,
    });
  });

  it('is all zeros for an empty database', async () => {
    expect(await storageStats(freshDb())).toEqual({
      posts: 0,
      completedTasks: 0,
      preferences: 0,
      recipes: 0,
      cookingSessions: 0,
      reactions: 0,
      comments: 0,
    });
  });
});

describe('clearAllData', () => {
  it('empties every store, reactions and comments included, and the database stays usable', async () => {
    const database = await seeded();
    await clearAllData(database);
    expect(await storageStats(database)).toEqual({
      posts: 0,
      completedTasks: 0,
      preferences: 0,
      recipes: 0,
      cookingSessions: 0,
      reactions: 0,
      comments: 0,
    });
    await database.posts.add(makePost({ id: 'after' }));
    expect(await database.posts.count()).toBe(1);
  });

  it('clears nothing when one clear fails', async () => {
    const database = await seeded();
    const before = await storageStats(database);
    vi.spyOn(database.cookingSessions, 'clear').mockRejectedValueOnce(new Error('disk error'));
    await expect(clearAllData(database)).rejects.toThrow('disk error');
    expect(await storageStats(database)).toEqual(before);
  });
});
