import type { Client, InStatement, Row } from '@libsql/client';
import { writeQueueOf, type WriteConnection } from '../write-queue';
import { migrate } from '../store';
import { deviceCheck, deviceStore, insertDevice, spaceKeys } from './store-devices';
import { deleteSpaceRows, eraseStore } from './store-erase';
import { mediaStore } from './store-media';
import { createRequestLog, rememberIn, writePush, type PushWrite } from './push-write.mjs';
import type { ClaimResult, PushResult, SweepResult, SyncStore } from './store-types';

export type * from './store-types';

// Expired and used invites keep only their dates for the family's list, for a week.
const inviteHistoryMs = 7 * 24 * 3_600_000;
// A device that comes back to a removed space is told why for a year; then it is an unknown device.
const removedSpaceMemoryMs = 365 * 24 * 3_600_000;

function inviteState(row: Row, now: Date): 'ok' | 'used' | 'expired' {
  if (row.used_at !== null) return 'used';
  if (String(row.expires_at) <= now.toISOString()) return 'expired';
  return 'ok';
}

/**
 * The connection that does every write, when it is not `client`: the database's writing thread
 * (server/node-database-thread.ts). It takes a push's whole write in one message, and runs the
 * other writes' transactions and the log's checkpoint one at a time with them.
 */
export interface DatabaseWriter extends WriteConnection {
  push(push: PushWrite): Promise<PushResult>;
  execute: Client['execute'];
}

/**
 * The relay's store on one libSQL database. `reader`, a second connection to the same database,
 * serves the reads that send a family's ciphertext back (pull pages, recording chunks), the largest
 * a request does; like the writer's own reads outside a write, it sees what is committed. `writer`,
 * a third, does the writes in place of `client` (which then only reads).
 */
