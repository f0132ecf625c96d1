// What a sync round does for recordings: deletes on the server those whose moments were deleted
// here, then sends those the server does not hold yet. A recording is marked `sent` once the server
// holds all of it, so each is sent once however many rounds run.
import type { HearthDatabase } from '@/data/db';
import { deleteRemoteRecording, sendRecording, type MediaTransferKeys } from '@/data/sync/media-transfer';
import { recordingDeleted, recordingsToDelete } from '@/data/sync/media-queue';

export async function syncRecordings(database: HearthDatabase, keys: MediaTransferKeys): Promise<void> {
  for (const mediaId of await recordingsToDelete(database)) {
    await deleteRemoteRecording(keys, mediaId);
    await recordingDeleted(mediaId, database);
  }
  const unsent = await database.mediaBlobs.filter((recording) => recording.sent !== true).primaryKeys();
  for (const mediaId of unsent) {
    const recording = await database.mediaBlobs.get(mediaId);
    // Deleted with its moment meanwhile: nothing to send.
    if (!recording || recording.sent) continue;
    await sendRecording(keys, mediaId, recording.blob);
    await database.mediaBlobs.update(mediaId, { sent: true });
  }
}
