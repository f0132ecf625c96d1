// The bytes of voice notes and videos (`mediaBlobs`). A post describes its recording (`Post.media`);
// the recording itself is written with the post (moments.ts), deleted with it (posts.ts, sync's
// apply.ts) and read only when someone plays it.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import type { MediaBlob } from '@/data/types';

/** The recording `mediaId` names, or null when this device does not hold it (yet). */
export async function getRecording(mediaId: string, database: HearthDatabase = defaultDb): Promise<Blob | null> {
  const stored = await database.mediaBlobs.get(mediaId);
  return stored?.blob ?? null;
}

/** Which of `mediaIds` this device holds, without reading their bytes. */
export async function heldRecordings(mediaIds: readonly string[], database: HearthDatabase = defaultDb): Promise<Set<string>> {
  const keys = await database.mediaBlobs.where('id').anyOf([...mediaIds]).primaryKeys();
  return new Set(keys);
}

/**
 * Keeps a recording that arrived from elsewhere (another device, a backup), only while its post is
 * still here: a moment deleted meanwhile must not leave bytes nobody can reach. True when kept.
 */
export async function keepRecording(recording: MediaBlob, database: HearthDatabase = defaultDb): Promise<boolean> {
  return database.transaction('rw', database.posts, database.mediaBlobs, async () => {
    const post = await database.posts.get(recording.postId);
    if (post?.media?.id !== recording.id) return false;
    await database.mediaBlobs.put(recording);
    return true;
  });
}
