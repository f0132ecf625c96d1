import type { Client } from '@libsql/client';
import type { WriteQueue } from '../write-queue';
import type { MediaChunk, MediaChunkResult, MediaStatus, StorageLimits, SyncStore } from './store-types';

/**
 * Recordings' encrypted chunks (sync_media). Their bytes count toward the space's quota and the
 * server's ceiling exactly as changes do, in the same `used_bytes` columns, so an erase or an idle
 * sweep that deletes a space's rows takes them off the counts too (store-erase.ts).
 */
export function mediaStore(client: Client, write: WriteQueue, reader: Pick<Client, 'execute'> = client): Pick<SyncStore, 'putMediaChunk' | 'mediaStatus' | 'mediaChunk' | 'deleteMedia'> {
  return {
    putMediaChunk(spaceId, chunk, limits: StorageLimits) {
      return write(async (tx): Promise<MediaChunkResult> => {
        const space = (await tx.execute({ sql: 'SELECT used_bytes, key_epoch, rekey_after_leave_of FROM sync_spaces WHERE space_id = ?', args: [spaceId] })).rows[0];
        if (!space) throw new Error('space vanished');
        if (Number(space.key_epoch) !== chunk.epoch) return { status: 'stale-epoch', epoch: Number(space.key_epoch) };
        if (space.rekey_after_leave_of !== null) return { status: 'rekey-due' };
        const existing = await tx.execute({ sql: 'SELECT idx, count, size FROM sync_media WHERE space_id = ? AND media_id = ?', args: [spaceId, chunk.mediaId] });
        // Every chunk of a recording names the same count: a mismatch is a broken upload, never stored.
        if (existing.rows.some((row) => Number(row.count) !== chunk.count)) return { status: 'count-mismatch' };
        const replaced = existing.rows.find((row) => Number(row.idx) === chunk.index);
        const grows = chunk.bytes.length - Number(replaced?.size ?? 0);
        const usedBytes = Number(space.used_bytes) + grows;
        if (grows > 0 && usedBytes > limits.spaceBytes) {
          await tx.rollback();
          return { status: 'space-full', usedBytes: Number(space.used_bytes) };
        }
        if (grows > 0) {
          const server = (await tx.execute('SELECT used_bytes FROM sync_usage WHERE id = 1')).rows[0];
          if (Number(server?.used_bytes ?? 0) + grows > limits.serverBytes) {
            await tx.rollback();
            return { status: 'server-full' };
          }
        }
        const held = existing.rows.length + (replaced ? 0 : 1);
        const complete = held === chunk.count;
        await tx.batch([
          ...(complete ? [{ sql: 'UPDATE sync_spaces SET media_seq = media_seq + 1 WHERE space_id = ?', args: [spaceId] }] : []),
          {
            sql: `INSERT INTO sync_media (space_id, media_id, idx, count, key_epoch, chunk, size) VALUES (?, ?, ?, ?, ?, ?, ?)
                  ON CONFLICT (space_id, media_id, idx) DO UPDATE SET key_epoch = excluded.key_epoch, chunk = excluded.chunk, size = excluded.size`,
            args: [spaceId, chunk.mediaId, chunk.index, chunk.count, chunk.epoch, chunk.bytes, chunk.bytes.length],
          },
          { sql: 'UPDATE sync_spaces SET used_bytes = used_bytes + ? WHERE space_id = ?', args: [grows, spaceId] },
          { sql: 'UPDATE sync_usage SET used_bytes = used_bytes + ? WHERE id = 1', args: [grows] },
        ]);
        return { status: 'ok', complete };
      });
    },

    async mediaStatus(spaceId, mediaId): Promise<MediaStatus | null> {
      const rows = (await client.execute({ sql: 'SELECT idx, count FROM sync_media WHERE space_id = ? AND media_id = ? ORDER BY idx', args: [spaceId, mediaId] })).rows;
      if (rows.length === 0) return null;
      return { count: Number(rows[0]!.count), have: rows.map((row) => Number(row.idx)) };
    },

    async mediaChunk(spaceId, mediaId, index): Promise<MediaChunk | null> {
      const row = (
        await reader.execute({ sql: 'SELECT count, key_epoch, chunk FROM sync_media WHERE space_id = ? AND media_id = ? AND idx = ?', args: [spaceId, mediaId, index] })
      ).rows[0];
      if (!row) return null;
      const chunk = row.chunk as ArrayBuffer;
      return { count: Number(row.count), epoch: Number(row.key_epoch), bytes: new Uint8Array(chunk) };
    },

    deleteMedia(spaceId, mediaId) {
      return write(async (tx) => {
        await tx.execute('PRAGMA secure_delete = ON');
        const freed = Number((await tx.execute({ sql: 'SELECT COALESCE(SUM(size), 0) AS bytes FROM sync_media WHERE space_id = ? AND media_id = ?', args: [spaceId, mediaId] })).rows[0]?.bytes ?? 0);
        if (freed === 0) return false;
        await tx.batch([
          { sql: 'DELETE FROM sync_media WHERE space_id = ? AND media_id = ?', args: [spaceId, mediaId] },
          { sql: 'UPDATE sync_spaces SET used_bytes = MAX(0, used_bytes - ?) WHERE space_id = ?', args: [freed, spaceId] },
          { sql: 'UPDATE sync_usage SET used_bytes = MAX(0, used_bytes - ?) WHERE id = 1', args: [freed] },
        ]);
        return true;
      });
    },
  };
}
