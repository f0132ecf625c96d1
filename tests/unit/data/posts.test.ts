// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HearthDatabase } from '@/data/db';
import {
  addPost,
  cleanupOldPosts,
  countOldPosts,
  cutoffFor,
  deletePost,
  deletePostsByUserId,
  deletePostsByUserName,
  getPost,
  listPosts,
  postStats,
  queryPosts,
  type PostFilter,
} from '@/data/posts';
import { SHARE_TYPES, type Post } from '@/data/types';
import { at, freshDb, makePost, photo } from './helpers';

/** Counts the records Dexie hands back to JS, to prove a query does not read the whole table. */
function countReads(database: HearthDatabase): { readonly count: number } {
  const counter = { count: 0 };
  database.posts.hook('reading', (post) => {
    counter.count += 1;
    return post;
  });
  return counter;
}

const ids = (posts: readonly Post[]) => posts.map((p) => p.id);

/** A database whose family has member_1, the default author of makePost (addPost checks it). */
async function withAuthor(): Promise<HearthDatabase> {
  const database = freshDb();
  const member = { id: 'member_1', name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' };
  await database.preferences.put({ key: 'familyData', value: { familyName: 'Test', familyId: 'family_1', members: [member] } });
  return database;
}

describe('addPost / getPost / deletePost', () => {
  it('stores, reads back and deletes one post', async () => {
    const database = await withAuthor();
    const post = makePost({ id: 'p1', type: 'photo', imageUrl: photo(1), imageUrls: [photo(1), photo(2)] });
    expect(await addPost(post, database)).toBe('p1');
    expect(await getPost('p1', database)).toEqual(post);
    await deletePost('p1', database);
    expect(await getPost('p1', database)).toBeUndefined();
  });

  it('refuses a second post with the same id', async () => {
    const database = await withAuthor();
    await addPost(makePost({ id: 'p1' }), database);
    await expect(addPost(makePost({ id: 'p1', content: 'other' }), database)).rejects.toThrow();
    expect((await getPost('p1', database))?.content).toBe('We played a board game');
  });
});

describe('listPosts', () => {
  it('returns the newest 50 by default, newest first', async () => {
    const database = freshDb();
    // Inserted in shuffled order so the result order must come from the timestamp index.
    const minutes = Array.from({ length: 60 }, (_, i) => (i * 37) % 60);
    await database.posts.bulkAdd(minutes.map((m) => makePost({ id: `p${m}`, timestamp: at(m) })));
    const posts = await listPosts(undefined, database);
    expect(posts).toHaveLength(50);
    expect(ids(posts)).toEqual(Array.from({ length: 50 }, (_, i) => `p${59 - i}`));
  });

  it('honours a smaller limit and reads only that many posts', async () => {
    const database = freshDb();
    await database.posts.bulkAdd(Array.from({ length: 30 }, (_, i) => makePost({ id: `p${i}`, timestamp: at(i) })));
    const reads = countReads(database);
    expect(ids(await listPosts(5, database))).toEqual(['p29', 'p28', 'p27', 'p26', 'p25']);
    expect(reads.count).toBe(5);
  });

  it('is empty for an empty database', async () => {
    expect(await listPosts(50, freshDb())).toEqual([]);
  });
});

describe('deletePostsByUserName / deletePostsByUserId', () => {
  async function seeded() {
    const database = freshDb();
    await database.posts.bulkAdd([
      makePost({ id: 'a1', userId: 'member_a', userName: 'Asha', timestamp: at(1) }),
      makePost({ id: 'a2', userId: 'member_a', userName: 'Asha', timestamp: at(2) }),
      makePost({ id: 'b1', userId: 'member_b', userName: 'Ben', timestamp: at(3) }),
      makePost({ id: 'c1', userId: 'member_c', userName: 'asha', timestamp: at(4) }),
    ]);
    return database;
  }

  it('deletes only the posts of that exact user name and returns the count', async () => {
    const database = await seeded();
    expect(await deletePostsByUserName('Asha', database)).toBe(2);
    expect((await database.posts.toCollection().primaryKeys()).sort()).toEqual(['b1', 'c1']);
    expect(await deletePostsByUserName('Nobody', database)).toBe(0);
  });

  it('deletes only the posts of that member id and returns the count', async () => {
    const database = await seeded();
    expect(await deletePostsByUserId('member_a', database)).toBe(2);
    expect((await database.posts.toCollection().primaryKeys()).sort()).toEqual(['b1', 'c1']);
    expect(await deletePostsByUserId('member_a', database)).toBe(0);
  });
});

describe('queryPosts', () => {
  // 3 members x 4 types x 5 posts, one post every 6 hours, inserted in a scrambled order.
  const MEMBERS = ['member_a', 'member_b', 'member_c'];
  const ALL: Post[] = [];
  for (let i = 0; i < 60; i += 1) {
    ALL.push(
      makePost({
        id: `p${String(i).padStart(2, '0')}`,
        userId: MEMBERS[i % 3]!,
        type: SHARE_TYPES[Math.floor(i / 3) % 4]!,
        timestamp: at(i * 360),
      }),
    );
  }
  const scrambled = [...ALL].sort((a, b) => (a.id.split('').reverse().join('') < b.id.split('').reverse().join('') ? -1 : 1));

  function expected(filter: PostFilter): Post[] {
    return ALL.filter(
      (p) =>
        (filter.memberId === undefined || p.userId === filter.memberId) &&
        (filter.type === undefined || p.type === filter.type) &&
        (filter.since === undefined || p.timestamp >= filter.since),
    ).sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1));
  }

  const SINCE = at(30 * 360); // exactly the timestamp of p30: inclusive
  const filters: PostFilter[] = [
    {},
    { memberId: 'member_b' },
    { type: 'mood' },
    { since: SINCE },
    { memberId: 'member_a', type: 'photo' },
    { memberId: 'member_c', since: SINCE },
    { type: 'gratitude', since: SINCE },
    { memberId: 'member_a', type: 'text', since: SINCE },
    { memberId: 'member_nobody' },
    { since: at(100_000) },
  ];

  it.each(filters)('filter %o: every page and the total match the filter, newest first', async (filter) => {
    const database = freshDb();
    await database.posts.bulkAdd(scrambled);
    const want = expected(filter);
    const pageSize = 4;
    const got: Post[] = [];
    for (let offset = 0; offset < want.length + pageSize; offset += pageSize) {
      const page = await queryPosts(filter, { offset, limit: pageSize }, database);
      expect(page.total).toBe(want.length);
      expect(page.posts.length).toBe(Math.max(0, Math.min(pageSize, want.length - offset)));
      got.push(...page.posts);
    }
    expect(ids(got)).toEqual(ids(want));
  });

  it('treats since as inclusive and filters combine (sanity of the fixture)', () => {
    expect(ids(expected({ since: SINCE })).at(-1)).toBe('p30');
    expect(expected({ memberId: 'member_a', type: 'text', since: SINCE }).length).toBeGreaterThan(0);
  });

  it('pages 10,000 posts reading only the requested page', async () => {
    const database = freshDb();
    const members = ['member_a', 'member_b', 'member_c', 'member_d'];
    const many = Array.from({ length: 10_000 }, (_, i) =>
      makePost({
        id: `p${i}`,
        userId: members[i % 4]!,
        type: SHARE_TYPES[Math.floor(i / 4) % 4]!,
        timestamp: at(i),
      }),
    );
    await database.posts.bulkAdd(many);
    const reads = countReads(database);

    const deep = await queryPosts({}, { offset: 9_990, limit: 15 }, database);
    expect(deep.total).toBe(10_000);
    expect(ids(deep.posts)).toEqual(['p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3', 'p2', 'p1', 'p0']);

    const combined = await queryPosts(
      { memberId: 'member_b', type: 'mood', since: at(5_000) },
      { offset: 15, limit: 15 },
      database,
    );
    const want = many
      .filter((p) => p.userId === 'member_b' && p.type === 'mood' && p.timestamp >= at(5_000))
      .reverse();
    expect(combined.total).toBe(want.length);
    expect(ids(combined.posts)).toEqual(ids(want.slice(15, 30)));
    expect(reads.count).toBe(10 + 15);
  });
});

