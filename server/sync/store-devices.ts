import type { Client, InStatement, Transaction } from '@libsql/client';
import type { WriteQueue } from './store';
import type { ClaimResult, DeviceRegistration, KeyWrap, OpenedRecovery, RotateResult, SyncStore } from './store-types';

/** The recovery kit's wrap is stored like a device's, under this recipient name (never a device id: those are 22 chars). */
export const recoveryRecipient = 'recovery';

export const insertDevice = (spaceId: string, device: DeviceRegistration, at: string): InStatement => ({
  sql: `INSERT INTO sync_devices (space_id, device_id, signing_key, wrap_key, created_at, last_seen_at)
        VALUES (?, ?, ?, ?, ?, ?)`,
  args: [spaceId, device.deviceId, device.signingKey, device.wrapKey, at, at],
});

/** Why a device cannot join now: its id is taken (also by a removed device) or the space is full. */
export async function deviceCheck(
  tx: Transaction,
  spaceId: string,
  deviceId: string,
  maxDevices: number,
): Promise<'device-exists' | 'device-limit' | null> {
  const devices = await tx.execute({ sql: 'SELECT device_id, removed_at FROM sync_devices WHERE space_id = ?', args: [spaceId] });
  if (devices.rows.some((row) => String(row.device_id) === deviceId)) return 'device-exists';
  if (devices.rows.filter((row) => row.removed_at === null).length >= maxDevices) return 'device-limit';
  return null;
}

type DeviceStore = Pick<
  SyncStore,
  'listDevices' | 'setLabel' | 'keyState' | 'rotate' | 'setRecovery' | 'recoveryStatus' | 'openRecovery' | 'claimRecovery'
>;

const putWrap = (spaceId: string, wrap: KeyWrap): InStatement => ({
  sql: `INSERT INTO sync_key_wraps (space_id, recipient, epoch, wrapped) VALUES (?, ?, ?, ?)
        ON CONFLICT (space_id, recipient) DO UPDATE SET epoch = excluded.epoch, wrapped = excluded.wrapped`,
  args: [spaceId, wrap.recipient, wrap.epoch, wrap.wrapped],
});

async function spaceEpoch(tx: Transaction, spaceId: string): Promise<number> {
  const row = (await tx.execute({ sql: 'SELECT key_epoch FROM sync_spaces WHERE space_id = ?', args: [spaceId] })).rows[0];
  return Number(row?.key_epoch ?? 0);
}

