// @vitest-environment node
// A removed phone reads nothing new: the family's devices (the app's own client code) against the
// real sync server, with an attacker who holds a removed device's keys and can write the server's
// database. Each test is one finding of the outside review of family sync.
import { describe, expect, it } from 'vitest';
import { importFamilyKey, recordKeyOf } from '@/data/sync/crypto';
import { fromBase64Url, randomBytes, toBase64Url, utf8 } from '@/data/sync/encoding';
import { formatHlc } from '@/data/sync/hlc';
import { acknowledgeRecoveryNotice, listFamilyDevices, removeDevice, renameThisDevice } from '@/data/sync/devices';
import { nextKeyring, wrapKeyring } from '@/data/sync/keyring';
import { SYNC_STATE } from '@/data/sync/schema';
import { createRecoveryKit, restoreFromCode } from '@/data/sync/recovery';
import { keyringOf } from '@/data/sync/schema';
import { readSpace } from '@/data/sync/space';
import { emptyDevice, FAMILY, firstDevice, invitedDevice, useSyncServer, type TestFamilyDevice } from './family-harness';

const server = useSyncServer();
const ITERATIONS = 100_000;

async function readPinsOf(device: TestFamilyDevice): Promise<{ count: number; devices: Record<string, string> }> {
  return (await device.database.syncState.get(SYNC_STATE.pins))!.value as { count: number; devices: Record<string, string> };
}

async function keysOf(device: TestFamilyDevice): Promise<string[]> {
  return keyringOf((await readSpace(device.database))!).map((entry) => entry.key);
}

async function ecdhPair() {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  return { pair, spki: toBase64Url(await crypto.subtle.exportKey('spki', pair.publicKey)) };
}

/** Whether `privateKey` opens a wrapped keyring (ephemeral SPKI || iv || AES-GCM, docs/sync-protocol.md). */
async function opensWrap(wrapped: string, privateKey: CryptoKey): Promise<boolean> {
  const bytes = fromBase64Url(wrapped);
  try {
    const ephemeral = await crypto.subtle.importKey('spki', bytes.slice(0, 91), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    const bits = await crypto.subtle.deriveBits({ name: 'ECDH', public: ephemeral }, privateKey, 256);
    const base = await crypto.subtle.importKey('raw', bits, 'HKDF', false, ['deriveKey']);
    const aes = await crypto.subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8('hearth keyring wrap v1') },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    // The associated data names the recipient: try without it being known, by the tag alone failing or not.
    const rows = await server.db.execute('SELECT DISTINCT space_id, recipient, epoch FROM sync_key_wraps');
    for (const row of rows.rows) {
      const aad = utf8(`hearth-keyring-v1\n${String(row.space_id)}\n${String(row.recipient)}\n${Number(row.epoch)}`);
      try {
        await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(91, 103), additionalData: aad }, aes, bytes.subarray(103));
        return true;
      } catch {
        // Not this recipient's associated data.
      }
    }
    return false;
  } catch {
    return false;
  }
}

describe('the recovery kit is no back door for a removed device', () => {
  it('a device that made the recovery code, once removed, cannot recover the family with it', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    const code = await createRecoveryKit(b.database, ITERATIONS);
    await removeDevice(b.deviceId, a.database, a.engine);
    const stranger = emptyDevice();
    await expect(restoreFromCode(code, stranger.database, stranger.engine)).rejects.toThrow();
    expect(await readSpace(stranger.database)).toBeNull();
  });

  it('a recovering device trusts only the keyring its code sealed, not a later key the server hands it', async () => {
    const a = await firstDevice();
    const code = await createRecoveryKit(a.database, ITERATIONS);
    const space = (await readSpace(a.database))!;
    // The attacker holds the first family key (a removed device had it) and writes the database.
    const evilKey = toBase64Url(randomBytes(32));
    const kit = (await server.db.execute('SELECT wrap_key FROM sync_recovery')).rows[0];
    const wrapKey = String(kit?.wrap_key ?? '');
    if (wrapKey !== '') {
      const forged = await wrapKeyring([{ epoch: 0, key: space.familyKey }, { epoch: 1, key: evilKey }], wrapKey, space.spaceId, 'recovery');
      await server.db.execute({ sql: 'UPDATE sync_spaces SET key_epoch = 1 WHERE space_id = ?', args: [space.spaceId] });
      await server.db.execute({ sql: "UPDATE sync_key_wraps SET epoch = 1, wrapped = ? WHERE recipient = 'recovery'", args: [forged] });
    }
    const fresh = emptyDevice();
    await restoreFromCode(code, fresh.database, fresh.engine).catch(() => undefined);
    const recovered = await readSpace(fresh.database);
    if (recovered) expect(keyringOf(recovered).map((entry) => entry.key)).not.toContain(evilKey);
  });
});

