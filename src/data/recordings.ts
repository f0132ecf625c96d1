// Where a player gets a recording: from this device, or else from the family's sync server (the
// moment arrived from another device without its bytes, which follow only when asked for).
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { getRecording } from '@/data/media';
import { syncEngine, type SyncEngine } from '@/data/sync/engine';
import { SyncOfflineError } from '@/data/sync/client';
import type { PostMedia } from '@/data/types';

export type RecordingLookup =
  | { status: 'here'; blob: Blob }
  /** The family's server does not hold all of it yet: the device that made it is still sending. */
  | { status: 'on-its-way' }
  /** This device does not sync (or sync is paused), and does not hold it. */
  | { status: 'not-here' }
  /** It is on the family's server, but this device cannot reach it now. */
  | { status: 'offline' };

/**
 * The recording of a moment, read from this device or fetched from the family's server and kept.
 * Throws when it cannot be read or opened (RecordingDamagedError, a storage or server error).
 */
export async function findRecording(
  postId: string,
  media: PostMedia,
  onProgress?: (share: number) => void,
  database: HearthDatabase = defaultDb,
  engine: SyncEngine = syncEngine,
): Promise<RecordingLookup> {
  const held = await getRecording(media.id, database);
  if (held) return { status: 'here', blob: held };
  try {
    const fetched = await engine.fetchRecording(postId, media, onProgress);
    if (fetched === 'off') return { status: 'not-here' };
    return fetched ? { status: 'here', blob: fetched } : { status: 'on-its-way' };
  } catch (error) {
    if (error instanceof SyncOfflineError) return { status: 'offline' };
    throw error;
  }
}
