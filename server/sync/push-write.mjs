// A push's write: the same statements whether the request thread runs them (server/sync/store.ts)
// or the database's writing thread does (server/node-database-worker.mjs). Plain JavaScript, so
// the thread loads it as it is, beside the compiled server too (scripts/build-server.mjs).

// Expired requests are cleared by a write at most once a minute (and by the hourly sweep): the log
// holds at most a minute's requests more, and a push spares a statement.
const clearRequestLogEveryMs = 60_000;

/** When these writes last cleared the expired requests (request time, ms): one per connection. */
export function createRequestLog() {
  return { clearedAt: Number.NEGATIVE_INFINITY };
}

/** Remembers a signed request in `tx`; false when it was remembered already (a replay). */
export async function rememberIn(tx, { requestHash, expiresAt, now }, log) {
  if (now - log.clearedAt >= clearRequestLogEveryMs) {
    log.clearedAt = now;
    await tx.execute({ sql: 'DELETE FROM sync_request_log WHERE expires_at < ?', args: [now] });
  }
  const added = await tx.execute({
    sql: 'INSERT INTO sync_request_log (request_hash, expires_at) VALUES (?, ?) ON CONFLICT (request_hash) DO NOTHING',
    args: [requestHash, expiresAt],
  });
  return added.rowsAffected === 1;
}

/**
 * Stores a push's changes in `tx`, after its checks: the request is new, the key epoch is the
 * space's, no device left holding the key, the space and the server have room. Nothing of the
 * changes is written before those checks; the request stays remembered, so a refused push cannot
 * be sent again either.
 */
export async function writePush(tx, { spaceId, changes, limits, epoch, format, request }, log) {
  if (!(await rememberIn(tx, request, log))) return { status: 'replayed' };
  const space = (
    await tx.execute({
      sql: `SELECT s.last_seq, s.used_bytes, s.key_epoch, s.rekey_after_leave_of, u.used_bytes AS server_used_bytes
            FROM sync_spaces s LEFT JOIN sync_usage u ON u.id = 1 WHERE s.space_id = ?`,
      args: [spaceId],
    })
  ).rows[0];
  if (!space) throw new Error('space vanished');
  // Checked inside the write: no change sealed with a retired key lands after a rotation.
  if (Number(space.key_epoch) !== epoch) return { status: 'stale-epoch', epoch: Number(space.key_epoch) };
  // A device left holding this key: nothing more is sealed with it until it is renewed.
  if (space.rekey_after_leave_of !== null) return { status: 'rekey-due' };
  let lastSeq = Number(space.last_seq);
  let usedBytes = Number(space.used_bytes);
  // Within one push the greatest hlc per record wins, as it would over several pushes.
  const best = new Map();
  for (const change of changes) {
    const seen = best.get(change.recordKey);
    if (!seen || change.hlc > seen.hlc) best.set(change.recordKey, change);
  }
  // Two round trips whatever the push's size: the transaction holds the write lock meanwhile.
  const keys = [...best.keys()];
  const current = await tx.execute({
    sql: `SELECT record_key, hlc, size FROM sync_changes WHERE space_id = ? AND record_key IN (${keys.map(() => '?').join(', ')})`,
    args: [spaceId, ...keys],
  });
  const stored = new Map(current.rows.map((row) => [String(row.record_key), { hlc: String(row.hlc), size: Number(row.size) }]));
  const rows = [];
  for (const change of best.values()) {
    const existing = stored.get(change.recordKey);
    if (existing && existing.hlc >= change.hlc) continue;
    usedBytes += change.size - (existing?.size ?? 0);
    lastSeq += 1;
    rows.push([spaceId, change.recordKey, change.hlc, lastSeq, change.ciphertext, change.size, epoch, format]);
  }
  const grows = usedBytes - Number(space.used_bytes);
  if (usedBytes > limits.spaceBytes && grows > 0) return { status: 'space-full', usedBytes };
  // A push that frees bytes (deleted photos) is always taken, even on a full server.
  if (grows > 0 && Number(space.server_used_bytes ?? 0) + grows > limits.serverBytes) return { status: 'server-full' };
  if (rows.length > 0) {
    await tx.batch([
      changeUpsert(rows),
      { sql: 'UPDATE sync_spaces SET last_seq = ?, used_bytes = ? WHERE space_id = ?', args: [lastSeq, usedBytes, spaceId] },
      { sql: 'UPDATE sync_usage SET used_bytes = used_bytes + ? WHERE id = 1', args: [grows] },
    ]);
  }
  return { status: 'ok', lastSeq, stored: rows.length };
}

// A push's changes go in as one statement: preparing one per change cost more than writing it.
// A push holds at most maxChangesPerPush (200) changes: 1,600 parameters, far below SQLite's limit.
function changeUpsert(rows) {
  return {
    sql: `INSERT INTO sync_changes (space_id, record_key, hlc, seq, ciphertext, size, key_epoch, format)
          VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
          ON CONFLICT (space_id, record_key) DO UPDATE SET
            hlc = excluded.hlc, seq = excluded.seq, ciphertext = excluded.ciphertext, size = excluded.size,
            key_epoch = excluded.key_epoch, format = excluded.format`,
    args: rows.flat(),
  };
}
