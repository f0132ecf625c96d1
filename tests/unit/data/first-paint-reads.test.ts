import { loadFamilyData } from '@/data/family';
import {
  readAllocationWithoutDexie,
  readFamilyWithoutDexie,
  readMomentDayWithoutDexie,
  readNewestPosts,
  readPreferenceValue,
} from '@/data/first-paint-reads';
import { getAllocation, readMomentDay, saveCurrentChallenge } from '@/data/moments';
import { listPosts, queryPosts } from '@/data/posts';
import { saveFamilyData } from '@/data/preferences';
import { preferenceKeys, type ExperienceRecord, type FamilyData } from '@/data/types';
import { freshDb, makePost, makeTask } from './helpers';

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

describe('readNewestPosts for the home\'s feed preview', () => {
  it('answers the posts listPosts answers', async () => {
    const database = freshDb();
    await database.posts.bulkAdd(Array.from({ length: 8 }, (_, i) => post(i, new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 2))).toISOString())));
    expect((await readNewestPosts(5, database.name))?.posts).toEqual(await listPosts(5, database));
  });
});

const FAMILY_ID = family.familyId;
const DATE = '2026-06-11';
const experience = (overrides: Partial<ExperienceRecord> = {}): ExperienceRecord => ({
  id: 'e1',
  taskId: 'rose-bud-thorn',
  taskTitle: 'Rose, bud, thorn',
  experiencedAt: '2026-06-11T18:00:00.000Z',
  familyId: FAMILY_ID,
  ...overrides,
});

describe('readMomentDayWithoutDexie', () => {
  it('answers what readMomentDay answers: saved challenge, experiences of this family only, completed titles', async () => {
    const database = freshDb();
    await saveCurrentChallenge(FAMILY_ID, DATE, 'would-you-rather', database);
    await database.preferences.bulkPut([
      { key: preferenceKeys.momentExperience(FAMILY_ID, DATE), value: experience() },
      { key: preferenceKeys.momentExperience(FAMILY_ID, '2026-06-10'), value: experience({ id: 'e2', taskId: 'story-of-a-name' }) },
      // A family whose id extends this one's shares the key prefix: it must not count.
      { key: preferenceKeys.momentExperience(`${FAMILY_ID}_b`, DATE), value: experience({ id: 'e3', taskId: 'other', familyId: `${FAMILY_ID}_b` }) },
      { key: preferenceKeys.momentExperience(FAMILY_ID, '2026-06-09'), value: 'corrupt' },
      // Keys just outside the range on either side.
      { key: preferenceKeys.momentExperience(FAMILY_ID, '').slice(0, -1), value: experience({ id: 'e4', taskId: 'before' }) },
      { key: `${preferenceKeys.momentExperience(FAMILY_ID, '')}\uffff`, value: experience({ id: 'e5', taskId: 'last' }) },
    ]);
    await database.completedTasks.bulkAdd([makeTask({ id: 't1', taskTitle: 'Two truths and a wish' }), makeTask({ id: 't2', taskTitle: '' }), makeTask({ id: 't3' })]);
    const dexie = await readMomentDay(FAMILY_ID, DATE, database);
    expect(dexie.experiencedIds).toContain('last');
    expect(await readMomentDayWithoutDexie(FAMILY_ID, DATE, database.name)).toEqual(dexie);
    // Another day: no experience today, no saved challenge.
    expect(await readMomentDayWithoutDexie(FAMILY_ID, '2026-06-12', database.name)).toEqual(await readMomentDay(FAMILY_ID, '2026-06-12', database));
  });

  it('answers an empty day for a new family, as Dexie does', async () => {
    const database = freshDb();
    await database.open();
    expect(await readMomentDayWithoutDexie(FAMILY_ID, DATE, database.name)).toEqual(await readMomentDay(FAMILY_ID, DATE, database));
  });
});

describe('readAllocationWithoutDexie', () => {
  it('answers what getAllocation answers: none, a stored allocation, a corrupt one', async () => {
    const database = freshDb();
    await database.open();
    const key = preferenceKeys.momentAllocation(FAMILY_ID, DATE);
    expect(await readAllocationWithoutDexie(FAMILY_ID, DATE, database.name)).toBeNull();
    await database.preferences.put({ key, value: { date: DATE, familyId: FAMILY_ID, allocations: { member_1: { photo: true, text: false } } } });
    const stored = await getAllocation(FAMILY_ID, DATE, database);
    expect(stored).not.toBeNull();
    expect(await readAllocationWithoutDexie(FAMILY_ID, DATE, database.name)).toEqual(stored);
    await database.preferences.put({ key, value: { date: DATE, familyId: 'someone_else', allocations: {} } });
    expect(await readAllocationWithoutDexie(FAMILY_ID, DATE, database.name)).toEqual(await getAllocation(FAMILY_ID, DATE, database));
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
    expect(await readMomentDayWithoutDexie(FAMILY_ID, DATE, name)).toBeUndefined();
    expect(await readAllocationWithoutDexie(FAMILY_ID, DATE, name)).toBeUndefined();
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
    expect(await readMomentDayWithoutDexie(FAMILY_ID, DATE, name)).toBeUndefined();
    await new Promise((resolve) => {
      indexedDB.deleteDatabase(name).onsuccess = resolve;
    });
  });
});
