// Recordings whose moments were deleted on this device, waiting to be deleted on the family's sync
// server (the engine sends them). Device-local, in syncState.
import type { HearthDatabase } from '@/data/db';
import { SYNC_STATE } from '@/data/sync/schema';

function parseQueue(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** Queues the deletion of these recordings on the server, when this device syncs. Inside a transaction holding syncState. */
export async function queueRemoteRecordingDeletes(mediaIds: readonly string[], database: HearthDatabase): Promise<void> {
  if (!(await database.syncState.get(SYNC_STATE.space))) return;
  const queued = parseQueue((await database.syncState.get(SYNC_STATE.recordingsToDelete))?.value);
  await database.syncState.put({ key: SYNC_STATE.recordingsToDelete, value: [...new Set([...queued, ...mediaIds])] });
}

export async function recordingsToDelete(database: HearthDatabase): Promise<string[]> {
  return parseQueue((await database.syncState.get(SYNC_STATE.recordingsToDelete))?.value);
}

/** The server deleted this recording: it leaves the queue. */
export async function recordingDeleted(mediaId: string, database: HearthDatabase): Promise<void> {
  await database.transaction('rw', database.syncState, async () => {
    const queued = parseQueue((await database.syncState.get(SYNC_STATE.recordingsToDelete))?.value);
    await database.syncState.put({ key: SYNC_STATE.recordingsToDelete, value: queued.filter((id) => id !== mediaId) });
  });
}
