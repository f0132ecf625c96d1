/**
 * Notifications (schema version 7): the server's VAPID key pair, made at first start unless the
 * operator gives one, and one push subscription per device. A subscription holds what the server
 * needs to deliver and nothing about the family: the push service's endpoint and the keys of its
 * encryption, the opaque topics the device follows, the UTC minutes of its reminder and quiet
 * hours, and the delivery counters of its limits. Append-only like every migration.
 */
export const pushSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS push_vapid_keys (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    public_key TEXT NOT NULL,
    private_key TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS push_subscriptions (
    space_id TEXT NOT NULL,
    device_id TEXT NOT NULL,
    endpoint TEXT NOT NULL,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    topics TEXT NOT NULL,
    schedule TEXT NOT NULL,
    skip_reminder_until INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_push_at INTEGER NOT NULL DEFAULT 0,
    window_start INTEGER NOT NULL DEFAULT 0,
    window_count INTEGER NOT NULL DEFAULT 0,
    retry_at INTEGER NOT NULL DEFAULT 0,
    failures INTEGER NOT NULL DEFAULT 0,
    pending_count INTEGER NOT NULL DEFAULT 0,
    pending_sealed TEXT,
    pending_epoch INTEGER,
    pending_since INTEGER,
    reminder_sent_at INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (space_id, device_id)
  )`,
  'CREATE INDEX IF NOT EXISTS push_subscriptions_pending ON push_subscriptions (pending_count, retry_at)',
];