describe('the recovery code after a removal', () => {
  it('the remover is asked for a new code, naming the removed device; the new code brings everything back', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    await renameThisDevice({ name: 'Cyrus phone', memberId: null }, b.database);
    await createRecoveryKit(b.database, ITERATIONS);
    expect((await listFamilyDevices(a.database, a.engine)).recovery).toMatchObject({ current: { madeByName: 'Cyrus phone', madeByThisDevice: false }, retired: null, replaced: false });
    const outcome = await removeDevice(b.deviceId, a.database, a.engine);
    expect(outcome.recoveryRetired).toBe(true);
    expect((await listFamilyDevices(a.database, a.engine)).recovery).toMatchObject({ current: null, retired: { reason: 'removal', deviceName: 'Cyrus phone' } });
    await a.database.posts.put({ id: 'post_after', userId: FAMILY.members[0]!.id, userName: 'Wren', userImage: '', type: 'text', content: 'After', timestamp: new Date().toISOString(), likes: 0, comments: 0 });
    await a.engine.syncNow();
    const code = await createRecoveryKit(a.database, ITERATIONS);
    expect((await listFamilyDevices(a.database, a.engine)).recovery).toMatchObject({ current: { madeByThisDevice: true }, retired: null });
    const fresh = emptyDevice();
    await restoreFromCode(code, fresh.database, fresh.engine);
    expect((await fresh.database.posts.get('post_after'))?.content).toBe('After');
    expect(await keysOf({ ...fresh, deviceId: '' })).toEqual(await keysOf(a));
    expect((await listFamilyDevices(a.database, a.engine)).devices.map((device) => device.trust)).toEqual(['verified', 'verified']);
  });

  it('the other devices are told when another device replaced the code, until they have read it', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    await renameThisDevice({ name: 'Garden laptop', memberId: null }, b.database);
    await createRecoveryKit(a.database, ITERATIONS);
    expect((await listFamilyDevices(a.database, a.engine)).recovery.replaced).toBe(false);
    expect((await listFamilyDevices(b.database, b.engine)).recovery.replaced).toBe(false);
    await createRecoveryKit(b.database, ITERATIONS);
    expect((await listFamilyDevices(b.database, b.engine)).recovery.replaced).toBe(false);
    const seenByA = await listFamilyDevices(a.database, a.engine);
    expect(seenByA.recovery).toMatchObject({ replaced: true, current: { madeByName: 'Garden laptop' } });
    expect((await listFamilyDevices(a.database, a.engine)).recovery.replaced).toBe(true);
    await acknowledgeRecoveryNotice(seenByA.recovery.current!.createdAt, a.database);
    expect((await listFamilyDevices(a.database, a.engine)).recovery.replaced).toBe(false);
  });
});

