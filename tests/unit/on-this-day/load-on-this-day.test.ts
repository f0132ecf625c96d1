// @vitest-environment node
import { firstPostTimestamp, lastTimestampBefore, firstTimestampFrom, postsBetween, timestampsBetween } from '@/data/posts-by-time';
import { loadOnThisDay } from '@/features/on-this-day/api/use-on-this-day';
import { freshDb, makePost, photo } from '../data/helpers';

const localIso = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
const today = new Date(2026, 5, 15, 8);

describe('loadOnThisDay', () => {
  it('shows nothing without posts', async () => {
    expect(await loadOnThisDay(today, freshDb())).toBeNull();
  });

  it('features the newest earlier year, prefers a photo and lists the other years', async () => {
    const database = freshDb();
    await database.posts.bulkAdd([
      makePost({ id: 'a', timestamp: localIso(2025, 6, 15, 9), content: 'Picnic words' }),
      makePost({ id: 'b', timestamp: localIso(2025, 6, 15, 18), type: 'photo', imageUrls: [photo(1)] }),
      makePost({ id: 'c', timestamp: localIso(2023, 6, 15, 7) }),
      makePost({ id: 'd', timestamp: localIso(2025, 6, 14, 23) }),
      makePost({ id: 'e', timestamp: localIso(2026, 6, 15, 7) }),
    ]);
    const result = await loadOnThisDay(today, database);
    expect(result?.moment.id).toBe('b');
    expect(result?.count).toBe(2);
    expect(result?.lookback.ago).toBe(1);
    expect(result?.others.map((o) => [o.lookback.ago, o.count])).toEqual([[3, 1]]);
  });

  it('never shows a moment deleted since', async () => {
    const database = freshDb();
    await database.posts.bulkAdd([makePost({ id: 'a', timestamp: localIso(2024, 6, 15) }), makePost({ id: 'old', timestamp: localIso(2020, 1, 1) })]);
    await database.posts.delete('a');
    expect(await loadOnThisDay(today, database)).toBeNull();
  });

  it('falls back to 6 months, then 1 month ago for a family that started this year', async () => {
    const database = freshDb();
    await database.posts.bulkAdd([makePost({ id: 'm1', timestamp: localIso(2026, 5, 15) }), makePost({ id: 'first', timestamp: localIso(2026, 1, 2) })]);
    const oneMonth = await loadOnThisDay(today, database);
    expect([oneMonth?.lookback.kind, oneMonth?.lookback.ago, oneMonth?.moment.id]).toEqual(['months', 1, 'm1']);
    await database.posts.add(makePost({ id: 'm6', timestamp: localIso(2025, 12, 15) }));
    expect((await loadOnThisDay(today, database))?.moment.id).toBe('m6');
  });

  it('uses no month fallback once the family is older than a year', async () => {
    const database = freshDb();
    await database.posts.bulkAdd([makePost({ id: 'm1', timestamp: localIso(2026, 5, 15) }), makePost({ id: 'first', timestamp: localIso(2024, 1, 2) })]);
    expect(await loadOnThisDay(today, database)).toBeNull();
  });

  it('reads only the featured day, never the whole table', async () => {
    const database = freshDb();
    const posts = Array.from({ length: 400 }, (_, i) => makePost({ id: `p${i}`, timestamp: new Date(2022, 0, 1 + i * 3, 10).toISOString() }));
    await database.posts.bulkAdd([...posts, makePost({ id: 'hit', timestamp: localIso(2024, 6, 15) })]);
    let reads = 0;
    database.posts.hook('reading', (post) => {
      reads += 1;
      return post;
    });
    expect((await loadOnThisDay(today, database))?.moment.id).toBe('hit');
    expect(reads).toBeLessThanOrEqual(3);
  });
});

describe('time-range reads', () => {
  it('answer from the timestamp index', async () => {
    const database = freshDb();
    await database.posts.bulkAdd([
      makePost({ id: 'x', timestamp: '2025-01-01T10:00:00.000Z' }),
      makePost({ id: 'y', timestamp: '2025-02-01T10:00:00.000Z' }),
      makePost({ id: 'z', timestamp: '2025-03-01T10:00:00.000Z' }),
    ]);
    expect(await firstPostTimestamp(database)).toBe('2025-01-01T10:00:00.000Z');
    expect(await timestampsBetween('2025-01-15T00:00:00.000Z', '2025-03-01T10:00:00.000Z', database)).toEqual(['2025-02-01T10:00:00.000Z']);
    expect((await postsBetween('2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', 2, database)).map((p) => p.id)).toEqual(['x', 'y']);
    expect(await lastTimestampBefore('2025-02-01T10:00:00.000Z', database)).toBe('2025-01-01T10:00:00.000Z');
    expect(await firstTimestampFrom('2025-02-02T00:00:00.000Z', database)).toBe('2025-03-01T10:00:00.000Z');
    expect(await lastTimestampBefore('2025-01-01T00:00:00.000Z', database)).toBeNull();
    expect(await firstPostTimestamp(freshDb())).toBeNull();
  });
});
