import { db } from '@/data/db';
import { startEarlyReads, takeEarlyFamily, takeEarlyNewestPosts } from '@/data/early-reads';
import { demoFamily, familyPreference, samplePosts } from '../../../stories/mocks/post-fixtures';

// The entry starts a returning family's first reads; the first query function to ask takes each, once.
describe('early reads', () => {
  beforeEach(async () => {
    await db.delete();
    await db.open();
    await db.preferences.put(familyPreference(demoFamily));
    await db.posts.bulkAdd(samplePosts(8));
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([{ name: 'Hearth', version: 40 }]);
    // Nothing left over from another test.
    takeEarlyFamily();
    takeEarlyNewestPosts(5);
  });

  it('hands the family record and the newest moments to the first taker, once', async () => {
    startEarlyReads({ newestPosts: 5 });
    expect((await takeEarlyFamily())?.familyName).toBe(demoFamily.familyName);
    expect(takeEarlyFamily()).toBeNull();
    const newest = await takeEarlyNewestPosts(5);
    expect(newest?.map((post) => post.id)).toEqual((await db.posts.orderBy('timestamp').reverse().limit(5).toArray()).map((post) => post.id));
    expect(takeEarlyNewestPosts(5)).toBeNull();
  });

  it('gives nothing for another number of moments, or when none was started', async () => {
    startEarlyReads({ newestPosts: 5 });
    expect(takeEarlyNewestPosts(15)).toBeNull();
    startEarlyReads();
    expect(takeEarlyNewestPosts(5)).toBeNull();
    await takeEarlyFamily();
    expect(takeEarlyFamily()).toBeNull();
  });

  it('answers no family and no moments on a device without the database', async () => {
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([]);
    startEarlyReads({ newestPosts: 5 });
    expect(await takeEarlyFamily()).toBeNull();
    expect(await takeEarlyNewestPosts(5)).toEqual([]);
  });
});