describe("device keys are vouched for by the family", () => {
  it("a wrap key replaced in the server's database before a removal gets no key", async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    const c = await invitedDevice(a);
    const attacker = await ecdhPair();
    await server.db.execute({ sql: 'UPDATE sync_devices SET wrap_key = ? WHERE device_id = ?', args: [attacker.spki, c.deviceId] });
    await removeDevice(b.deviceId, a.database, a.engine).catch(() => undefined);
    const wraps = (await server.db.execute('SELECT wrapped FROM sync_key_wraps')).rows.map((row) => String(row.wrapped));
    for (const wrapped of wraps) expect(await opensWrap(wrapped, attacker.pair.privateKey)).toBe(false);
  });

  it('shows such a device as unverified, and removes it in the same rotation as the device the family removes', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    const c = await invitedDevice(a);
    await renameThisDevice({ name: 'Kitchen tablet', memberId: null }, c.database);
    expect((await listFamilyDevices(a.database, a.engine)).devices.map((device) => device.trust)).toEqual(['verified', 'verified', 'verified']);
    const attacker = await ecdhPair();
    await server.db.execute({ sql: 'UPDATE sync_devices SET wrap_key = ? WHERE device_id = ?', args: [attacker.spki, c.deviceId] });
    const listed = await listFamilyDevices(a.database, a.engine);
    expect(listed.devices.find((device) => device.deviceId === c.deviceId)).toMatchObject({ trust: 'unverified', label: { name: 'Kitchen tablet' } });
    const outcome = await removeDevice(b.deviceId, a.database, a.engine);
    expect(outcome).toMatchObject({ epoch: 1, alsoRemoved: [c.deviceId] });
    expect((await listFamilyDevices(a.database, a.engine)).devices.map((device) => device.deviceId)).toEqual([a.deviceId]);
    await c.engine.syncNow();
    expect(c.engine.getStatus().state).toBe('removed');
  });

  it('a vouch copied from another device, or a device pinned with other keys, is not trusted either', async () => {
    const a = await firstDevice();
    const c = await invitedDevice(a);
    const d = await invitedDevice(a);
    await listFamilyDevices(a.database, a.engine);
    const vouchOf = async (id: string) => String((await server.db.execute({ sql: 'SELECT vouch FROM sync_devices WHERE device_id = ?', args: [id] })).rows[0]!.vouch);
    await server.db.execute({ sql: 'UPDATE sync_devices SET vouch = ? WHERE device_id = ?', args: [await vouchOf(c.deviceId), d.deviceId] });
    expect((await listFamilyDevices(a.database, a.engine)).devices.find((device) => device.deviceId === d.deviceId)?.trust).toBe('unverified');
  });

  it('a device set up before vouches vouches for itself on its next sync; until then it is pending', async () => {
    const a = await firstDevice();
    const c = await invitedDevice(a);
    // As before the update: no vouch on the server, none remembered on the device.
    await server.db.execute({ sql: 'UPDATE sync_devices SET vouch = NULL, vouch_epoch = NULL WHERE device_id = ?', args: [c.deviceId] });
    const space = (await readSpace(c.database))!;
    delete space.vouchedEpoch;
    await c.database.syncState.put({ key: SYNC_STATE.space, value: space });
    expect((await listFamilyDevices(a.database, a.engine)).devices.find((device) => device.deviceId === c.deviceId)?.trust).toBe('pending');
    await c.engine.load();
    await c.engine.syncNow();
    expect((await listFamilyDevices(a.database, a.engine)).devices.find((device) => device.deviceId === c.deviceId)?.trust).toBe('verified');
  });
});

