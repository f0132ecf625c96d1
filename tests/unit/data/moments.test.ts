import { describe, expect, it } from 'vitest';
import {
  MomentSaveError,
  getAllocation,
  getExperience,
  getReflections,
  parseAllocation,
  readMomentDay,
  saveChosenChallenge,
  saveCurrentChallenge,
  saveReflection,
  shareMoment,
} from '@/data/moments';
import { preferenceKeys, type AllocationRecord, type ExperienceRecord, type ReflectionRecord } from '@/data/types';
import { freshDb, makePost, makeTask } from './helpers';
import { MemberNotFoundError, storageErrorMessage } from '@/data/errors';
import { deleteMemberWithPosts } from '@/data/family';
import { addPost } from '@/data/posts';

const FAMILY = 'family_1';
const DATE = '2025-06-15';

const allocation = (allocations: AllocationRecord['allocations']): AllocationRecord => ({ date: DATE, familyId: FAMILY, allocations });

const experience = (overrides: Partial<ExperienceRecord> = {}): ExperienceRecord => ({
  id: 'experience_1',
  taskId: 'rose-bud-thorn',
  taskTitle: 'Rose, bud and thorn',
  experiencedAt: '2025-06-15T10:00:00.000Z',
  familyId: FAMILY,
  ...overrides,
});

const reflection = (id: string): ReflectionRecord => ({
  id,
  taskId: 'rose-bud-thorn',
  taskTitle: 'Rose, bud and thorn',
  memberName: 'Asha',
  reflection: { howItWent: 'good', familyResponse: 'We laughed', discoveries: '', wouldDoAgain: true },
  createdAt: '2025-06-15T10:00:00.000Z',
});