/** Devices, key rotation and the recovery kit (issue 25), on the same database and write queue. */
export function deviceStore(client: Client, write: WriteQueue): DeviceStore {
  return {
    async listDevices(spaceId) {
      const result = await client.execute({
        sql: `SELECT device_id, created_at, last_seen_at, wrap_key, label FROM sync_devices
              WHERE space_id = ? AND removed_at IS NULL ORDER BY created_at, device_id`,
        args: [spaceId],
      });
      return result.rows.map((row) => ({
        deviceId: String(row.device_id),
        createdAt: String(row.created_at),
        lastSeenAt: String(row.last_seen_at),
        wrapKey: String(row.wrap_key),
        label: row.label === null ? null : String(row.label),
      }));
    },

    setLabel(spaceId, deviceId, label) {
      return write(async (tx) => {
        await tx.execute({ sql: 'UPDATE sync_devices SET label = ? WHERE space_id = ? AND device_id = ?', args: [label, spaceId, deviceId] });
      });
    },

    async keyState(spaceId, recipient) {
      const [space, wrap] = await client.batch(
        [
          { sql: 'SELECT key_epoch FROM sync_spaces WHERE space_id = ?', args: [spaceId] },
          { sql: 'SELECT epoch, wrapped FROM sync_key_wraps WHERE space_id = ? AND recipient = ?', args: [spaceId, recipient] },
        ],
        'read',
      );
      const row = wrap?.rows[0];
      return {
        epoch: Number(space?.rows[0]?.key_epoch ?? 0),
        wrap: row ? { recipient, epoch: Number(row.epoch), wrapped: String(row.wrapped) } : null,
      };
    },

    rotate(spaceId, rotation, now) {
      return write(async (tx): Promise<RotateResult> => {
        const target = (
          await tx.execute({
            sql: 'SELECT device_id FROM sync_devices WHERE space_id = ? AND device_id = ? AND removed_at IS NULL',
            args: [spaceId, rotation.remove],
          })
        ).rows[0];
        if (!target) return 'not-found';
        if ((await spaceEpoch(tx, spaceId)) + 1 !== rotation.epoch) return 'stale-epoch';
        // Every remaining device (and the recovery kit) must get the new key, or it would be locked out.
        const remaining = await tx.execute({
          sql: 'SELECT device_id FROM sync_devices WHERE space_id = ? AND removed_at IS NULL AND device_id != ?',
          args: [spaceId, rotation.remove],
        });
        const kit = (await tx.execute({ sql: 'SELECT space_id FROM sync_recovery WHERE space_id = ?', args: [spaceId] })).rows[0];
        const expected = new Set(remaining.rows.map((row) => String(row.device_id)));
        if (kit) expected.add(recoveryRecipient);
        const given = new Set(rotation.wraps.map((wrap) => wrap.recipient));
        if (given.size !== rotation.wraps.length || given.size !== expected.size || [...given].some((id) => !expected.has(id))) {
          return 'recipients-changed';
        }
        await tx.batch([
          {
            sql: 'UPDATE sync_devices SET removed_at = ?, label = NULL WHERE space_id = ? AND device_id = ?',
            args: [now.toISOString(), spaceId, rotation.remove],
          },
          { sql: 'DELETE FROM sync_key_wraps WHERE space_id = ? AND recipient = ?', args: [spaceId, rotation.remove] },
          // Open invites carry the old key: a device joining with one could not read anything new.
          { sql: 'DELETE FROM sync_invites WHERE space_id = ? AND used_at IS NULL', args: [spaceId] },
          { sql: 'UPDATE sync_spaces SET key_epoch = ? WHERE space_id = ?', args: [rotation.epoch, spaceId] },
          ...rotation.wraps.map((wrap) => putWrap(spaceId, { ...wrap, epoch: rotation.epoch })),
        ]);
        return 'ok';
      });
    },

    setRecovery(spaceId, kit, wrap, now) {
      return write(async (tx) => {
        if ((await spaceEpoch(tx, spaceId)) !== wrap.epoch) return 'stale-epoch' as const;
        await tx.batch([
          // One kit per space: replacing the row is what makes the old code useless.
          { sql: 'DELETE FROM sync_recovery WHERE space_id = ?', args: [spaceId] },
          {
            sql: `INSERT INTO sync_recovery (space_id, token_hash, salt, iterations, sealed, wrap_key, created_at)
                  VALUES (?, ?, ?, ?, ?, ?, ?)`,
            args: [spaceId, kit.tokenHash, kit.salt, kit.iterations, kit.sealed, kit.wrapKey, now.toISOString()],
          },
          putWrap(spaceId, { ...wrap, recipient: recoveryRecipient }),
        ]);
        return 'ok' as const;
      });
    },

    async recoveryStatus(spaceId) {
      const row = (await client.execute({ sql: 'SELECT created_at, wrap_key FROM sync_recovery WHERE space_id = ?', args: [spaceId] })).rows[0];
      return row ? { createdAt: String(row.created_at), wrapKey: String(row.wrap_key) } : null;
    },

    async openRecovery(tokenHash) {
      const row = (
        await client.execute({
          sql: `SELECT r.space_id, r.salt, r.iterations, r.sealed, w.epoch, w.wrapped FROM sync_recovery r
                JOIN sync_key_wraps w ON w.space_id = r.space_id AND w.recipient = ?
                WHERE r.token_hash = ?`,
          args: [recoveryRecipient, tokenHash],
        })
      ).rows[0];
      if (!row) return null;
      const opened: OpenedRecovery = {
        spaceId: String(row.space_id),
        salt: String(row.salt),
        iterations: Number(row.iterations),
        sealed: String(row.sealed),
        epoch: Number(row.epoch),
        wrapped: String(row.wrapped),
      };
      return opened;
    },

    claimRecovery(tokenHash, device, now, maxDevices) {
      return write(async (tx): Promise<ClaimResult> => {
        const kit = (await tx.execute({ sql: 'SELECT space_id FROM sync_recovery WHERE token_hash = ?', args: [tokenHash] })).rows[0];
        if (!kit) return { status: 'not-found' };
        const spaceId = String(kit.space_id);
        const full = await deviceCheck(tx, spaceId, device.deviceId, maxDevices);
        if (full) return { status: full };
        await tx.execute(insertDevice(spaceId, device, now.toISOString()));
        return { status: 'ok', spaceId };
      });
    },
  };
}