describe('a retired key opens nothing new', () => {
  it('a change sealed with the removed device key and dated after the removal is refused', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    const c = await invitedDevice(a);
    const [oldKey] = await keysOf(b);
    await removeDevice(b.deviceId, a.database, a.engine);
    // The removed device seals a moment with the key it kept, dated after its removal, and the
    // server's database takes it in under the old epoch, in the format of before (no epoch bound).
    const space = (await readSpace(c.database))!;
    const keys = await importFamilyKey(fromBase64Url(oldKey!));
    const recordKey = await recordKeyOf(keys, 'posts', 'post_evil');
    const hlc = formatHlc({ wallMs: Date.now() + 60_000, counter: 0, deviceId: b.deviceId });
    const plaintext = { table: 'posts', id: 'post_evil', deleted: false, value: { id: 'post_evil', userId: FAMILY.members[0]!.id, userName: 'Wren', userImage: '', type: 'text', content: 'Click this link', timestamp: new Date().toISOString(), likes: 0, comments: 0 } };
    const iv = randomBytes(12);
    const sealed = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: utf8(`hearth-sync-v1\n${space.spaceId}\n${recordKey}\n${hlc}`) }, keys.aes, utf8(JSON.stringify(plaintext))),
    );
    const ciphertext = toBase64Url(new Uint8Array([...iv, ...sealed]));
    const last = Number((await server.db.execute({ sql: 'SELECT last_seq FROM sync_spaces WHERE space_id = ?', args: [space.spaceId] })).rows[0]!.last_seq);
    await server.db.execute({
      sql: 'INSERT INTO sync_changes (space_id, record_key, hlc, seq, ciphertext, size, key_epoch) VALUES (?, ?, ?, ?, ?, ?, 0)',
      args: [space.spaceId, recordKey, hlc, last + 1, ciphertext, sealed.length + 12],
    });
    await server.db.execute({ sql: 'UPDATE sync_spaces SET last_seq = ? WHERE space_id = ?', args: [last + 1, space.spaceId] });
    await c.engine.syncNow();
    expect(await c.database.posts.get('post_evil')).toBeUndefined();
    expect(c.engine.getStatus().rejected).toBe(1);
  });

  it('the same in the new change format, with the epoch bound: refused too; a moment shared before the removal still opens', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    await a.database.posts.put({ id: 'post_before', userId: FAMILY.members[0]!.id, userName: 'Wren', userImage: '', type: 'text', content: 'Before', timestamp: new Date().toISOString(), likes: 0, comments: 0 });
    await a.engine.syncNow();
    const [oldKey] = await keysOf(b);
    await removeDevice(b.deviceId, a.database, a.engine);
    const space = (await readSpace(a.database))!;
    const keys = await importFamilyKey(fromBase64Url(oldKey!));
    const recordKey = await recordKeyOf(keys, 'posts', 'post_evil');
    const hlc = formatHlc({ wallMs: Date.now() + 60_000, counter: 0, deviceId: b.deviceId });
    const { encryptChange } = await import('@/data/sync/crypto');
    const ciphertext = await encryptChange(keys, space.spaceId, recordKey, hlc, 0, { table: 'posts', id: 'post_evil', deleted: false, value: { id: 'post_evil', content: 'Click this link' } });
    const last = Number((await server.db.execute({ sql: 'SELECT last_seq FROM sync_spaces WHERE space_id = ?', args: [space.spaceId] })).rows[0]!.last_seq);
    await server.db.execute({
      sql: 'INSERT INTO sync_changes (space_id, record_key, hlc, seq, ciphertext, size, key_epoch, format) VALUES (?, ?, ?, ?, ?, 100, 0, 2)',
      args: [space.spaceId, recordKey, hlc, last + 1, ciphertext],
    });
    await server.db.execute({ sql: 'UPDATE sync_spaces SET last_seq = ? WHERE space_id = ?', args: [last + 1, space.spaceId] });
    const fresh = await invitedDevice(a);
    expect(await fresh.database.posts.get('post_evil')).toBeUndefined();
    expect((await fresh.database.posts.get('post_before'))?.content).toBe('Before');
    expect(fresh.engine.getStatus().rejected).toBe(1);
  });
});

describe('a new key comes only from a device the family trusts', () => {
  it("a keyring the server hands a device, made with the removed device's old key, is refused and nothing is sealed with it", async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    const c = await invitedDevice(a);
    const [oldKey] = await keysOf(b);
    await removeDevice(b.deviceId, a.database, a.engine);
    // The attacker (the removed device's keys and the server's database) replaces C's wrap with a
    // keyring that continues the old key with one of its own, as if another device had rotated.
    const evilKey = toBase64Url(randomBytes(32));
    const space = (await readSpace(c.database))!;
    const stranger = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
    const forged = await nextKeyring([{ epoch: 0, key: oldKey! }], space.spaceId, { from: formatHlc({ wallMs: Date.now(), counter: 0, deviceId: 'x' }), removed: [b.deviceId], by: 'mallory_device_00000000' }, stranger.privateKey);
    forged[1] = { ...forged[1]!, key: evilKey };
    const wrapped = await wrapKeyring(forged, space.wrapPublic, space.spaceId, c.deviceId);
    await server.db.execute({ sql: 'UPDATE sync_key_wraps SET wrapped = ? WHERE recipient = ?', args: [wrapped, c.deviceId] });
    await c.database.posts.put({ id: 'post_from_c', userId: FAMILY.members[0]!.id, userName: 'Wren', userImage: '', type: 'text', content: 'From C', timestamp: new Date().toISOString(), likes: 0, comments: 0 });
    await c.engine.syncNow();
    expect(await keysOf(c)).not.toContain(evilKey);
    expect(c.engine.getStatus()).toMatchObject({ state: 'attention', problem: 'KEYS_UNCONFIRMED' });
    // Nothing C holds was sent under the attacker's key: its moment waits on the device.
    expect(await c.database.syncOutbox.count()).toBeGreaterThan(0);
  });

  it('a keyring signed by the device it removes is refused as well', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    const space = (await readSpace(b.database))!;
    const forged = await nextKeyring([{ epoch: 0, key: space.familyKey }], space.spaceId, { from: formatHlc({ wallMs: Date.now(), counter: 0, deviceId: 'x' }), removed: [b.deviceId], by: b.deviceId }, space.signing.privateKey);
    const wrapped = await wrapKeyring(forged, (await readSpace(a.database))!.wrapPublic, space.spaceId, a.deviceId);
    await server.db.execute({ sql: 'UPDATE sync_spaces SET key_epoch = 1' });
    await server.db.execute({ sql: 'INSERT INTO sync_key_wraps (space_id, recipient, epoch, wrapped) VALUES (?, ?, 1, ?)', args: [space.spaceId, a.deviceId, wrapped] });
    await a.engine.syncNow();
    expect(await keysOf(a)).toHaveLength(1);
    expect(a.engine.getStatus().problem).toBe('KEYS_UNCONFIRMED');
  });
});

