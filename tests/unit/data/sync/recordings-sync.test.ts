// @vitest-environment node
// Node's Blob keeps its bytes through fake-indexeddb (jsdom's does not), so this file runs in node.
import { describe, expect, it } from 'vitest';
import { RecordingDamagedError, MEDIA_CHUNK_BYTES } from '@/data/sync/media-transfer';
import { getRecording } from '@/data/media';
import { findRecording } from '@/data/recordings';
import { SyncEngine } from '@/data/sync/engine';
import { freshDb } from '../helpers';
import { deletePost } from '@/data/posts';
import type { Post } from '@/data/types';
import { SYNC_STATE } from '@/data/sync/schema';
import { FAMILY, firstDevice, invitedDevice, useSyncServer, type TestFamilyDevice } from './family-harness';

const server = useSyncServer();

/** 1.2 MB of a recognisable pattern: three chunks, the last one short. */
const recordingBytes = Uint8Array.from({ length: Math.round(MEDIA_CHUNK_BYTES * 2.3) }, (_, i) => (i * 7 + (i >> 9)) % 256);

async function shareVoiceNote(device: TestFamilyDevice, bytes = recordingBytes): Promise<Post> {
  const mediaId = `media_${'5e'.repeat(16)}`;
  const post: Post = {
    id: 'post_1700000000000_voice001',
    userId: FAMILY.members[0]!.id,
    userName: FAMILY.members[0]!.name,
    userImage: '🌻',
    type: 'voice',
    content: 'Grandma sings',
    timestamp: new Date().toISOString(),
    likes: 0,
    comments: 0,
    media: { id: mediaId, mimeType: 'audio/webm;codecs=opus', bytes: bytes.length, durationMs: 4_000 },
  };
  await device.database.transaction('rw', device.database.posts, device.database.mediaBlobs, async () => {
    await device.database.posts.add(post);
    await device.database.mediaBlobs.add({ id: mediaId, postId: post.id, blob: new Blob([bytes], { type: 'audio/webm' }) });
  });
  return post;
}

const serverChunks = async () => (await server.db.execute('SELECT media_id, idx, size, chunk FROM sync_media ORDER BY idx')).rows;

/** Devices A and B of one family, and a voice note shared on A and not sent yet. */
async function twoDevicesWithAVoiceNote(): Promise<{ a: TestFamilyDevice; b: TestFamilyDevice; post: Post }> {
  const a = await firstDevice();
  const b = await invitedDevice(a);
  return { a, b, post: await shareVoiceNote(a) };
}

/** The moment travels from A to B, its recording does not (yet): A takes it for sent already. */
async function sendMomentOnly(a: TestFamilyDevice, b: TestFamilyDevice, post: Post): Promise<void> {
  await a.database.mediaBlobs.update(post.media!.id, { sent: true });
  await a.engine.syncNow();
  await b.engine.syncNow();
}

