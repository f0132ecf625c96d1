// @vitest-environment node
// Attacks on the relay's disk: spaces made by the hundred, a server filled to the brim, spaces and
// invitations nobody uses kept for ever; and the operator's say over who may make a space.
import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { startSweeper } from '../../../../server/sync/sweeper';
import { base, call, createSpace, fakeCiphertext, hlc, makeDevice, makeInvite, recordKeyOf, registration, signedRequest, type TestDevice, useSpace } from './sync-helpers';

const space = useSpace();
const day = 24 * 3_600_000;

async function create(device: TestDevice, options: { client?: string; body?: Record<string, unknown> } = {}) {
  const response = await space.h.app.request(
    await signedRequest('POST', `${base}/spaces`, device, {
      body: { ...registration(device), ...options.body },
      time: space.h.nextTime(),
      tamper: (headers) => void (options.client && (headers['x-test-client'] = options.client)),
    }),
  );
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: (await response.json()) as Record<string, unknown> };
}

let edits = 0;
/** A change of `size` bytes to the record `key`, newer than every change before it. */
function push(size: number, key = 'photo', device = space.alice, spaceId = space.spaceId) {
  edits += 1;
  return call(space.h, 'POST', `${base}/spaces/${spaceId}/changes`, device, {
    spaceId,
    body: { changes: [{ recordKey: recordKeyOf(key), hlc: hlc(space.h.clock.now, edits), ciphertext: fakeCiphertext(size) }] },
  });
}

describe('new spaces per client address', () => {
  it('allows SYNC_SPACES_PER_ADDRESS_PER_DAY a day, then 429 TOO_MANY_SPACES until the day has passed; another address is not held up', async () => {
    await space.restart({ SYNC_SPACES_PER_ADDRESS_PER_DAY: '2' });
    // The fixture's space was the first of the day from this address.
    expect((await create(await makeDevice())).status).toBe(201);
    const refused = await create(await makeDevice());
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: { code: 'TOO_MANY_SPACES' } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(3_600);
    expect((await create(await makeDevice(), { client: '198.51.100.9' })).status).toBe(201);
    space.h.clock.now += day;
    expect((await create(await makeDevice())).status).toBe(201);
  });
});

describe('the whole server has a ceiling', () => {
  it('refuses a push past SYNC_STORAGE_LIMIT_BYTES with 507 SERVER_FULL, takes one that frees bytes, and refuses new spaces near the ceiling', async () => {
    await space.restart({ SYNC_STORAGE_LIMIT_BYTES: String(100 * 1024) });
    const bob = await makeDevice();
    const other = await createSpace(space.h, bob);
    expect((await push(60 * 1024)).status).toBe(200);
    // Another family cannot pass the server's ceiling, whatever its own quota leaves.
    const full = await push(50 * 1024, 'photo', bob, other);
    expect(full.status).toBe(507);
    expect(full.json).toMatchObject({ error: { code: 'SERVER_FULL', message: expect.stringMatching(/server is full/) } });
    // Nothing of it was stored.
    expect((await call(space.h, 'GET', `${base}/spaces/${other}/changes`, bob, { spaceId: other })).json).toMatchObject({ changes: [], lastSeq: 0 });
    expect((await push(30 * 1024, 'photo', bob, other)).status).toBe(200);
    // 90 KB of 100 KB: no new family; replacing the photo with a smaller one is taken.
    const refused = await create(await makeDevice());
    expect(refused.status).toBe(507);
    expect(refused.json).toMatchObject({ error: { code: 'SERVER_FULL' } });
    expect((await push(1024)).status).toBe(200);
    expect(await space.h.store.usedBytes()).toBe(31 * 1024);
  });
});

