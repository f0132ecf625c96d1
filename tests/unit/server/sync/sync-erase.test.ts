// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { randomId, sha256B64url } from '../../../../server/sync/encoding';
import {
  base,
  call,
  createSpace,
  fakeCiphertext,
  hlc,
  makeDevice,
  makeInvite,
  recordKeyOf,
  registration,
  signedRequest,
  type TestDevice,
  useSpace,
} from './sync-helpers';

// Erase on a synced device may also delete the family's copy on the server: every row of the
// space in every sync table, asked for with the signature of one of its devices. The other devices
// then hear, signed or not, that the space is gone (410 SPACE_ERASED), and stop syncing.
const space = useSpace();
const at = (path: string, spaceId = space.spaceId) => `${base}/spaces/${spaceId}${path}`;
const signed = (method: string, path: string, device: TestDevice, body?: unknown, spaceId = space.spaceId) =>
  call(space.h, method, at(path, spaceId), device, { spaceId, body });

async function addDevice(): Promise<TestDevice> {
  const made = await makeInvite();
  await signed('POST', '/invites', space.alice, { tokenHash: made.tokenHash, sealed: made.sealed });
  const device = await makeDevice();
  const response = await space.h.app.request(
    await signedRequest('POST', `${base}/invites/claim`, device, { spaceId: space.spaceId, body: { token: made.token, ...registration(device) }, time: space.h.clock.now }),
  );
  expect(response.status).toBe(200);
  return device;
}

/** A space with something in every sync table: changes, devices, an open invite, a recovery kit, a rotated key. */
async function fillSpace(spaceId: string, owner: TestDevice) {
  const push = await signed('POST', '/changes', owner, { changes: [1, 2, 3].map((n) => ({ recordKey: recordKeyOf(`r${n}`), hlc: hlc(n), ciphertext: fakeCiphertext(80, n) })) }, spaceId);
  expect(push.status).toBe(200);
  const invite = await makeInvite();
  expect((await signed('POST', '/invites', owner, { tokenHash: invite.tokenHash, sealed: invite.sealed }, spaceId)).status).toBe(201);
  const token = randomId(32);
  const kit = { tokenHash: await sha256B64url(token), salt: randomId(16), iterations: 600_000, sealed: fakeCiphertext(200, 4), epoch: 0 };
  expect((await signed('PUT', '/recovery', owner, kit, spaceId)).status).toBeLessThan(300);
  expect((await signed('PUT', `/devices/${owner.deviceId}/label`, owner, { label: fakeCiphertext(60, 2) }, spaceId)).status).toBe(204);
}

/** Every row of `spaceId` in every table with a space_id column. */
async function rowsOf(spaceId: string): Promise<Record<string, number>> {
  const client = createClient({ url: space.h.databaseUrl });
  try {
    const tables = await client.execute(
      "SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'space_id'",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.execute({ sql: `SELECT COUNT(*) AS n FROM "${String(name)}" WHERE space_id = ?`, args: [spaceId] });
      counts[String(name)] = Number(result.rows[0]?.n ?? 0);
    }
    return counts;
  } finally {
    client.close();
  }
}