describe('recordings between a family’s devices', () => {
  it('reach the server sealed in chunks after their moment, and open on another device only when fetched', async () => {
    const { a, b, post } = await twoDevicesWithAVoiceNote();
    await a.engine.syncNow();

    const chunks = await serverChunks();
    expect(chunks.map((row) => Number(row.idx))).toEqual([0, 1, 2]);
    // Each chunk is its plaintext plus nonce and tag; none holds a stretch of the recording.
    const needle = Buffer.from(recordingBytes.subarray(600_000, 600_064));
    for (const row of chunks) expect(Buffer.from(row.chunk as ArrayBuffer).includes(needle)).toBe(false);
    expect((await a.database.mediaBlobs.get(post.media!.id))?.sent).toBe(true);

    await b.engine.syncNow();
    expect(await b.database.posts.get(post.id)).toMatchObject({ type: 'voice', media: post.media });
    // Pulling the moment does not fetch its recording.
    expect(await getRecording(post.media!.id, b.database)).toBeNull();

    const progress: number[] = [];
    const fetched = await b.engine.fetchRecording(post.id, post.media!, (share) => progress.push(share));
    expect(fetched).not.toBe('off');
    const kept = await getRecording(post.media!.id, b.database);
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(recordingBytes);
    expect(progress.at(-1)).toBe(1);
  });

  it('resumes an upload where it stopped, sending only the chunks the server lacks', async () => {
    const a = await firstDevice();
    const post = await shareVoiceNote(a);
    let puts = 0;
    let failAfter = 1;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      if (init?.method === 'PUT' && String(input).includes('/media/')) {
        puts += 1;
        if (puts > failAfter) throw new TypeError('network down');
      }
      return realFetch(input, init);
    }) as typeof fetch;
    await a.engine.syncNow();
    expect((await serverChunks()).length).toBe(1);
    expect((await a.database.mediaBlobs.get(post.media!.id))?.sent).not.toBe(true);

    failAfter = Infinity;
    puts = 0;
    await a.engine.syncNow();
    expect(puts).toBe(2);
    expect((await serverChunks()).map((row) => Number(row.idx))).toEqual([0, 1, 2]);
    globalThis.fetch = realFetch;
  });

  it('says a recording is not there yet while its device is still sending it', async () => {
    const { a, b, post } = await twoDevicesWithAVoiceNote();
    await sendMomentOnly(a, b, post);
    expect(await b.engine.fetchRecording(post.id, post.media!)).toBeNull();
  });

  it('refuses a chunk the server changed or moved, and keeps nothing', async () => {
    const { a, b, post } = await twoDevicesWithAVoiceNote();
    await a.engine.syncNow();
    await b.engine.syncNow();
    // An attacker who can write the server's database swaps two chunks.
    await server.db.batch(['UPDATE sync_media SET idx = 100 WHERE idx = 0', 'UPDATE sync_media SET idx = 0 WHERE idx = 1', 'UPDATE sync_media SET idx = 1 WHERE idx = 100']);
    await expect(b.engine.fetchRecording(post.id, post.media!)).rejects.toBeInstanceOf(RecordingDamagedError);
    expect(await getRecording(post.media!.id, b.database)).toBeNull();
  });

  it('deletes a recording on the server when its moment is deleted, freeing its bytes', async () => {
    const a = await firstDevice();
    const post = await shareVoiceNote(a);
    await a.engine.syncNow();
    const used = async () => Number((await server.db.execute('SELECT used_bytes FROM sync_spaces')).rows[0]!.used_bytes);
    const withRecording = await used();

    await deletePost(post.id, a.database);
    expect((await a.database.syncState.get(SYNC_STATE.recordingsToDelete))?.value).toEqual([post.media!.id]);
    await a.engine.syncNow();
    expect(await serverChunks()).toEqual([]);
    expect(await used()).toBeLessThan(withRecording - recordingBytes.length);
    expect((await a.database.syncState.get(SYNC_STATE.recordingsToDelete))?.value).toEqual([]);
  });

  it('are found for a player: here, fetched from the family, on their way, or not on a device that does not sync', async () => {
    const { a, b, post } = await twoDevicesWithAVoiceNote();
    expect(await findRecording(post.id, post.media!, undefined, a.database, a.engine)).toMatchObject({ status: 'here' });
    await sendMomentOnly(a, b, post);
    expect(await findRecording(post.id, post.media!, undefined, b.database, b.engine)).toEqual({ status: 'on-its-way' });

    await a.database.mediaBlobs.update(post.media!.id, { sent: false });
    await a.engine.syncNow();
    const found = await findRecording(post.id, post.media!, undefined, b.database, b.engine);
    expect(found.status).toBe('here');
    expect(await getRecording(post.media!.id, b.database)).not.toBeNull();

    const alone = freshDb();
    expect(await findRecording(post.id, post.media!, undefined, alone, new SyncEngine(alone))).toEqual({ status: 'not-here' });
  });

  it('reach a device that asked while they were on their way at its next round, without being asked again', async () => {
    const { a, b, post } = await twoDevicesWithAVoiceNote();
    await sendMomentOnly(a, b, post);
    expect(await b.engine.fetchRecording(post.id, post.media!)).toBeNull();

    await a.database.mediaBlobs.update(post.media!.id, { sent: false });
    await a.engine.syncNow();
    // The server's "recording complete" event wakes B's live stream, which runs a round.
    await b.engine.syncNow();
    const kept = await getRecording(post.media!.id, b.database);
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(recordingBytes);
  });

  it('are no longer awaited once their moment is deleted: a round stops asking for them', async () => {
    const { a, b, post } = await twoDevicesWithAVoiceNote();
    await sendMomentOnly(a, b, post);
    expect(await b.engine.fetchRecording(post.id, post.media!)).toBeNull();
    await deletePost(post.id, b.database);

    const asked: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET' && String(input).includes(post.media!.id)) asked.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      await b.engine.syncNow();
      await b.engine.syncNow();
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toEqual([]);
  });
});