export async function createLibsqlSyncStore(client: Client, reader: Pick<Client, 'execute'> = client, writer?: DatabaseWriter): Promise<SyncStore> {
  await migrate(client);
  const write = writeQueueOf(writer ?? client);
  const requestLog = createRequestLog();
  const one = async (statement: InStatement) => (await client.execute(statement)).rows[0];

  return {
    ...deviceStore(client, write),
    ...eraseStore(client, write, writer ?? client),
    ...mediaStore(client, write, reader),

    createSpace(spaceId, device, now) {
      const at = now.toISOString();
      return write(async (tx) => {
        await tx.execute({ sql: 'INSERT INTO sync_spaces (space_id, created_at) VALUES (?, ?)', args: [spaceId, at] });
        await tx.execute(insertDevice(spaceId, device, at));
      });
    },

    async device(spaceId, deviceId) {
      const row = await one({
        sql: 'SELECT signing_key, last_seen_at, removed_at FROM sync_devices WHERE space_id = ? AND device_id = ?',
        args: [spaceId, deviceId],
      });
      return row ? { signingKey: String(row.signing_key), lastSeenAt: String(row.last_seen_at), removed: row.removed_at !== null } : null;
    },

    touchDevice(spaceId, deviceId, now) {
      // Through the write queue: a write outside it would wait on the queue's open transaction.
      return write(async (tx) => {
        await tx.execute({
          sql: 'UPDATE sync_devices SET last_seen_at = ? WHERE space_id = ? AND device_id = ?',
          args: [now.toISOString(), spaceId, deviceId],
        });
      });
    },

    createInvite(spaceId, invite, now, maxLive) {
      return write(async (tx) => {
        const at = now.toISOString();
        await tx.execute({
          sql: 'DELETE FROM sync_invites WHERE space_id = ? AND expires_at < ?',
          args: [spaceId, new Date(now.getTime() - inviteHistoryMs).toISOString()],
        });
        const live = await tx.execute({
          sql: 'SELECT COUNT(*) AS n FROM sync_invites WHERE space_id = ? AND used_at IS NULL AND expires_at > ?',
          args: [spaceId, at],
        });
        if (Number(live.rows[0]?.n ?? 0) >= maxLive) return 'too-many' as const;
        await tx.execute({
          sql: `INSERT INTO sync_invites (invite_id, space_id, token_hash, sealed, created_at, expires_at, used_at)
                VALUES (?, ?, ?, ?, ?, ?, NULL)`,
          args: [invite.inviteId, spaceId, invite.tokenHash, invite.sealed, at, invite.expiresAt.toISOString()],
        });
        return 'ok' as const;
      });
    },

    async listInvites(spaceId) {
      const result = await client.execute({
        sql: 'SELECT invite_id, created_at, expires_at, used_at FROM sync_invites WHERE space_id = ? ORDER BY created_at',
        args: [spaceId],
      });
      return result.rows.map((row) => ({
        inviteId: String(row.invite_id),
        createdAt: String(row.created_at),
        expiresAt: String(row.expires_at),
        usedAt: row.used_at === null ? null : String(row.used_at),
      }));
    },

    withdrawInvite(spaceId, inviteId) {
      // Withdrawn invites are deleted: nothing is left to open, claim or keep.
      return write(async (tx) => {
        const result = await tx.execute({
          sql: 'DELETE FROM sync_invites WHERE space_id = ? AND invite_id = ?',
          args: [spaceId, inviteId],
        });
        return result.rowsAffected > 0;
      });
    },

    async openInvite(tokenHash, now) {
      const row = await one({
        sql: 'SELECT invite_id, space_id, sealed, expires_at, used_at FROM sync_invites WHERE token_hash = ?',
        args: [tokenHash],
      });
      if (!row) return { status: 'not-found' };
      const state = inviteState(row, now);
      if (state !== 'ok') return { status: state };
      return {
        status: 'ok',
        inviteId: String(row.invite_id),
        spaceId: String(row.space_id),
        sealed: String(row.sealed),
        expiresAt: String(row.expires_at),
      };
    },

    claimInvite(tokenHash, spaceId, device, now, maxDevices) {
      return write(async (tx): Promise<ClaimResult> => {
        const at = now.toISOString();
        const invite = (
          await tx.execute({
            sql: 'SELECT invite_id, space_id, expires_at, used_at FROM sync_invites WHERE token_hash = ?',
            args: [tokenHash],
          })
        ).rows[0];
        if (!invite) return { status: 'not-found' };
        const state = inviteState(invite, now);
        if (state !== 'ok') return { status: state };
        if (String(invite.space_id) !== spaceId) return { status: 'wrong-space' };
        const full = await deviceCheck(tx, spaceId, device.deviceId, maxDevices);
        if (full) return { status: full };
        if (device.vouch && device.vouch.epoch !== (await spaceKeys(tx, spaceId)).epoch) return { status: 'stale-epoch' };
        // The sealed bundle is no longer needed once used: keep only the dates.
        const used = await tx.execute({
          sql: `UPDATE sync_invites SET used_at = ?, sealed = '' WHERE invite_id = ? AND used_at IS NULL`,
          args: [at, String(invite.invite_id)],
        });
        if (used.rowsAffected !== 1) return { status: 'used' };
        await tx.execute(insertDevice(spaceId, device, at));
        return { status: 'ok', spaceId };
      });
    },

    pushChanges(spaceId, changes, limits, { epoch, format }, request) {
      const push = { spaceId, changes, limits, epoch, format, request };
      return writer ? writer.push(push) : write((tx) => writePush(tx, push, requestLog));
    },

    async pullChanges(spaceId, after, limit, maxBytes) {
      // One statement, so one consistent view, and nothing per change in JavaScript.
      const row = (await reader.execute({ sql: pullAnswerSql, args: { space: spaceId, after, limit, max: maxBytes } })).rows[0];
      return row ? new Uint8Array(row.answer as ArrayBuffer) : noSpaceAnswer;
    },

    async streamMark(spaceId) {
      const row = await one({ sql: 'SELECT last_seq, media_seq FROM sync_spaces WHERE space_id = ?', args: [spaceId] });
      return { lastSeq: Number(row?.last_seq ?? 0), recordings: Number(row?.media_seq ?? 0) };
    },

    async usedBytes() {
      const row = await one('SELECT used_bytes FROM sync_usage WHERE id = 1');
      return Number(row?.used_bytes ?? 0);
    },

    async spaceRemoved(spaceId) {
      return (await one({ sql: 'SELECT 1 AS removed FROM sync_removed_spaces WHERE space_id = ?', args: [spaceId] })) !== undefined;
    },

    async sweep(now, idleBefore, maxSpaces = 50) {
      const result: SweepResult = { removedSpaces: 0, expiredInvites: 0, deletedInvites: 0 };
      if (idleBefore) {
        // Every device's last_seen_at moves (at most once a minute) with each request it makes;
        // a new space's first device is seen as it creates it.
        const idle = await client.execute({
          sql: `SELECT space_id FROM sync_spaces s WHERE NOT EXISTS
                  (SELECT 1 FROM sync_devices d WHERE d.space_id = s.space_id AND d.last_seen_at >= ?)
                LIMIT ?`,
          args: [idleBefore.toISOString(), maxSpaces],
        });
        // One space a transaction: a large space's rows do not hold the write lock for long.
        for (const row of idle.rows) {
          const spaceId = String(row.space_id);
          const removed = await write(async (tx) => {
            const again = await tx.execute({
              sql: 'SELECT 1 FROM sync_spaces s WHERE space_id = ? AND NOT EXISTS (SELECT 1 FROM sync_devices d WHERE d.space_id = s.space_id AND d.last_seen_at >= ?)',
              args: [spaceId, idleBefore.toISOString()],
            });
            const space = again.rows[0];
            // A device came back meanwhile: the space stays.
            if (!space) return false;
            // The same rows an erase deletes, and the same bytes off the server's count.
            await deleteSpaceRows(tx, spaceId);
            await tx.execute({ sql: 'INSERT OR REPLACE INTO sync_removed_spaces (space_id, removed_at) VALUES (?, ?)', args: [spaceId, now.toISOString()] });
            return true;
          });
          if (removed) result.removedSpaces += 1;
        }
      }
      await write(async (tx) => {
        const at = now.toISOString();
        // An expired invitation opens nothing: its sealed bundle goes at once, its dates after a week.
        const expired = await tx.execute({
          sql: "UPDATE sync_invites SET sealed = '' WHERE used_at IS NULL AND expires_at <= ? AND sealed <> ''",
          args: [at],
        });
        const deleted = await tx.execute({
          sql: 'DELETE FROM sync_invites WHERE expires_at < ?',
          args: [new Date(now.getTime() - inviteHistoryMs).toISOString()],
        });
        await tx.batch([
          { sql: 'DELETE FROM sync_request_log WHERE expires_at < ?', args: [now.getTime()] },
          { sql: 'DELETE FROM sync_removed_spaces WHERE removed_at < ?', args: [new Date(now.getTime() - removedSpaceMemoryMs).toISOString()] },
        ]);
        result.expiredInvites = expired.rowsAffected;
        result.deletedInvites = deleted.rowsAffected;
      });
      return result;
    },

    rememberRequest(requestHash, expiresAt, now) {
      // In the database, not in memory: several instances serving one database see each other's
      // requests. Rows live at most the signature window and a minute.
      return write((tx) => rememberIn(tx, { requestHash, expiresAt, now }, requestLog));
    },
  };
}