describe('DELETE /spaces/:spaceId (erase the family copy)', () => {
  it('deletes every row of the space in every sync table, and nothing of another space', async () => {
    const bob = await addDevice();
    await fillSpace(space.spaceId, space.alice);
    const other = await makeDevice();
    const otherSpace = await createSpace(space.h, other);
    await fillSpace(otherSpace, other);
    const before = await rowsOf(space.spaceId);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['sync_spaces', 'sync_devices', 'sync_changes', 'sync_invites', 'sync_key_wraps', 'sync_recovery']));
    for (const table of ['sync_spaces', 'sync_devices', 'sync_changes', 'sync_invites', 'sync_recovery']) expect(before[table], table).toBeGreaterThan(0);
    const otherBefore = await rowsOf(otherSpace);

    const erased = await signed('DELETE', '', bob);
    expect(erased.status).toBe(204);

    expect(Object.values(await rowsOf(space.spaceId)).every((n) => n === 0), JSON.stringify(await rowsOf(space.spaceId))).toBe(true);
    expect(await rowsOf(otherSpace)).toEqual(otherBefore);
  });

  it('leaves no byte of the erased changes in the database file', async () => {
    const marker = 'ERASEDMARKER-ciphertext-of-the-family';
    const ciphertext = Buffer.from(marker.repeat(4)).toString('base64url');
    expect((await signed('POST', '/changes', space.alice, { changes: [{ recordKey: recordKeyOf('x'), hlc: hlc(1), ciphertext }] })).status).toBe(200);
    expect((await signed('DELETE', '', space.alice)).status).toBe(204);
    const { scanForPlaintext } = await import('../../../../scripts/scan-plaintext.mjs');
    const scan = await scanForPlaintext({ databaseFile: fileURLToPath(new URL(space.h.databaseUrl.replace(/^file:/, 'file://'))), needles: [ciphertext.slice(0, 40)] });
    expect(scan.findings).toEqual([]);
  });

  it('refuses an unsigned request, a device of another space and a forged signature, and deletes nothing', async () => {
    await fillSpace(space.spaceId, space.alice);
    const before = await rowsOf(space.spaceId);
    const stranger = await makeDevice();
    const strangerSpace = await createSpace(space.h, stranger);

    const unsigned = await space.h.app.request(new Request(`http://hearth.test${at('')}`, { method: 'DELETE' }));
    expect(unsigned.status).toBe(401);
    // A device of another family, signing for this space: not one of its devices.
    expect((await signed('DELETE', '', stranger)).status).toBe(401);
    // This space's device id, signed with another key.
    const forged = await call(space.h, 'DELETE', at(''), space.alice, { spaceId: space.spaceId, signer: stranger });
    expect(forged.status).toBe(401);
    // A device's own space header naming another space.
    expect((await call(space.h, 'DELETE', at(''), stranger, { spaceId: strangerSpace })).status).toBe(401);

    expect(await rowsOf(space.spaceId)).toEqual(before);
  });

  it('refuses a removed device', async () => {
    const bob = await addDevice();
    const wraps = [{ recipient: space.alice.deviceId, wrapped: fakeCiphertext(120, 9) }];
    const vouches = [{ deviceId: space.alice.deviceId, vouch: fakeCiphertext(32, 6) }];
    expect((await signed('POST', '/rotations', space.alice, { remove: bob.deviceId, epoch: 1, from: hlc(Date.now()), wraps, vouches })).status).toBe(200);
    const refused = await signed('DELETE', '', bob);
    expect(refused).toMatchObject({ status: 403, json: { error: { code: 'DEVICE_REMOVED' } } });
    expect((await rowsOf(space.spaceId)).sync_spaces).toBe(1);
  });

  it('tells the other devices, on any request they sign, that the family copy was erased', async () => {
    const bob = await addDevice();
    expect((await signed('DELETE', '', space.alice)).status).toBe(204);
    for (const [method, path, body] of [
      ['GET', '/changes?after=0&limit=10', undefined],
      ['POST', '/changes', { changes: [{ recordKey: recordKeyOf('late'), hlc: hlc(9), ciphertext: fakeCiphertext() }] }],
      ['GET', '/devices', undefined],
      ['GET', '/events', undefined],
    ] as const) {
      const answer = await signed(method, path, bob, body);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 410, json: { error: { code: 'SPACE_ERASED' } } });
    }
    // The late push stored nothing: the space stays gone.
    expect(Object.values(await rowsOf(space.spaceId)).every((n) => n === 0)).toBe(true);
    // Erasing twice answers the same.
    expect((await signed('DELETE', '', bob)).json).toMatchObject({ error: { code: 'SPACE_ERASED' } });
  });

  it('still answers an unknown device of a living space as before (401), not as erased', async () => {
    const stranger = await makeDevice();
    expect((await signed('GET', '/devices', stranger)).json).toMatchObject({ error: { code: 'SIGNATURE_INVALID' } });
  });

  it('closes the event streams of the erased space', async () => {
    const bob = await addDevice();
    const response = await space.h.app.request(await signedRequest('GET', at('/events'), bob, { spaceId: space.spaceId, time: space.h.clock.now }));
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    expect((await signed('DELETE', '', space.alice)).status).toBe(204);
    // The stream ends (within a couple of polls) instead of staying open for a space that is gone.
    for (;;) {
      const { done } = await reader.read();
      if (done) break;
    }
  });
});
