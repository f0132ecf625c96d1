import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { createApp } from '../../../../server/app';
import { loadConfig, type EnvSource } from '../../../../server/config';
import { loadPushConfig } from '../../../../server/push/config';
import { createNodePushSend, makeVapidKeys } from '../../../../server/node-push';
import { createPushService, type PushService } from '../../../../server/push/service';
import { createLibsqlPushStore, type PushStore } from '../../../../server/push/store';
import type { ResolveHost } from '../../../../server/node-image-fetch';
import { toB64url } from '../../../../server/sync/encoding';
import { createLibsqlSyncStore } from '../../../../server/sync/store';
import { capturingLogger, unexpectedFetch, type CapturingLogger } from '../helpers';
import { base, createSpace, makeDevice, makeInvite, registration, signedRequest, type SignOptions, type TestDevice } from '../sync/sync-helpers';
import { startPushStandIn, type PushStandIn } from './push-standin';

export interface PushHarness {
  /** The server's database, to look at what it stores. */
  db: ReturnType<typeof createClient>;
  app: ReturnType<typeof createApp>;
  push: PushService;
  pushStore: PushStore;
  standIn: PushStandIn;
  clock: { now: number };
  logger: CapturingLogger;
  alice: TestDevice;
  spaceId: string;
  /** Resolves host names for the sender (tests point push service names anywhere). */
  resolved: Map<string, string>;
  call(method: string, path: string, device: TestDevice, body?: unknown, options?: SignOptions): Promise<{ status: number; json: Record<string, unknown> | null }>;
  /** A device joined to alice's space through an invitation. */
  addDevice(): Promise<TestDevice>;
  close(): Promise<void>;
}

/** A server with notifications whose push services are a loopback stand-in, on a fake clock. */
export async function makePushHarness(env: EnvSource = {}): Promise<PushHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-push-'));
  const client = createClient({ url: `file:${join(dir, 'push.db')}` });
  await client.execute('PRAGMA journal_mode = WAL');
  const syncStore = await createLibsqlSyncStore(client);
  const pushStore = await createLibsqlPushStore(client);
  const standIn = await startPushStandIn();
  const clock = { now: Date.UTC(2026, 10, 27, 12, 0, 0) };
  const now = () => new Date(clock.now);
  const logger = capturingLogger();
  const resolved = new Map<string, string>();
  const resolveHost: ResolveHost = async (host) => [{ address: resolved.get(host) ?? '198.51.100.1', family: 4 }];
  const pushConfig = loadPushConfig({ PUSH_SERVICE_HOSTS: '127.0.0.1,*.push.services.mozilla.com', PUSH_COALESCE_SECONDS: '0', ...env });
  const push = await createPushService({
    store: pushStore,
    send: createNodePushSend({ resolveHost, timeoutMs: 2_000 }),
    config: pushConfig,
    now,
    logger,
    makeVapidKeys,
  });
  const app = createApp({
    fetch: unexpectedFetch(),
    now,
    config: loadConfig({ RATE_LIMIT_SYNC_PER_MINUTE: '100000', RATE_LIMIT_SYNC_JOIN_PER_MINUTE: '10000', ...env }),
    logger,
    clientAddress: () => '203.0.113.7',
    syncStore,
    push,
  });
  let ticks = 0;
  const nextTime = () => clock.now + (ticks += 1);
  const harness = { app, clock, db: client } as PushHarness;
  const alice = await makeDevice();
  const spaceId = await createSpace({ app, clock } as never, alice);
  const call: PushHarness['call'] = async (method, path, device, body, options = {}) => {
    const response = await app.request(await signedRequest(method, `${base}/spaces/${spaceId}${path}`, device, { spaceId, body, time: nextTime(), ...options }));
    const text = await response.text();
    return { status: response.status, json: text === '' ? null : (JSON.parse(text) as Record<string, unknown>) };
  };
  return Object.assign(harness, {
    push,
    pushStore,
    standIn,
    logger,
    alice,
    spaceId,
    resolved,
    call,
    async addDevice() {
      const made = await makeInvite();
      await call('POST', '/invites', alice, { tokenHash: made.tokenHash, sealed: made.sealed });
      const device = await makeDevice();
      const response = await app.request(
        await signedRequest('POST', `${base}/invites/claim`, device, { spaceId, body: { token: made.token, ...registration(device) }, time: nextTime() }),
      );
      if (response.status !== 200) throw new Error(`claim: ${response.status}`);
      return device;
    },
    async close() {
      await push.idle();
      await standIn.close();
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}

/** An opaque topic as devices make them (43 base64url characters). */
export const topicOf = (name: string) => toB64url(new TextEncoder().encode(name.padEnd(32, '#').slice(0, 32)));

/** A sealed preview as a device sends it: opaque bytes to the server. */
export const sealedOf = (fill: number, bytes = 200) => toB64url(new Uint8Array(bytes).fill(fill));