describe('countOldPosts / cleanupOldPosts', () => {
  const NOW = new Date('2025-06-01T12:00:00.000Z');
  const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 + extraMs).toISOString();

  async function seeded() {
    const database = freshDb();
    await database.posts.bulkAdd([
      makePost({ id: 'older', timestamp: daysAgo(200) }),
      makePost({ id: 'just-over', timestamp: daysAgo(90, -1) }),
      makePost({ id: 'exactly-90', timestamp: daysAgo(90) }),
      makePost({ id: 'recent', timestamp: daysAgo(1) }),
    ]);
    return database;
  }

  it('the cutoff is `days` days before now', () => {
    expect(cutoffFor(90, NOW)).toBe('2025-03-03T12:00:00.000Z');
    expect(cutoffFor(0, NOW)).toBe(NOW.toISOString());
  });

  it.each([
    { days: undefined, old: ['just-over', 'older'] },
    { days: 30, old: ['exactly-90', 'just-over', 'older'] },
    { days: 365, old: [] },
  ])('with days=$days counts and deletes $old', async ({ days, old }) => {
    const database = await seeded();
    expect(await countOldPosts(days, NOW, database)).toBe(old.length);
    expect(await cleanupOldPosts(days, NOW, database)).toBe(old.length);
    const left = (await database.posts.toCollection().primaryKeys()).sort();
    expect(left).toEqual(['exactly-90', 'just-over', 'older', 'recent'].filter((id) => !old.includes(id)));
    expect(await countOldPosts(days, NOW, database)).toBe(0);
  });
});

