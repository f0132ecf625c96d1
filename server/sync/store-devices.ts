import type { Client, InStatement } from '@libsql/client';
import type { WriteQueue, WriteTransaction } from '../write-queue';
import type { ClaimResult, DeviceRegistration, KeyWrap, OpenedRecovery, RecoveryStatus, RotateResult, SyncStore } from './store-types';

/** Kits made before key epochs were sealed into them had a wrap under this recipient name; none is kept. */
const legacyRecoveryRecipient = 'recovery';

export const insertDevice = (spaceId: string, device: DeviceRegistration, at: string): InStatement => ({
  sql: `INSERT INTO sync_devices (space_id, device_id, signing_key, wrap_key, created_at, last_seen_at, vouch, vouch_epoch, label)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  args: [spaceId, device.deviceId, device.signingKey, device.wrapKey, at, at, device.vouch?.vouch ?? null, device.vouch?.epoch ?? null, device.label ?? null],
});

/** Why a device cannot join now: its id is taken (also by a removed device) or the space is full. */
export async function deviceCheck(
  tx: WriteTransaction,
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
  'listDevices' | 'setLabel' | 'setVouch' | 'keyState' | 'rotate' | 'leave' | 'setRecovery' | 'recoveryStatus' | 'openRecovery' | 'claimRecovery'
>;

const putWrap = (spaceId: string, wrap: KeyWrap): InStatement => ({
  sql: `INSERT INTO sync_key_wraps (space_id, recipient, epoch, wrapped) VALUES (?, ?, ?, ?)
        ON CONFLICT (space_id, recipient) DO UPDATE SET epoch = excluded.epoch, wrapped = excluded.wrapped`,
  args: [spaceId, wrap.recipient, wrap.epoch, wrap.wrapped],
});

export async function spaceKeys(tx: WriteTransaction | Client, spaceId: string): Promise<{ epoch: number; rekeyAfterLeaveOf: string | null }> {
  const row = (await tx.execute({ sql: 'SELECT key_epoch, rekey_after_leave_of FROM sync_spaces WHERE space_id = ?', args: [spaceId] })).rows[0];
  return { epoch: Number(row?.key_epoch ?? 0), rekeyAfterLeaveOf: row?.rekey_after_leave_of == null ? null : String(row.rekey_after_leave_of) };
}

const sameSet = (given: string[], expected: Set<string>) =>
  new Set(given).size === given.length && given.length === expected.size && given.every((id) => expected.has(id));

/** Devices, key rotation and the recovery kit, on the same database and write queue. */
export function deviceStore(client: Client, write: WriteQueue): DeviceStore {
  return {
    async listDevices(spaceId) {
      const result = await client.execute({
        sql: `SELECT device_id, created_at, last_seen_at, signing_key, wrap_key, label, vouch, vouch_epoch FROM sync_devices
              WHERE space_id = ? AND removed_at IS NULL ORDER BY created_at, device_id`,
        args: [spaceId],
      });
      return result.rows.map((row) => ({
        deviceId: String(row.device_id),
        createdAt: String(row.created_at),
        lastSeenAt: String(row.last_seen_at),
        signingKey: String(row.signing_key),
        wrapKey: String(row.wrap_key),
        label: row.label === null ? null : String(row.label),
        vouch: row.vouch === null ? null : String(row.vouch),
        vouchEpoch: row.vouch_epoch === null ? null : Number(row.vouch_epoch),
      }));
    },

    setLabel(spaceId, deviceId, label) {
      return write(async (tx) => {
        await tx.execute({ sql: 'UPDATE sync_devices SET label = ? WHERE space_id = ? AND device_id = ?', args: [label, spaceId, deviceId] });
      });
    },

    setVouch(spaceId, deviceId, vouch) {
      return write(async (tx) => {
        if ((await spaceKeys(tx, spaceId)).epoch !== vouch.epoch) return 'stale-epoch' as const;
        await tx.execute({
          sql: 'UPDATE sync_devices SET vouch = ?, vouch_epoch = ? WHERE space_id = ? AND device_id = ?',
          args: [vouch.vouch, vouch.epoch, spaceId, deviceId],
        });
        return 'ok' as const;
      });
    },

    async keyState(spaceId, recipient) {
      const [space, wrap] = await client.batch(
        [
          { sql: 'SELECT key_epoch, rekey_after_leave_of FROM sync_spaces WHERE space_id = ?', args: [spaceId] },
          { sql: 'SELECT epoch, wrapped FROM sync_key_wraps WHERE space_id = ? AND recipient = ?', args: [spaceId, recipient] },
        ],
        'read',
      );
      const row = wrap?.rows[0];
      const spaceRow = space?.rows[0];
      return {
        epoch: Number(spaceRow?.key_epoch ?? 0),
        rekeyDue: spaceRow?.rekey_after_leave_of != null,
        wrap: row ? { recipient, epoch: Number(row.epoch), wrapped: String(row.wrapped) } : null,
      };
    },

    rotate(spaceId, caller, rotation, now) {
      return write(async (tx): Promise<RotateResult> => {
        const removed = [...(rotation.remove ? [rotation.remove] : []), ...rotation.alsoRemove];
        // A device that removes itself leaves instead: it must not be the one that makes the new key.
        if (removed.includes(caller)) return { status: 'not-self' };
        const devices = await tx.execute({ sql: 'SELECT device_id FROM sync_devices WHERE space_id = ? AND removed_at IS NULL', args: [spaceId] });
        const current = new Set(devices.rows.map((row) => String(row.device_id)));
        if (new Set(removed).size !== removed.length || removed.some((id) => !current.has(id))) return { status: 'not-found' };
        const keys = await spaceKeys(tx, spaceId);
        if (keys.epoch + 1 !== rotation.epoch) return { status: 'stale-epoch' };
        // Every remaining device must get the new key and the family's vouch under it, or it would be locked out.
        const remaining = new Set([...current].filter((id) => !removed.includes(id)));
        if (!sameSet(rotation.wraps.map((wrap) => wrap.recipient), remaining) || !sameSet(rotation.vouches.map((vouch) => vouch.deviceId), remaining)) {
          return { status: 'recipients-changed' };
        }
        // The devices refuse a change under a retired key dated at or after the rotation point, so
        // none may be stored yet: one pushed since the rotating device last pulled is pulled first.
        const later = await tx.execute({
          sql: 'SELECT 1 FROM sync_changes WHERE space_id = ? AND key_epoch = ? AND hlc >= ? LIMIT 1',
          args: [spaceId, keys.epoch, rotation.from],
        });
        if (later.rows.length > 0) return { status: 'changes-meanwhile' };
        const kit = (await tx.execute({ sql: 'SELECT space_id FROM sync_recovery WHERE space_id = ?', args: [spaceId] })).rows[0];
        const at = now.toISOString();
        const reason = rotation.remove ? 'removal' : keys.rekeyAfterLeaveOf ? 'leave' : 'rekey';
        const retiredDevice = rotation.remove ?? keys.rekeyAfterLeaveOf;
        await tx.batch([
          ...removed.flatMap((id): InStatement[] => [
            { sql: 'UPDATE sync_devices SET removed_at = ?, label = NULL WHERE space_id = ? AND device_id = ?', args: [at, spaceId, id] },
            { sql: 'DELETE FROM sync_key_wraps WHERE space_id = ? AND recipient = ?', args: [spaceId, id] },
            // A removed device gets no more notifications.
            { sql: 'DELETE FROM push_subscriptions WHERE space_id = ? AND device_id = ?', args: [spaceId, id] },
          ]),
          // Open invites carry the old key: a device joining with one could not read anything new.
          { sql: 'DELETE FROM sync_invites WHERE space_id = ? AND used_at IS NULL', args: [spaceId] },
          // The kit holds the old keyring: whoever knows its code (the removed device may) must
          // not reach the new key through it. The family is asked to make a new code.
          ...(kit
            ? [
                { sql: 'DELETE FROM sync_recovery WHERE space_id = ?', args: [spaceId] },
                {
                  sql: 'UPDATE sync_spaces SET recovery_retired_at = ?, recovery_retired_reason = ?, recovery_retired_device = ? WHERE space_id = ?',
                  args: [at, reason, retiredDevice, spaceId],
                },
              ]
            : []),
          { sql: 'DELETE FROM sync_key_wraps WHERE space_id = ? AND recipient = ?', args: [spaceId, legacyRecoveryRecipient] },
          { sql: 'UPDATE sync_spaces SET key_epoch = ?, rekey_after_leave_of = NULL WHERE space_id = ?', args: [rotation.epoch, spaceId] },
          ...rotation.wraps.map((wrap) => putWrap(spaceId, { ...wrap, epoch: rotation.epoch })),
          ...rotation.vouches.map((vouch) => ({
            sql: 'UPDATE sync_devices SET vouch = ?, vouch_epoch = ? WHERE space_id = ? AND device_id = ?',
            args: [vouch.vouch, rotation.epoch, spaceId, vouch.deviceId],
          })),
        ]);
        return { status: 'ok', recoveryRetired: kit !== undefined };
      });
    },

    leave(spaceId, deviceId, now) {
      return write(async (tx) => {
        const left = await tx.execute({
          sql: 'UPDATE sync_devices SET removed_at = ?, label = NULL WHERE space_id = ? AND device_id = ? AND removed_at IS NULL',
          args: [now.toISOString(), spaceId, deviceId],
        });
        if (left.rowsAffected !== 1) return 'not-found' as const;
        // The leaving device holds the current key: the next device online renews it, and no
        // change is taken under it meanwhile.
        await tx.batch([
          { sql: 'DELETE FROM sync_key_wraps WHERE space_id = ? AND recipient = ?', args: [spaceId, deviceId] },
          { sql: 'DELETE FROM push_subscriptions WHERE space_id = ? AND device_id = ?', args: [spaceId, deviceId] },
          { sql: 'UPDATE sync_spaces SET rekey_after_leave_of = ? WHERE space_id = ?', args: [deviceId, spaceId] },
        ]);
        return 'ok' as const;
      });
    },

    setRecovery(spaceId, kit, madeBy, now) {
      return write(async (tx) => {
        const keys = await spaceKeys(tx, spaceId);
        if (keys.epoch !== kit.epoch) return 'stale-epoch' as const;
        // A device left holding this key: a kit sealed now would be retired by the renewal at once.
        if (keys.rekeyAfterLeaveOf !== null) return 'rekey-due' as const;
        await tx.batch([
          // One kit per space: replacing the row is what makes the old code useless.
          { sql: 'DELETE FROM sync_recovery WHERE space_id = ?', args: [spaceId] },
          {
            sql: `INSERT INTO sync_recovery (space_id, token_hash, salt, iterations, sealed, wrap_key, created_at, made_by, epoch)
                  VALUES (?, ?, ?, ?, ?, '', ?, ?, ?)`,
            args: [spaceId, kit.tokenHash, kit.salt, kit.iterations, kit.sealed, now.toISOString(), madeBy, kit.epoch],
          },
          {
            sql: 'UPDATE sync_spaces SET recovery_retired_at = NULL, recovery_retired_reason = NULL, recovery_retired_device = NULL WHERE space_id = ?',
            args: [spaceId],
          },
        ]);
        return 'ok' as const;
      });
    },

    async recoveryStatus(spaceId) {
      const [kit, space] = await client.batch(
        [
          { sql: 'SELECT created_at, made_by, epoch FROM sync_recovery WHERE space_id = ?', args: [spaceId] },
          { sql: 'SELECT recovery_retired_at, recovery_retired_reason, recovery_retired_device FROM sync_spaces WHERE space_id = ?', args: [spaceId] },
        ],
        'read',
      );
      const row = kit?.rows[0];
      const retired = space?.rows[0];
      const status: RecoveryStatus = {
        current: row ? { createdAt: String(row.created_at), madeBy: row.made_by === null ? null : String(row.made_by), epoch: Number(row.epoch) } : null,
        retired:
          !row && retired?.recovery_retired_at != null
            ? {
                at: String(retired.recovery_retired_at),
                reason: String(retired.recovery_retired_reason) as NonNullable<RecoveryStatus['retired']>['reason'],
                deviceId: retired.recovery_retired_device === null ? null : String(retired.recovery_retired_device),
              }
            : null,
      };
      return status;
    },

    async openRecovery(tokenHash) {
      const row = (
        await client.execute({ sql: 'SELECT space_id, salt, iterations, sealed, epoch FROM sync_recovery WHERE token_hash = ?', args: [tokenHash] })
      ).rows[0];
      if (!row) return null;
      const opened: OpenedRecovery = {
        spaceId: String(row.space_id),
        salt: String(row.salt),
        iterations: Number(row.iterations),
        sealed: String(row.sealed),
        epoch: Number(row.epoch),
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
        if (device.vouch && device.vouch.epoch !== (await spaceKeys(tx, spaceId)).epoch) return { status: 'stale-epoch' };
        await tx.execute(insertDevice(spaceId, device, now.toISOString()));
        return { status: 'ok', spaceId };
      });
    },
  };
}