/**
 * A pull's whole answer in one statement. The page: the changes after `:after` in sequence, at most
 * `:limit`, always at least one, then as many as fit in `:max` bytes; the space's state is read in
 * the same view. The database writes the JSON itself: every part is checked when pushed (the
 * ciphertext is base64url, the record key base64url, the clock digits, dashes and base64url), so
 * nothing in it needs escaping. Epoch 0 and format 1 are left out, as clients from before them
 * expect. After a full page the next pull starts at its last change; after the last page, at the
 * space's last sequence number, which a replaced change may have left beyond it.
 */
const pullAnswerSql = `
  WITH sized AS (
    SELECT seq, ROW_NUMBER() OVER (ORDER BY seq) AS n, SUM(size) OVER (ORDER BY seq ROWS UNBOUNDED PRECEDING) AS bytes
    FROM (SELECT seq, size FROM sync_changes WHERE space_id = :space AND seq > :after ORDER BY seq LIMIT :limit)
  ),
  page AS (SELECT MAX(seq) AS last FROM sized WHERE n = 1 OR bytes <= :max),
  state AS (
    SELECT s.*, page.last AS page_last,
      EXISTS (SELECT 1 FROM sync_changes c WHERE c.space_id = s.space_id AND c.seq > page.last) AS has_more
    FROM sync_spaces s, page WHERE s.space_id = :space
  )
  SELECT CAST(
    '{"changes":[' || COALESCE((
      SELECT group_concat(
        '{"seq":' || c.seq || ',"recordKey":"' || c.record_key || '","hlc":"' || c.hlc || '"'
          || CASE WHEN c.key_epoch > 0 THEN ',"epoch":' || c.key_epoch ELSE '' END
          || CASE WHEN c.format <> 1 THEN ',"format":' || c.format ELSE '' END
          || ',"ciphertext":"' || c.ciphertext || '"}',
        ',' ORDER BY c.seq)
      FROM sync_changes c WHERE c.space_id = state.space_id AND c.seq > :after AND c.seq <= state.page_last), '')
    || '],"lastSeq":' || CASE WHEN state.has_more THEN state.page_last ELSE MAX(COALESCE(state.page_last, 0), state.last_seq) END
    || ',"hasMore":' || CASE WHEN state.has_more THEN 'true' ELSE 'false' END
    || ',"keyEpoch":' || state.key_epoch
    || ',"rekeyDue":' || CASE WHEN state.rekey_after_leave_of IS NULL THEN 'false' ELSE 'true' END
    || ',"deviceCount":' || (SELECT COUNT(*) FROM sync_devices d WHERE d.space_id = state.space_id)
    || '}' AS BLOB) AS answer
  FROM state`;

// A space that is not there (erased while its device pulled) has nothing to give.
const noSpaceAnswer = new TextEncoder().encode('{"changes":[],"lastSeq":0,"hasMore":false,"keyEpoch":0,"rekeyDue":false,"deviceCount":0}');