describe('postStats', () => {
  const NOW = new Date('2025-01-10T12:00:00.000Z');

  it('is all zeros for an empty database', async () => {
    expect(await postStats(NOW, freshDb())).toEqual({
      total: 0,
      byType: { text: 0, photo: 0, mood: 0, gratitude: 0, voice: 0, video: 0 },
      byMember: {},
      photoCount: 0,
      lastSevenDays: 0,
      timestamps: [],
    });
  });

  it('counts by type and member, images of photo posts, the last 7 days, and lists timestamps newest first', async () => {
    const database = freshDb();
    const posts = [
      makePost({ id: 'p1', userId: 'member_a', type: 'photo', imageUrls: [photo(1), photo(2), photo(3)], timestamp: '2025-01-01T08:00:00.000Z' }),
      makePost({ id: 'p2', userId: 'member_a', type: 'photo', imageUrl: photo(4), timestamp: '2025-01-09T08:00:00.000Z' }),
      makePost({ id: 'p3', userId: 'member_b', type: 'mood', mood: '😊', timestamp: '2025-01-10T08:00:00.000Z' }),
      makePost({ id: 'p4', userId: 'member_b', type: 'gratitude', timestamp: '2025-01-03T12:00:00.000Z' }),
      makePost({ id: 'p5', userId: 'member_c', type: 'text', timestamp: '2025-01-03T11:59:59.999Z' }),
      makePost({ id: 'p6', userId: 'member_c', type: 'photo', imageUrls: [], timestamp: '2025-01-05T08:00:00.000Z' }),
    ];
    await database.posts.bulkAdd(posts);
    expect(await postStats(NOW, database)).toEqual({
      total: 6,
      byType: { text: 1, photo: 3, mood: 1, gratitude: 1, voice: 0, video: 0 },
      byMember: { member_a: 2, member_b: 2, member_c: 2 },
      photoCount: 4,
      lastSevenDays: 4,
      timestamps: [
        '2025-01-10T08:00:00.000Z',
        '2025-01-09T08:00:00.000Z',
        '2025-01-05T08:00:00.000Z',
        '2025-01-03T12:00:00.000Z',
        '2025-01-03T11:59:59.999Z',
        '2025-01-01T08:00:00.000Z',
      ],
    });
  });

  it('reads no post to count the photos of posts with an imageUrls list', async () => {
    const database = freshDb();
    await database.posts.bulkAdd([
      ...Array.from({ length: 20 }, (_, i) => makePost({ id: `t${i}`, type: 'text', timestamp: at(i) })),
      makePost({ id: 'ph1', type: 'photo', imageUrls: [photo(1)], timestamp: at(99) }),
      makePost({ id: 'ph2', type: 'photo', imageUrl: photo(2), imageUrls: [photo(2), photo(3), photo(4)], timestamp: at(98) }),
      // Not a photo post: its images are not counted, as before.
      makePost({ id: 't-with-image', type: 'text', imageUrls: [photo(5)], timestamp: at(97) }),
    ]);
    const reads = countReads(database);
    expect((await postStats(NOW, database)).photoCount).toBe(4);
    expect(reads.count).toBe(0);
  });

  it('reads only the older photo posts that have a single imageUrl and no list', async () => {
    const database = freshDb();
    await database.posts.bulkAdd([
      makePost({ id: 'list', type: 'photo', imageUrls: [photo(1), photo(2)], timestamp: at(1) }),
      makePost({ id: 'single', type: 'photo', imageUrl: photo(3), timestamp: at(2) }),
      makePost({ id: 'empty-list', type: 'photo', imageUrl: photo(4), imageUrls: [], timestamp: at(3) }),
      makePost({ id: 'nothing', type: 'photo', timestamp: at(4) }),
    ]);
    const reads = countReads(database);
    expect((await postStats(NOW, database)).photoCount).toBe(4);
    expect(reads.count).toBe(3);
  });

  it('follows posts as they are added, changed and deleted', async () => {
    const database = freshDb();
    await database.posts.add(makePost({ id: 'a', type: 'photo', imageUrls: [photo(1), photo(2)], timestamp: at(1) }));
    expect((await postStats(NOW, database)).photoCount).toBe(2);
    await database.posts.update('a', { imageUrls: [photo(1), photo(2), photo(3), photo(4), photo(5)] });
    expect((await postStats(NOW, database)).photoCount).toBe(5);
    await database.posts.add(makePost({ id: 'b', type: 'photo', imageUrls: [photo(6)], timestamp: at(2) }));
    expect((await postStats(NOW, database)).photoCount).toBe(6);
    await database.posts.delete('a');
    expect((await postStats(NOW, database)).photoCount).toBe(1);
  });
});
