import { afterEach, beforeEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { createApp } from '../../../../server/app';
import { loadConfig, type EnvSource } from '../../../../server/config';
import { randomId, sha256B64url, toB64url } from '../../../../server/sync/encoding';
import { signedText } from '../../../../server/sync/signature';
import { createLibsqlSyncStore, type SyncStore } from '../../../../server/sync/store';
import { capturingLogger, unexpectedFetch, type CapturingLogger } from '../helpers';

export const base = '/api/sync/v1';

export interface TestDevice {
  deviceId: string;
  signingKey: string;
  wrapKey: string;
  privateKey: CryptoKey;
}

export async function makeDevice(): Promise<TestDevice> {
  const signing = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const wrap = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  return {
    deviceId: randomId(),
    signingKey: toB64url(new Uint8Array(await crypto.subtle.exportKey('spki', signing.publicKey))),
    wrapKey: toB64url(new Uint8Array(await crypto.subtle.exportKey('spki', wrap.publicKey))),
    privateKey: signing.privateKey,
  };
}

export function registration(device: TestDevice) {
  return { deviceId: device.deviceId, signingKey: device.signingKey, wrapKey: device.wrapKey };
}

export interface SignOptions {
  spaceId?: string;
  body?: unknown;
  /** A binary body (a recording's chunk), sent as application/octet-stream. */
  bytes?: Uint8Array<ArrayBuffer>;
  time?: number;
  /** Signs with this device's key instead (a forged request). */
  signer?: TestDevice;
  tamper?: (headers: Record<string, string>) => void;
}

/** A request signed as docs/sync-protocol.md says. */
export async function signedRequest(method: string, path: string, device: TestDevice, options: SignOptions = {}): Promise<Request> {
  const bodyText = options.body === undefined ? '' : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const bodyBytes = options.bytes ?? new TextEncoder().encode(bodyText);
  const time = String(options.time ?? Date.now());
  const text = signedText(method, path, time, await sha256B64url(bodyBytes));
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    (options.signer ?? device).privateKey,
    new TextEncoder().encode(text),
  );
  const headers: Record<string, string> = {
    'x-hearth-device': device.deviceId,
    'x-hearth-time': time,
    'x-hearth-signature': toB64url(new Uint8Array(signature)),
  };
  if (options.spaceId) headers['x-hearth-space'] = options.spaceId;
  if (bodyText !== '') headers['content-type'] = 'application/json';
  if (options.bytes) headers['content-type'] = 'application/octet-stream';
  options.tamper?.(headers);
  const body = options.bytes ?? (bodyText === '' ? undefined : bodyText);
  return new Request(`http://hearth.test${path}`, { method, headers, body: body as BodyInit | undefined });
}

export interface SyncHarness {
  app: ReturnType<typeof createApp>;
  store: SyncStore;
  databaseUrl: string;
  clock: { now: number };
  logger: CapturingLogger;
  /**
   * The time to sign the next request with: the server's clock plus a millisecond per request, as a
   * device's clock moves on between two requests (the server refuses the very same signed request twice).
   */
  nextTime(): number;
  close(): Promise<void>;
}

export async function makeSyncApp(env: EnvSource = {}, timing: { pullYieldMs?: number } = {}): Promise<SyncHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-sync-'));
  const databaseUrl = `file:${join(dir, 'sync.db')}`;
  const client = createClient({ url: databaseUrl });
  await client.execute('PRAGMA journal_mode = WAL');
  const store = await createLibsqlSyncStore(client);
  const clock = { now: Date.now() };
  const logger = capturingLogger();
  const app = createApp({
    fetch: unexpectedFetch(),
    now: () => new Date(clock.now),
    config: loadConfig({ RATE_LIMIT_SYNC_PER_MINUTE: '100000', RATE_LIMIT_SYNC_JOIN_PER_MINUTE: '10000', SYNC_SPACES_PER_ADDRESS_PER_DAY: '10000', ...env }),
    logger,
    // A test names the client's address with this header (a real server takes the connection's).
    clientAddress: (c) => c.req.header('x-test-client') ?? '203.0.113.7',
    syncStore: store,
    syncTiming: { pollMs: 20, pingMs: 200, streamLifetimeMs: 5_000, ...timing },
  });
  let ticks = 0;
  return {
    app,
    store,
    databaseUrl,
    clock,
    logger,
    nextTime: () => clock.now + (ticks += 1),
    async close() {
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a space as `device`; returns its id. */
export async function createSpace(h: SyncHarness, device: TestDevice): Promise<string> {
  const response = await h.app.request(
    await signedRequest('POST', `${base}/spaces`, device, { body: registration(device), time: h.clock.now }),
  );
  if (response.status !== 201) throw new Error(`create space: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { spaceId: string }).spaceId;
}

export async function call(h: SyncHarness, method: string, path: string, device: TestDevice, options: SignOptions = {}) {
  const response = await h.app.request(await signedRequest(method, path, device, { time: h.nextTime(), ...options }));
  const text = await response.text();
  return { status: response.status, json: text === '' ? null : (JSON.parse(text) as Record<string, unknown>) };
}

/** A signed call whose answer may be bytes (a recording's chunk): its status, headers, and body as bytes. */
export async function callForBytes(h: SyncHarness, method: string, path: string, device: TestDevice, options: SignOptions = {}) {
  const response = await h.app.request(await signedRequest(method, path, device, { time: h.nextTime(), ...options }));
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

export function fakeCiphertext(size = 64, fill = 7): string {
  return toB64url(new Uint8Array(size).fill(fill));
}

export function recordKeyOf(name: string): string {
  return toB64url(new TextEncoder().encode(name.padEnd(32, '_').slice(0, 32)));
}

export function hlc(wallMs: number, counter = 0, deviceId = 'AAAAAAAAAAAAAAAAAAAAAA'): string {
  return `${String(wallMs).padStart(15, '0')}-${String(counter).padStart(6, '0')}-${deviceId}`;
}

/** An invite as the inviting device makes it: a token, its hash, and an opaque sealed bundle. */
export async function makeInvite() {
  const token = randomId(32);
  return { token, tokenHash: await sha256B64url(token), sealed: fakeCiphertext(200, 3) };
}

export interface SpaceFixture {
  h: SyncHarness;
  alice: TestDevice;
  spaceId: string;
  /** Starts over with another server configuration (the old harness is closed). */
  restart(env: EnvSource): Promise<void>;
}

/** A fresh database, server and space (created by `alice`) for every test of the file. */
export function useSpace(env: EnvSource = {}): SpaceFixture {
  const fixture = {} as SpaceFixture;
  const start = async (env: EnvSource = {}) => {
    fixture.h = await makeSyncApp(env);
    fixture.alice ??= await makeDevice();
    fixture.spaceId = await createSpace(fixture.h, fixture.alice);
  };
  fixture.restart = async (env) => {
    await fixture.h.close();
    await start(env);
  };
  beforeEach(async () => start(env));
  afterEach(async () => fixture.h.close());
  return fixture;
}