describe('the sweep', () => {
  it('removes a space none of whose devices opened it for SYNC_IDLE_SPACE_DAYS, keeps one a device opened, and tells a device coming back why', async () => {
    const bob = await makeDevice();
    const busy = await createSpace(space.h, bob);
    expect((await push(2048)).status).toBe(200);
    space.h.clock.now += 100 * day;
    // Bob's family opens Hearth on day 100; Alice's does not come back.
    expect((await call(space.h, 'GET', `${base}/spaces/${busy}/changes`, bob, { spaceId: busy })).status).toBe(200);
    space.h.clock.now += 81 * day;
    const swept = await space.h.store.sweep(new Date(space.h.clock.now), new Date(space.h.clock.now - 180 * day));
    expect(swept.removedSpaces).toBe(1);
    expect((await call(space.h, 'GET', `${base}/spaces/${busy}/changes`, bob, { spaceId: busy })).status).toBe(200);
    const back = await call(space.h, 'GET', `${base}/spaces/${space.spaceId}/changes`, space.alice, { spaceId: space.spaceId });
    expect(back.status).toBe(410);
    expect(back.json).toMatchObject({ error: { code: 'SPACE_REMOVED', message: expect.stringMatching(/180 days.*still on this device/) } });
    expect(await space.h.store.usedBytes()).toBe(0);
    // Nothing of the space is left but its id and the day it went.
    const client = createClient({ url: space.h.databaseUrl });
    for (const table of ['sync_changes', 'sync_devices', 'sync_invites', 'sync_key_wraps', 'sync_recovery', 'sync_spaces']) {
      const left = await client.execute({ sql: `SELECT COUNT(*) AS n FROM ${table} WHERE space_id = ?`, args: [space.spaceId] });
      expect(Number(left.rows[0]?.n), table).toBe(0);
    }
    client.close();
  });

  it('drops an expired invitation’s sealed bundle at once and its row after a week', async () => {
    const made = await makeInvite();
    expect((await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/invites`, space.alice, { spaceId: space.spaceId, body: { tokenHash: made.tokenHash, sealed: made.sealed } })).status).toBe(201);
    space.h.clock.now += day + 1;
    expect((await space.h.store.sweep(new Date(space.h.clock.now), null)).expiredInvites).toBe(1);
    const client = createClient({ url: space.h.databaseUrl });
    expect((await client.execute("SELECT sealed FROM sync_invites")).rows).toEqual([expect.objectContaining({ sealed: '' })]);
    space.h.clock.now += 7 * day;
    expect((await space.h.store.sweep(new Date(space.h.clock.now), null)).deletedInvites).toBe(1);
    expect((await client.execute('SELECT COUNT(*) AS n FROM sync_invites')).rows[0]?.n).toBe(0);
    client.close();
  });
});

describe('the sweep runs on a timer', () => {
  it('purges an expired invitation without any request from its family', async () => {
    const made = await makeInvite();
    expect((await call(space.h, 'POST', `${base}/spaces/${space.spaceId}/invites`, space.alice, { spaceId: space.spaceId, body: { tokenHash: made.tokenHash, sealed: made.sealed } })).status).toBe(201);
    space.h.clock.now += 8 * day + 1;
    const stop = startSweeper({ store: space.h.store, config: loadConfig({}), now: () => new Date(space.h.clock.now), logger: space.h.logger, everyMs: 20 });
    const client = createClient({ url: space.h.databaseUrl });
    try {
      await expect.poll(async () => Number((await client.execute('SELECT COUNT(*) AS n FROM sync_invites')).rows[0]?.n)).toBe(0);
    } finally {
      stop();
      client.close();
    }
  });
});

describe('who may create a space', () => {
  it('with SYNC_CREATION_CODE: no code 403 CREATION_CODE_NEEDED, a wrong one 403 CREATION_CODE_WRONG, the right one 201', async () => {
    await space.restart({ SYNC_CREATION_CODE: 'Oak tree 42' }).catch(() => undefined);
    const device = await makeDevice();
    expect((await create(device)).json).toMatchObject({ error: { code: 'CREATION_CODE_NEEDED' } });
    const wrong = await create(await makeDevice(), { body: { creationCode: 'oak tree 41' } });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ error: { code: 'CREATION_CODE_WRONG' } });
    // Spaces around it are forgiven as the family types them.
    expect((await create(await makeDevice(), { body: { creationCode: ' Oak tree 42 ' } })).status).toBe(201);
  });

  it('refuses wrong codes past the recovery budget with 429', async () => {
    await space.restart({ SYNC_CREATION_CODE: 'Oak tree 42', RATE_LIMIT_SYNC_RECOVERY_PER_MINUTE: '2' }).catch(() => undefined);
    for (let i = 0; i < 2; i += 1) expect((await create(await makeDevice(), { body: { creationCode: `guess ${i}` } })).status).toBe(403);
    expect((await create(await makeDevice(), { body: { creationCode: 'guess 3' } })).status).toBe(429);
  });

  it('with SYNC_NEW_SPACES=closed: 403 NEW_SPACES_CLOSED; the families already here keep syncing and inviting', async () => {
    const alice = space.alice;
    const spaceId = space.spaceId;
    const h = space.h;
    // A server that takes no new families answers before reading anything.
    const { makeSyncApp } = await import('./sync-helpers');
    const closed = await makeSyncApp({ SYNC_NEW_SPACES: 'closed' });
    const newcomer = await makeDevice();
    const refused = await closed.app.request(await signedRequest('POST', `${base}/spaces`, newcomer, { body: registration(newcomer) }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'NEW_SPACES_CLOSED' } });
    await closed.close();
    // Families already on a server keep their spaces whatever it takes from newcomers.
    expect((await call(h, 'POST', `${base}/spaces/${spaceId}/invites`, alice, { spaceId, body: { tokenHash: (await makeInvite()).tokenHash, sealed: fakeCiphertext(200) } })).status).toBe(201);
  });
});
