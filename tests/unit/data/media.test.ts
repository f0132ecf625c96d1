import { describe, expect, it } from 'vitest';
import { shareMoment } from '@/data/moments';
import { deletePost, deletePostsByUserId } from '@/data/posts';
import { getRecording, heldRecordings, keepRecording } from '@/data/media';
import { clearAllData } from '@/data/storage';
import { postSchema } from '@/data/schemas';
import { preferenceKeys, type MediaBlob, type Post } from '@/data/types';
import { freshDb, makePost } from './helpers';

const FAMILY = 'family_1';
const DATE = '2025-01-01';
const MEDIA_ID = `media_${'ab'.repeat(16)}`;

async function familyDb() {
  const database = freshDb();
  const members = [{ id: 'member_1', name: 'Asha', emoji: '👤', color: '#f97316', initials: 'A' }];
  await database.preferences.put({ key: preferenceKeys.familyData, value: { familyName: 'Test', familyId: FAMILY, members } });
  return database;
}

function voicePost(id = 'post_1', mediaId = MEDIA_ID): { post: Post; media: MediaBlob } {
  const blob = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'audio/webm;codecs=opus' });
  const post = makePost({ id, type: 'voice', content: 'Grandma sings', media: { id: mediaId, mimeType: 'audio/webm;codecs=opus', bytes: 4, durationMs: 3_000 } });
  return { post, media: { id: mediaId, postId: id, blob } };
}

const allocation = { date: DATE, familyId: FAMILY, allocations: { member_1: { voice: true } } };

describe('recordings are kept and deleted with their moment', () => {
  it('writes the recording in the same transaction as the post', async () => {
    const database = await familyDb();
    const { post, media } = voicePost();
    await shareMoment({ familyId: FAMILY, date: DATE, post, media, allocation }, database);
    // The test environment's IndexedDB keeps a Blob without its bytes; a real browser's keeps them
    // (the voice and video e2e test plays what was stored).
    expect(await getRecording(MEDIA_ID, database)).not.toBeNull();
    expect(await database.mediaBlobs.get(MEDIA_ID)).toMatchObject({ id: MEDIA_ID, postId: 'post_1' });
  });

  it('keeps neither post nor recording when the recording cannot be written', async () => {
    const database = await familyDb();
    const { post, media } = voicePost();
    database.mediaBlobs.hook('creating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(shareMoment({ familyId: FAMILY, date: DATE, post, media, allocation }, database)).rejects.toMatchObject({ step: 'media' });
    expect(await database.posts.count()).toBe(0);
    expect(await database.mediaBlobs.count()).toBe(0);
  });

  it.each([
    ['a recording without a post that names it', (p: Post) => ({ ...p, media: undefined })],
    ['a post naming another recording', (p: Post) => ({ ...p, media: { ...p.media!, id: `media_${'cd'.repeat(16)}` } })],
  ])('refuses %s before writing anything', async (_name, change) => {
    const database = await familyDb();
    const { post, media } = voicePost();
    await expect(shareMoment({ familyId: FAMILY, date: DATE, post: change(post), media, allocation }, database)).rejects.toThrow(RangeError);
    expect(await database.posts.count()).toBe(0);
  });

  it.each([
    ['deleting the moment', (database: ReturnType<typeof freshDb>) => deletePost('post_1', database)],
    ['deleting its member', (database: ReturnType<typeof freshDb>) => deletePostsByUserId('member_1', database).then(() => undefined)],
    ['erasing the data', (database: ReturnType<typeof freshDb>) => clearAllData(database)],
  ])('%s deletes the recording', async (_name, remove) => {
    const database = await familyDb();
    const { post, media } = voicePost();
    await shareMoment({ familyId: FAMILY, date: DATE, post, media, allocation }, database);
    await remove(database);
    expect(await getRecording(MEDIA_ID, database)).toBeNull();
  });

  it('keeps a recording from elsewhere only while its post is here', async () => {
    const database = await familyDb();
    const { post, media } = voicePost();
    expect(await keepRecording(media, database)).toBe(false);
    await database.posts.add(post);
    expect(await keepRecording(media, database)).toBe(true);
    expect([...(await heldRecordings([MEDIA_ID, 'media_other'], database))]).toEqual([MEDIA_ID]);
  });
});

describe('a post’s recording description from outside (backups)', () => {
  const base = { id: 'p', userId: 'm', userName: 'A', type: 'voice', timestamp: '2025-01-01T00:00:00.000Z' };
  const media = { id: MEDIA_ID, mimeType: 'audio/webm;codecs=opus', bytes: 10, durationMs: 1000 };
  it.each([
    ['a sound description', media, true],
    ['an id that could name something else', { ...media, id: '../x' }, false],
    ['a type that is not audio or video', { ...media, mimeType: 'text/html' }, false],
    ['a recording longer than two minutes', { ...media, durationMs: 10 * 60_000 }, false],
    ['a poster that is not a JPEG', { ...media, posterUrl: 'javascript:alert(1)' }, false],
    ['a size below zero', { ...media, bytes: -1 }, false],
  ])('%s', (_name, value, ok) => {
    expect(postSchema.safeParse({ ...base, media: value }).success).toBe(ok);
  });
});
