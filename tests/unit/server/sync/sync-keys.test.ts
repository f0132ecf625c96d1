// @vitest-environment node
// The server's half of "a removed phone reads nothing new": a rotation retires the recovery kit in
// the same transaction, each device's keys carry the family's vouch, a rotation point keeps late
// changes under a retired key out, a device that leaves gets its key renewed by the others, and a
// captured request that changes something cannot be sent again.
import { describe, expect, it } from 'vitest';
import { createClient } from '@libsql/client';
import { randomId, sha256B64url } from '../../../../server/sync/encoding';
import { syncDevicesSchemaStatements, syncSchemaStatements } from '../../../../server/sync/sql-schema';
import { createLibsqlSyncStore } from '../../../../server/sync/store';
import { base, call, fakeCiphertext, hlc, makeDevice, makeInvite, recordKeyOf, registration, signedRequest, type TestDevice, useSpace } from './sync-helpers';

const space = useSpace();
const at = (path: string) => `${base}/spaces/${space.spaceId}${path}`;
const signed = (method: string, path: string, device: TestDevice, body?: unknown) =>
  call(space.h, method, at(path), device, { spaceId: space.spaceId, body });
const unsigned = (path: string, body: unknown) =>
  space.h.app.request(new Request(`http://hearth.test${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
const vouch = (fill = 6) => fakeCiphertext(32, fill);

async function addDevice(extra: Record<string, unknown> = {}): Promise<TestDevice> {
  const made = await makeInvite();
  await signed('POST', '/invites', space.alice, { tokenHash: made.tokenHash, sealed: made.sealed });
  const device = await makeDevice();
  const response = await space.h.app.request(
    await signedRequest('POST', `${base}/invites/claim`, device, { spaceId: space.spaceId, body: { token: made.token, ...registration(device), ...extra }, time: space.h.nextTime() }),
  );
  expect(response.status).toBe(200);
  return device;
}

const rotation = (remove: string | undefined, remaining: string[], extra: Record<string, unknown> = {}) => ({
  ...(remove ? { remove } : {}),
  epoch: 1,
  from: hlc(Date.now()),
  wraps: remaining.map((recipient) => ({ recipient, wrapped: fakeCiphertext(120, 9) })),
  vouches: remaining.map((deviceId) => ({ deviceId, vouch: vouch(7) })),
  ...extra,
});

async function kitBody(epoch = 0) {
  const token = randomId(32);
  return { token, body: { tokenHash: await sha256B64url(token), salt: randomId(16), iterations: 600_000, sealed: fakeCiphertext(200, 4), epoch } };
}

type Listed = { devices: { deviceId: string; vouch: string | null; vouchEpoch: number | null; label: string | null }[] };

describe('a rotation retires the recovery kit', () => {
  it('in the same transaction: the kit is no recipient, and its code opens nothing afterwards', async () => {
    const bob = await addDevice();
    const kit = await kitBody();
    expect((await signed('PUT', '/recovery', bob, kit.body)).status).toBe(204);
    const rotated = await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId]));
    expect(rotated).toEqual({ status: 200, json: { epoch: 1, recoveryRetired: true } });
    expect((await unsigned('/recovery/open', { token: kit.token })).status).toBe(404);
    const fresh = await makeDevice();
    const claimed = await space.h.app.request(
      await signedRequest('POST', `${base}/recovery/claim`, fresh, { body: { token: kit.token, ...registration(fresh) }, time: space.h.nextTime() }),
    );
    expect(claimed.status).toBe(404);
  });

  it('tells the family why the code stopped working until a new one is made', async () => {
    const bob = await addDevice();
    await signed('PUT', '/recovery', bob, (await kitBody()).body);
    await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId]));
    const listed = (await signed('GET', '/devices', space.alice)).json;
    expect(listed).toMatchObject({ recovery: null, recoveryRetired: { at: expect.any(String), reason: 'removal', deviceId: bob.deviceId } });
    expect((await signed('PUT', '/recovery', space.alice, (await kitBody(1)).body)).status).toBe(204);
    expect((await signed('GET', '/devices', space.alice)).json).toMatchObject({ recovery: { madeBy: space.alice.deviceId, epoch: 1 }, recoveryRetired: null });
  });

  it('a device that leaves retires it through the rotation that renews its key', async () => {
    const bob = await addDevice();
    const kit = await kitBody();
    await signed('PUT', '/recovery', space.alice, kit.body);
    expect((await signed('POST', '/leave', bob)).status).toBe(204);
    expect((await signed('POST', '/leave', bob)).status).toBe(403);
    await signed('POST', '/rotations', space.alice, rotation(undefined, [space.alice.deviceId]));
    expect((await unsigned('/recovery/open', { token: kit.token })).status).toBe(404);
    expect((await signed('GET', '/devices', space.alice)).json).toMatchObject({ recoveryRetired: { reason: 'leave', deviceId: bob.deviceId } });
  });

  it('kits made before (a recovery key every rotation wrapped for) are retired by the upgrade, and the family is told', async () => {
    const url = `file:${space.h.databaseUrl.slice(5)}-legacy.db`;
    const client = createClient({ url });
    await client.execute('CREATE TABLE migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    await client.execute(`CREATE TABLE families (family_id TEXT PRIMARY KEY, family_name TEXT NOT NULL, members_json TEXT NOT NULL, updated_at TEXT NOT NULL)`);
    for (const statement of [...syncSchemaStatements, ...syncDevicesSchemaStatements]) await client.execute(statement);
    for (const version of [1, 2, 3]) await client.execute({ sql: 'INSERT INTO migrations VALUES (?, ?)', args: [version, '2026-01-01T00:00:00.000Z'] });
    await client.execute("INSERT INTO sync_spaces (space_id, created_at) VALUES ('space_with_a_kit_00000', '2026-01-01T00:00:00.000Z')");
    await client.execute("INSERT INTO sync_spaces (space_id, created_at) VALUES ('space_without_kit_0000', '2026-01-01T00:00:00.000Z')");
    await client.execute("INSERT INTO sync_recovery VALUES ('space_with_a_kit_00000', 'hash', 'salt', 600000, 'sealed', 'wrapkey', '2026-01-01T00:00:00.000Z')");
    await client.execute("INSERT INTO sync_key_wraps VALUES ('space_with_a_kit_00000', 'recovery', 0, 'wrapped')");
    const store = await createLibsqlSyncStore(client);
    expect((await client.execute('SELECT COUNT(*) AS n FROM sync_recovery')).rows[0]!.n).toBe(0);
    expect((await client.execute('SELECT COUNT(*) AS n FROM sync_key_wraps')).rows[0]!.n).toBe(0);
    expect((await store.recoveryStatus('space_with_a_kit_00000')).retired).toMatchObject({ reason: 'upgrade', deviceId: null });
    expect((await store.recoveryStatus('space_without_kit_0000')).retired).toBeNull();
    client.close();
  });
});

describe("the family's vouch for each device's keys", () => {
  it('is stored as the device joins (with its sealed name) and listed with both keys', async () => {
    const label = fakeCiphertext(60, 2);
    const bob = await addDevice({ vouch: vouch(3), epoch: 0, label });
    const listed = (await signed('GET', '/devices', space.alice)).json as unknown as Listed & { devices: { signingKey: string; wrapKey: string }[] };
    expect(listed.devices.find((device) => device.deviceId === bob.deviceId)).toMatchObject({
      signingKey: bob.signingKey,
      wrapKey: bob.wrapKey,
      vouch: vouch(3),
      vouchEpoch: 0,
      label,
    });
  });

  it('made under a key the space has retired is refused at the claim', async () => {
    const bob = await addDevice();
    await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId]));
    const made = await makeInvite();
    await signed('POST', '/invites', space.alice, { tokenHash: made.tokenHash, sealed: made.sealed });
    const late = await makeDevice();
    const response = await space.h.app.request(
      await signedRequest('POST', `${base}/invites/claim`, late, { spaceId: space.spaceId, body: { token: made.token, ...registration(late), vouch: vouch(), epoch: 0 }, time: space.h.nextTime() }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'KEY_ROTATED' } });
  });

  it('a device vouches only for itself, under the current key; a rotation vouches anew for every remaining device', async () => {
    const bob = await addDevice();
    expect((await signed('PUT', `/devices/${space.alice.deviceId}/vouch`, space.alice, { vouch: vouch(4), epoch: 0 })).status).toBe(204);
    expect((await signed('PUT', `/devices/${bob.deviceId}/vouch`, space.alice, { vouch: vouch(4), epoch: 0 })).json).toMatchObject({ error: { code: 'NOT_THIS_DEVICE' } });
    expect((await signed('PUT', `/devices/${space.alice.deviceId}/vouch`, space.alice, { vouch: vouch(4), epoch: 1 })).json).toMatchObject({ error: { code: 'KEY_ROTATED' } });
    const carol = await addDevice();
    await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId, carol.deviceId]));
    const listed = (await signed('GET', '/devices', carol)).json as unknown as Listed;
    expect(listed.devices.map((device) => [device.vouch, device.vouchEpoch])).toEqual([
      [vouch(7), 1],
      [vouch(7), 1],
    ]);
  });

  it('a rotation can remove the devices the family has not vouched for along with the one removed', async () => {
    const bob = await addDevice();
    const stranger = await addDevice();
    const carol = await addDevice();
    const rotated = await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId, carol.deviceId], { alsoRemove: [stranger.deviceId] }));
    expect(rotated.status).toBe(200);
    expect((await signed('GET', '/keys', stranger)).json).toMatchObject({ error: { code: 'DEVICE_REMOVED' } });
    expect((await signed('POST', '/rotations', carol, rotation(undefined, [carol.deviceId], { epoch: 2, alsoRemove: [carol.deviceId] }))).status).toBe(403);
  });
});

describe('the rotation point', () => {
  it('is refused while a change under the current key is as late or later: the rotating device pulls it first', async () => {
    const bob = await addDevice();
    const late = Date.now() + 60_000;
    expect((await signed('POST', '/changes', space.alice, { changes: [{ recordKey: recordKeyOf('late'), hlc: hlc(late), ciphertext: fakeCiphertext() }] })).status).toBe(200);
    const early = await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId]));
    expect(early.json).toMatchObject({ error: { code: 'CHANGES_MEANWHILE' } });
    expect((await signed('POST', '/rotations', space.alice, rotation(bob.deviceId, [space.alice.deviceId], { from: hlc(late + 1) }))).status).toBe(200);
  });
});

describe('changes and pulls', () => {
  it('keep each change format, and tell the key epoch, a pending renewal and how many devices joined', async () => {
    const change = (name: string) => ({ recordKey: recordKeyOf(name), hlc: hlc(5), ciphertext: fakeCiphertext() });
    await signed('POST', '/changes', space.alice, { changes: [change('old')] });
    await signed('POST', '/changes', space.alice, { changes: [change('new')], epoch: 0, format: 2 });
    expect((await signed('POST', '/changes', space.alice, { changes: [change('x')], format: 3 })).status).toBe(400);
    const pulled = (await signed('GET', '/changes', space.alice)).json as { changes: { format?: number }[] };
    expect(pulled.changes.map((row) => row.format)).toEqual([undefined, 2]);
    expect(pulled).toMatchObject({ keyEpoch: 0, rekeyDue: false, deviceCount: 1 });
    const bob = await addDevice();
    await signed('POST', '/leave', bob);
    expect((await signed('GET', '/changes', space.alice)).json).toMatchObject({ keyEpoch: 0, rekeyDue: true, deviceCount: 2 });
  });
});

describe('a captured request cannot be sent again', () => {
  it('refuses a replayed "set recovery kit" within the five minutes, so the old kit cannot come back', async () => {
    const first = await kitBody();
    const request = await signedRequest('PUT', at('/recovery'), space.alice, { spaceId: space.spaceId, body: first.body, time: space.h.nextTime() });
    const captured = request.clone();
    expect((await space.h.app.request(request)).status).toBe(204);
    const second = await kitBody();
    expect((await signed('PUT', '/recovery', space.alice, second.body)).status).toBe(204);
    const replayed = await space.h.app.request(captured);
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toMatchObject({ error: { code: 'REQUEST_REPLAYED' } });
    expect((await unsigned('/recovery/open', { token: first.token })).status).toBe(404);
    expect((await unsigned('/recovery/open', { token: second.token })).status).toBe(200);
  });

  it('refuses any replayed change (a name, a removal, a new device), not a repeated read', async () => {
    const bob = await makeDevice();
    const made = await makeInvite();
    await signed('POST', '/invites', space.alice, { tokenHash: made.tokenHash, sealed: made.sealed });
    const claim = await signedRequest('POST', `${base}/invites/claim`, bob, { spaceId: space.spaceId, body: { token: made.token, ...registration(bob) }, time: space.h.nextTime() });
    const label = await signedRequest('PUT', at(`/devices/${bob.deviceId}/label`), bob, { spaceId: space.spaceId, body: { label: fakeCiphertext(60, 2) }, time: space.h.nextTime() + 10 });
    const read = await signedRequest('GET', at('/devices'), bob, { spaceId: space.spaceId, time: space.h.nextTime() + 20 });
    const sent = [claim, label, read].map((request) => request.clone());
    for (const request of [claim, label, read]) expect((await space.h.app.request(request)).status).toBeLessThan(300);
    const again = await Promise.all(sent.map((request) => space.h.app.request(request)));
    expect(again.map((response) => response.status)).toEqual([409, 409, 200]);
  });

  it('refuses a replayed push, which stores nothing more; a later push of the same change is taken', async () => {
    const change = { recordKey: recordKeyOf('replayed'), hlc: hlc(5_000), ciphertext: fakeCiphertext(40, 3) };
    const push = await signedRequest('POST', at('/changes'), space.alice, { spaceId: space.spaceId, body: { changes: [change] }, time: space.h.nextTime() });
    const captured = push.clone();
    expect(await (await space.h.app.request(push)).json()).toEqual({ lastSeq: 1, stored: 1 });
    const replayed = await space.h.app.request(captured);
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toMatchObject({ error: { code: 'REQUEST_REPLAYED' } });
    // Sent again by the device itself (signed anew), the same change is no replay: it is not newer, so nothing changes.
    expect((await signed('POST', '/changes', space.alice, { changes: [change] })).json).toEqual({ lastSeq: 1, stored: 0 });
    expect(((await signed('GET', '/changes', space.alice)).json as { changes: unknown[] }).changes).toHaveLength(1);
  });

  it('forgets requests once their five minutes are over, within a minute, so the log stays bounded', async () => {
    const now = Date.now();
    for (let i = 0; i < 50; i += 1) expect(await space.h.store.rememberRequest(`old-${i}`, now - 1, now)).toBe(true);
    // A minute later a write clears them.
    const later = now + 60_000;
    expect(await space.h.store.rememberRequest('fresh', later + 300_000, later)).toBe(true);
    expect(await space.h.store.rememberRequest('fresh', later + 300_000, later)).toBe(false);
    const client = createClient({ url: space.h.databaseUrl });
    const rows = Number((await client.execute('SELECT COUNT(*) AS n FROM sync_request_log')).rows[0]!.n);
    client.close();
    // The space's own creation is remembered too; the 50 expired ones are gone.
    expect(rows).toBeLessThanOrEqual(3);
  });
});
