/**
 * Sync tables (schema version 2). What the server keeps for a synced family: random ids, public keys,
 * opaque record keys, ciphertext, sizes and times (docs/threat-model.md). Append-only like every
 * migration in server/store.ts.
 */
export const syncSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS sync_spaces (
    space_id TEXT PRIMARY KEY,
    created_at TEXT NOT NULL,
    last_seq INTEGER NOT NULL DEFAULT 0,
    used_bytes INTEGER NOT NULL DEFAULT 0
  )`,
  `CREATE TABLE IF NOT EXISTS sync_devices (
    space_id TEXT NOT NULL,
    device_id TEXT NOT NULL,
    signing_key TEXT NOT NULL,
    wrap_key TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    PRIMARY KEY (space_id, device_id)
  )`,
  `CREATE TABLE IF NOT EXISTS sync_invites (
    invite_id TEXT PRIMARY KEY,
    space_id TEXT NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    sealed TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    used_at TEXT
  )`,
  'CREATE INDEX IF NOT EXISTS sync_invites_space ON sync_invites (space_id, expires_at)',
  `CREATE TABLE IF NOT EXISTS sync_changes (
    space_id TEXT NOT NULL,
    record_key TEXT NOT NULL,
    hlc TEXT NOT NULL,
    seq INTEGER NOT NULL,
    ciphertext TEXT NOT NULL,
    size INTEGER NOT NULL,
    PRIMARY KEY (space_id, record_key)
  )`,
  'CREATE UNIQUE INDEX IF NOT EXISTS sync_changes_seq ON sync_changes (space_id, seq)',
];

/**
 * Schema version 3: removed devices keep their row (so their requests get 403, not 401),
 * each device's encrypted name, key epochs on spaces and changes, the family key wrapped for each
 * device and for the recovery kit, and the recovery kit (its token hash and sealed key, never the code).
 */
export const syncDevicesSchemaStatements: readonly string[] = [
  'ALTER TABLE sync_devices ADD COLUMN removed_at TEXT',
  'ALTER TABLE sync_devices ADD COLUMN label TEXT',
  'ALTER TABLE sync_spaces ADD COLUMN key_epoch INTEGER NOT NULL DEFAULT 0',
  'ALTER TABLE sync_changes ADD COLUMN key_epoch INTEGER NOT NULL DEFAULT 0',
  `CREATE TABLE IF NOT EXISTS sync_key_wraps (
    space_id TEXT NOT NULL,
    recipient TEXT NOT NULL,
    epoch INTEGER NOT NULL,
    wrapped TEXT NOT NULL,
    PRIMARY KEY (space_id, recipient)
  )`,
  `CREATE TABLE IF NOT EXISTS sync_recovery (
    space_id TEXT PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    salt TEXT NOT NULL,
    iterations INTEGER NOT NULL,
    sealed TEXT NOT NULL,
    wrap_key TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
];

/**
 * Schema version 4: family keys close their gaps. Each device's public keys carry the family's vouch
 * (an HMAC under the current family key, opaque here); a rotation records who made the recovery
 * kit that it retires and why; a device that leaves asks the others to renew the key; each change
 * records its format; signed requests that change something are remembered for their five minutes
 * so that none can be sent twice. Kits made before (a recovery key every rotation wrapped for) are
 * retired: the family is asked to make a new code.
 */
export const syncKeysSchemaStatements: readonly string[] = [
  'ALTER TABLE sync_devices ADD COLUMN vouch TEXT',
  'ALTER TABLE sync_devices ADD COLUMN vouch_epoch INTEGER',
  'ALTER TABLE sync_spaces ADD COLUMN rekey_after_leave_of TEXT',
  'ALTER TABLE sync_spaces ADD COLUMN recovery_retired_at TEXT',
  'ALTER TABLE sync_spaces ADD COLUMN recovery_retired_reason TEXT',
  'ALTER TABLE sync_spaces ADD COLUMN recovery_retired_device TEXT',
  'ALTER TABLE sync_recovery ADD COLUMN made_by TEXT',
  'ALTER TABLE sync_recovery ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0',
  'ALTER TABLE sync_changes ADD COLUMN format INTEGER NOT NULL DEFAULT 1',
  `CREATE TABLE IF NOT EXISTS sync_request_log (
    request_hash TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS sync_request_log_expiry ON sync_request_log (expires_at)',
  `UPDATE sync_spaces SET recovery_retired_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), recovery_retired_reason = 'upgrade'
    WHERE space_id IN (SELECT space_id FROM sync_recovery)`,
  "DELETE FROM sync_key_wraps WHERE recipient = 'recovery'",
  'DELETE FROM sync_recovery',
];

/**
 * Schema version 6: the relay stays up for every family. The bytes all families keep, in one row
 * the pushes keep current (a whole-server ceiling without summing every space); the spaces removed
 * because no device opened them for a long time, by id and date only, so a device coming back is
 * told why; indexes for the sweep that removes them and purges expired invitations.
 */
export const syncRelaySchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS sync_usage (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    used_bytes INTEGER NOT NULL
  )`,
  'INSERT OR IGNORE INTO sync_usage (id, used_bytes) SELECT 1, COALESCE(SUM(used_bytes), 0) FROM sync_spaces',
  `CREATE TABLE IF NOT EXISTS sync_removed_spaces (
    space_id TEXT PRIMARY KEY,
    removed_at TEXT NOT NULL
  )`,
  'CREATE INDEX IF NOT EXISTS sync_invites_expiry ON sync_invites (expires_at)',
];

/**
 * Schema version 8: voice notes and videos travel as encrypted chunks, apart from the changes, so a
 * device fetches a recording only when it is played and an upload resumes where it stopped. The
 * server sees the recording's random id, each chunk's index, the number of chunks, the key epoch and
 * the size: never a byte of the recording, nor which moment it belongs to.
 */
export const syncMediaSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS sync_media (
    space_id TEXT NOT NULL,
    media_id TEXT NOT NULL,
    idx INTEGER NOT NULL,
    count INTEGER NOT NULL,
    key_epoch INTEGER NOT NULL,
    chunk BLOB NOT NULL,
    size INTEGER NOT NULL,
    PRIMARY KEY (space_id, media_id, idx)
  )`,
  // Counts the space's completed recordings: a device's event stream tells it when one is complete.
  'ALTER TABLE sync_spaces ADD COLUMN media_seq INTEGER NOT NULL DEFAULT 0',
];