describe('honest rotations are taken', () => {
  it('by a device that joined just before the rotation, and by one set up before pins existed', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    const c = await invitedDevice(a);
    // C as before the update: no pins, nothing vouched remembered.
    await c.database.syncState.delete(SYNC_STATE.pins);
    const d = await invitedDevice(a);
    await removeDevice(b.deviceId, a.database, a.engine);
    for (const device of [c, d]) {
      await device.engine.syncNow();
      expect(device.engine.getStatus().problem).toBeNull();
      expect(await keysOf(device)).toEqual(await keysOf(a));
    }
  });

  it('over several rotations a device missed, each made by a device it knew', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    const c = await invitedDevice(a);
    const d = await invitedDevice(a);
    await c.engine.syncNow();
    await removeDevice(b.deviceId, a.database, a.engine);
    await d.engine.syncNow();
    const e = await invitedDevice(a);
    await removeDevice(e.deviceId, d.database, d.engine);
    await c.engine.syncNow();
    expect(c.engine.getStatus().problem).toBeNull();
    expect(await keysOf(c)).toEqual(await keysOf(d));
    expect(await keysOf(c)).toHaveLength(3);
  });

  it('but not from a device this one never saw: it says so and seals nothing with that key (the family erases and invites it again)', async () => {
    const a = await firstDevice();
    const c = await invitedDevice(a);
    const d = await invitedDevice(a);
    const x = await invitedDevice(d);
    // C was offline all along: it never saw D, which then removed X.
    await c.database.syncState.put({ key: SYNC_STATE.pins, value: { count: 99, devices: Object.fromEntries(Object.entries((await readPinsOf(c)).devices).filter(([id]) => id !== d.deviceId)) } });
    await removeDevice(x.deviceId, d.database, d.engine);
    await c.engine.syncNow();
    expect(c.engine.getStatus().problem).toBe('KEYS_UNCONFIRMED');
    expect(await keysOf(c)).toHaveLength(1);
  });
});

describe('a device that leaves', () => {
  it('makes no key: the next device of the family renews it, so what is shared afterwards opens with no key it held', async () => {
    const a = await firstDevice();
    const b = await invitedDevice(a);
    await createRecoveryKit(a.database, ITERATIONS);
    await removeDevice(b.deviceId, b.database, b.engine);
    expect(b.engine.getStatus().state).toBe('removed');
    const bKeys = await keysOf(b);
    await a.database.posts.put({ id: 'post_after', userId: FAMILY.members[0]!.id, userName: 'Wren', userImage: '', type: 'text', content: 'After', timestamp: new Date().toISOString(), likes: 0, comments: 0 });
    await a.engine.syncNow();
    const aKeys = await keysOf(a);
    expect(aKeys).toHaveLength(2);
    expect(bKeys).not.toContain(aKeys[1]);
    const row = (await server.db.execute("SELECT key_epoch FROM sync_changes ORDER BY seq DESC LIMIT 1")).rows[0]!;
    expect(Number(row.key_epoch)).toBe(1);
    expect((await listFamilyDevices(a.database, a.engine)).recovery).toMatchObject({ current: null, retired: { reason: 'leave' } });
  });
});

describe('who uses a device', () => {
  it('the member chosen when joining shows at once on the other devices', async () => {
    const a = await firstDevice();
    const peregrine = FAMILY.members[1]!.id;
    const b = await invitedDevice(a, peregrine);
    const { devices } = await listFamilyDevices(a.database);
    expect(devices.find((device) => device.deviceId === b.deviceId)?.label?.memberId).toBe(peregrine);
  });
});
