import { loadFamilyData } from '@/data/family';
import { readFamilyWithoutDexie, readNewestPosts, readPreferenceValue } from '@/data/first-paint-reads';
import { queryPosts } from '@/data/posts';
import { saveFamilyData } from '@/data/preferences';
import type { FamilyData } from '@/data/types';
import { freshDb, makePost } from './helpers';

// The first-paint reads must answer exactly what Dexie answers on the same database (they replace
// it before the first paint of /family/feeds), and must never create a database that is missing.

let count = 0;

const family: FamilyData = {
  familyName: 'The Readers',
  familyId: 'family_1_readers',
  members: [
    { id: 'member_1', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' },
    { id: 'member_2', name: 'Ravi', emoji: '🚲', color: '#14b8a6', initials: 'RA' },
  ],
};

const post = (i: number, timestamp: string) => makePost({ id: `post_${String(i).padStart(3, '0')}`, userId: `member_${(i % 2) + 1}`, timestamp });

describe('readNewestPosts', () => {
  it('answers the first unfiltered page exactly as queryPosts does, ties included', async () => {
    const database = freshDb();
    // Every third post shares its timestamp with the next: ties are ordered by id, newest first.
    const posts = Array.from({ length: 40 }, (_, i) => post(i, new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3) * 3)).toISOString()));
    await database.posts.bulkAdd(posts);
    for (const limit of [0, 1, 12, 40, 50]) {
      const dexie = await queryPosts({}, { offset: 0, limit }, database);
      expect(await readNewestPosts(limit, database.name)).toEqual(dexie);
    }
  });

  it('answers an empty page and a total of 0 when there are no posts', async () => {
    const database = freshDb();
    await database.open();
    expect(await readNewestPosts(12, database.name)).toEqual({ posts: [], total: 0 });
  });
});

describe('readFamilyWithoutDexie', () => {
  it('answers what loadFamilyData answers', async () => {
    const database = freshDb();
    await saveFamilyData(family, database);
    const read = await readFamilyWithoutDexie(database.name);
    expect(read).toEqual(family);
    expect(read).toEqual(await loadFamilyData(database));
  });

  it('answers null when the database holds no family', async () => {
    const database = freshDb();
    await database.open();
    expect(await readFamilyWithoutDexie(database.name)).toBeNull();
    expect(await readPreferenceValue('familyData', database.name)).toBeNull();
  });

  it('leaves initials that need correcting to Dexie, which saves them (core spec §4)', async () => {
    const database = freshDb();
    const stale = { ...family, members: [{ ...family.members[0]!, initials: 'ZZ' }] };
    await saveFamilyData(stale, database);
    expect(await readFamilyWithoutDexie(database.name)).toBeUndefined();
  });
});

describe('without the database', () => {
  it('answers undefined (read through Dexie) and creates nothing', async () => {
    const name = `first-paint-reads-missing-${(count += 1)}`;
    expect(await readNewestPosts(12, name)).toBeUndefined();
    expect(await readFamilyWithoutDexie(name)).toBeUndefined();
    const listed = await indexedDB.databases();
    expect(listed.map((database) => database.name)).not.toContain(name);
  });

  it('answers undefined when the database lacks the store', async () => {
    const name = `first-paint-reads-bare-${(count += 1)}`;
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    expect(await readNewestPosts(12, name)).toBeUndefined();
    expect(await readPreferenceValue('familyData', name)).toBeUndefined();
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(name).onsuccess = resolve;
    });
  });
});