/** Makes every write of `key` to preferences fail, as a full disk would. */
function failPreferenceWrites(database: ReturnType<typeof freshDb>, keyPrefix: string) {
  const fail = (key: unknown) => {
    if (typeof key === 'string' && key.startsWith(keyPrefix)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  database.preferences.hook('creating', (primKey) => fail(primKey));
  database.preferences.hook('updating', (_mods, primKey) => fail(primKey));
}

/** A database whose saved family has the members the posts name: shareMoment checks them. */
async function familyDb() {
  const database = freshDb();
  const members = ['member_1', 'member_2'].map((id) => ({ id, name: id, emoji: '👤', color: '#f97316', initials: '' }));
  await database.preferences.put({ key: preferenceKeys.familyData, value: { familyName: 'Test', familyId: FAMILY, members } });
  return database;
}

describe('shareMoment (one transaction)', () => {
  it('writes the post and the allocation together', async () => {
    const database = await familyDb();
    const post = makePost({ id: 'post_1' });
    const next = allocation({ member_1: { text: true } });
    await shareMoment({ familyId: FAMILY, date: DATE, post, allocation: next }, database);
    expect(await database.posts.get('post_1')).toEqual(post);
    expect(await getAllocation(FAMILY, DATE, database)).toEqual(next);
    expect(await database.completedTasks.count()).toBe(0);
    expect(await getExperience(FAMILY, DATE, database)).toBeNull();
  });

  it('also writes the completed task and the experience record when the share completes the moment', async () => {
    const database = await familyDb();
    const task = makeTask({ id: 'task_1', taskTitle: 'Rose, bud and thorn' });
    await shareMoment(
      {
        familyId: FAMILY,
        date: DATE,
        post: makePost({ id: 'post_1' }),
        allocation: allocation({ member_1: { photo: true } }),
        completeTask: { task, experience: experience() },
      },
      database,
    );
    expect(await database.completedTasks.get('task_1')).toEqual(task);
    expect(await getExperience(FAMILY, DATE, database)).toEqual(experience());
  });

  it('gives the allocation function the stored record and saves what it returns', async () => {
    const database = await familyDb();
    await database.preferences.put({ key: preferenceKeys.momentAllocation(FAMILY, DATE), value: allocation({ member_1: { text: true } }) });
    const seen: Array<AllocationRecord | null> = [];
    await shareMoment(
      {
        familyId: FAMILY,
        date: DATE,
        post: makePost({ id: 'post_2' }),
        allocation: (current) => {
          seen.push(current);
          return allocation({ ...current?.allocations, member_2: { mood: true } });
        },
      },
      database,
    );
    expect(seen).toEqual([allocation({ member_1: { text: true } })]);
    expect(await getAllocation(FAMILY, DATE, database)).toEqual(allocation({ member_1: { text: true }, member_2: { mood: true } }));
  });

  it('writes nothing and passes the error on when the allocation function refuses', async () => {
    const database = await familyDb();
    const refusal = new Error('You have already shared a photo today.');
    await expect(
      shareMoment(
        {
          familyId: FAMILY,
          date: DATE,
          post: makePost({ id: 'post_1' }),
          allocation: () => {
            throw refusal;
          },
        },
        database,
      ),
    ).rejects.toBe(refusal);
    expect(await database.posts.count()).toBe(0);
    expect(await database.preferences.count()).toBe(1); // the family only
  });

  it('rolls the post back when the allocation cannot be saved (step "allocation")', async () => {
    const database = await familyDb();
    failPreferenceWrites(database, 'moment_allocation_');
    const error = await shareMoment(
      { familyId: FAMILY, date: DATE, post: makePost({ id: 'post_1' }), allocation: allocation({ member_1: { text: true } }) },
      database,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MomentSaveError);
    expect((error as MomentSaveError).step).toBe('allocation');
    expect(await database.posts.count()).toBe(0);
    expect(await database.preferences.count()).toBe(1); // the family only
  });

  it('rolls back the post, allocation and task when the experience record cannot be saved', async () => {
    const database = await familyDb();
    failPreferenceWrites(database, 'moment_experience_');
    const error = await shareMoment(
      {
        familyId: FAMILY,
        date: DATE,
        post: makePost({ id: 'post_1' }),
        allocation: allocation({ member_1: { text: true } }),
        completeTask: { task: makeTask({ id: 'task_1' }), experience: experience() },
      },
      database,
    ).catch((e: unknown) => e);
    expect((error as MomentSaveError).step).toBe('experience');
    expect(await database.posts.count()).toBe(0);
    expect(await database.completedTasks.count()).toBe(0);
    expect(await database.preferences.count()).toBe(1); // the family only
  });

  it('fails at "post" when the post id already exists, leaving the allocation unchanged', async () => {
    const database = await familyDb();
    const before = allocation({ member_1: { text: true } });
    await shareMoment({ familyId: FAMILY, date: DATE, post: makePost({ id: 'post_1' }), allocation: before }, database);
    const error = await shareMoment(
      { familyId: FAMILY, date: DATE, post: makePost({ id: 'post_1' }), allocation: allocation({ member_1: { text: true, mood: true } }) },
      database,
    ).catch((e: unknown) => e);
    expect((error as MomentSaveError).step).toBe('post');
    expect(await getAllocation(FAMILY, DATE, database)).toEqual(before);
  });

  it('refuses an allocation record of another day', async () => {
    const database = await familyDb();
    await expect(
      shareMoment(
        { familyId: FAMILY, date: DATE, post: makePost({ id: 'post_1' }), allocation: { ...allocation({}), date: '2025-06-14' } },
        database,
      ),
    ).rejects.toBeInstanceOf(RangeError);
    expect(await database.posts.count()).toBe(0);
  });
});

describe('parseAllocation', () => {
  it.each<[string, unknown, AllocationRecord | null]>([
    ['a valid record', allocation({ m: { text: true, photo: false } }), allocation({ m: { text: true } })],
    ['nothing stored', undefined, null],
    ['another family', { ...allocation({}), familyId: 'other' }, null],
    ['another day', { ...allocation({}), date: '2025-06-14' }, null],
    ['allocations not an object', { date: DATE, familyId: FAMILY, allocations: 'x' }, null],
    ['a member entry not an object', { date: DATE, familyId: FAMILY, allocations: { m: true } }, null],
  ])('%s', (_label, value, expected) => {
    expect(parseAllocation(value, FAMILY, DATE)).toEqual(expected);
  });
});

describe('saveChosenChallenge (the home saves its choice after the card has painted)', () => {
  const family = (familyId: string) => ({ key: preferenceKeys.familyData, value: { familyName: 'The Kumars', familyId, members: [] } });
  const saved = async (database: ReturnType<typeof freshDb>) => (await database.preferences.get(preferenceKeys.currentChallenge(FAMILY, DATE)))?.value;

  it("saves the day's challenge when the family is the saved one and the day has none", async () => {
    const database = freshDb();
    await database.preferences.put(family(FAMILY));
    expect(await saveChosenChallenge(FAMILY, DATE, 'would-you-rather', database)).toBe(true);
    expect(await saved(database)).toBe('would-you-rather');
  });

  it('keeps a challenge the day already has (the family picked another meanwhile)', async () => {
    const database = freshDb();
    await database.preferences.put(family(FAMILY));
    await saveCurrentChallenge(FAMILY, DATE, 'picked-by-the-family', database);
    expect(await saveChosenChallenge(FAMILY, DATE, 'would-you-rather', database)).toBe(false);
    expect(await saved(database)).toBe('picked-by-the-family');
  });

  it.each([
    ['no family is saved (the data was erased)', null],
    ['another family is saved (a backup replaced it)', family('family_2')],
    ['the saved family is unreadable', { key: preferenceKeys.familyData, value: 'corrupt' }],
  ])('writes nothing when %s', async (_label, record) => {
    const database = freshDb();
    if (record) await database.preferences.put(record);
    const before = await database.preferences.toArray();
    expect(await saveChosenChallenge(FAMILY, DATE, 'would-you-rather', database)).toBe(false);
    expect(await database.preferences.toArray()).toEqual(before);
  });
});

describe('readMomentDay', () => {
  it('reads the saved challenge, today\'s experience, every experienced id of the family and completed titles', async () => {
    const database = freshDb();
    await saveCurrentChallenge(FAMILY, DATE, 'would-you-rather', database);
    await database.preferences.bulkPut([
      { key: preferenceKeys.momentExperience(FAMILY, DATE), value: experience() },
      { key: preferenceKeys.momentExperience(FAMILY, '2025-06-10'), value: experience({ id: 'e2', taskId: 'story-of-a-name' }) },
      // 'family_1_b' shares the key prefix 'moment_experience_family_1_': it must not count.
      { key: preferenceKeys.momentExperience('family_1_b', DATE), value: experience({ id: 'e3', taskId: 'other', familyId: 'family_1_b' }) },
      { key: preferenceKeys.momentExperience(FAMILY, '2025-06-09'), value: 'corrupt' },
    ]);
    await database.completedTasks.bulkAdd([makeTask({ id: 't1', taskTitle: 'Two truths and a wish' }), makeTask({ id: 't2' })]);
    const day = await readMomentDay(FAMILY, DATE, database);
    expect(day.currentChallengeId).toBe('would-you-rather');
    expect(day.experience).toEqual(experience());
    expect(day.experiencedIds.sort()).toEqual(['rose-bud-thorn', 'story-of-a-name']);
    expect(day.completedTaskTitles).toEqual(['Two truths and a wish']);
  });

  it('is empty for a new family', async () => {
    expect(await readMomentDay(FAMILY, DATE, freshDb())).toEqual({
      currentChallengeId: null,
      experience: null,
      experiencedIds: [],
      completedTaskTitles: [],
    });
  });
});

describe('saveReflection (reflections_{familyId}_{date} is a list)', () => {
  it('appends to the day\'s list', async () => {
    const database = freshDb();
    await saveReflection({ familyId: FAMILY, date: DATE, reflection: reflection('r1') }, database);
    const list = await saveReflection({ familyId: FAMILY, date: DATE, reflection: reflection('r2') }, database);
    expect(list.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect((await getReflections(FAMILY, DATE, database)).map((r) => r.id)).toEqual(['r1', 'r2']);
  });

  it('keeps both reflections saved at the same time', async () => {
    const database = freshDb();
    await Promise.all([
      saveReflection({ familyId: FAMILY, date: DATE, reflection: reflection('a') }, database),
      saveReflection({ familyId: FAMILY, date: DATE, reflection: reflection('b') }, database),
    ]);
    expect((await getReflections(FAMILY, DATE, database)).map((r) => r.id).sort()).toEqual(['a', 'b']);
  });

  it('throws MomentSaveError and keeps the earlier list when the write fails', async () => {
    const database = freshDb();
    await saveReflection({ familyId: FAMILY, date: DATE, reflection: reflection('r1') }, database);
    failPreferenceWrites(database, 'reflections_');
    await expect(saveReflection({ familyId: FAMILY, date: DATE, reflection: reflection('r2') }, database)).rejects.toBeInstanceOf(
      MomentSaveError,
    );
    expect((await getReflections(FAMILY, DATE, database)).map((r) => r.id)).toEqual(['r1']);
  });
});

describe('a member deleted in another tab', () => {
  it('shareMoment refuses a post by a member no longer in the family and writes nothing', async () => {
    const database = await familyDb();
    await deleteMemberWithPosts('member_2', database);
    const error = await shareMoment(
      { familyId: FAMILY, date: DATE, post: makePost({ id: 'post_1', userId: 'member_2' }), allocation: allocation({ member_2: { text: true } }) },
      database,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MemberNotFoundError);
    expect(storageErrorMessage(error, 'share-moment')).toBe(
      'Your moment could not be shared: this family member was removed, perhaps in another tab. Choose who is sharing again.',
    );
    expect(await database.posts.count()).toBe(0);
    expect(await getAllocation(FAMILY, DATE, database)).toBeNull();
  });

  it('addPost refuses a post by someone not in the family', async () => {
    const database = await familyDb();
    await expect(addPost(makePost({ id: 'p', userId: 'member_gone' }), database)).rejects.toBeInstanceOf(MemberNotFoundError);
    expect(await addPost(makePost({ id: 'p', userId: 'member_1' }), database)).toBe('p');
  });
});
