// @vitest-environment node
// Several instances of Hearth on one database and one Redis (REDIS_URL): a real redis-server and two
// real server processes. A push to one instance reaches a stream on the other at once (the streams
// here look at the database only once an hour, so only Redis's notice can deliver it), a device's
// rate limit is one budget whichever instance it reaches, and an instance killed mid-stream loses no
// change: the device reconnects to the other and catches up.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { base, fakeCiphertext, hlc, makeDevice, recordKeyOf, registration, signedRequest, type TestDevice } from './sync-helpers';

const redisPort = 6391;
const ports = { a: 4462, b: 4463 };
const devicePerMinute = 6;
const notifyPerMinute = 2;
const root = mkdtempSync(join(tmpdir(), 'hearth-sync-redis-'));
const children: ChildProcess[] = [];
let redisServer: ChildProcess;
let instances: Record<'a' | 'b', { process: ChildProcess; url: string }>;

function redisServerPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  // Never skipped: without redis-server this test fails and says how to get it (.ci/run installs it).
  if (!found) throw new Error('redis-server is missing: install it (apt-get install redis-server) to test several instances.');
  return found;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, tries = 300): Promise<T> {
  for (let i = 0; i < tries; i += 1) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up`);
}

function startInstance(port: number): { process: ChildProcess; url: string } {
  // One process per instance (tsx as a loader, not its CLI, which would run the server in a child).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `file:${join(root, 'hearth.db')}`,
      STATIC_DIR: root,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      // An hour: a stream hears of a change on the other instance only through Redis.
      SYNC_STREAM_POLL_MS: '3600000',
      RATE_LIMIT_SYNC_DEVICE_PER_MINUTE: String(devicePerMinute),
      RATE_LIMIT_SYNC_NOTIFY_PER_MINUTE: String(notifyPerMinute),
      // Every family here comes from one address.
      RATE_LIMIT_SYNC_JOIN_PER_MINUTE: '1000',
      SYNC_SPACES_PER_ADDRESS_PER_DAY: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`instance on ${port} exited ${code}: ${output}`);
  });
  children.push(child);
  return { process: child, url: `http://127.0.0.1:${port}` };
}

async function send(url: string, method: string, path: string, device: TestDevice, options: { body?: unknown; spaceId?: string; signal?: AbortSignal; time?: number } = {}) {
  const request = await signedRequest(method, path, device, { body: options.body, spaceId: options.spaceId, time: options.time });
  return fetch(`${url}${path}`, { method, headers: request.headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), signal: options.signal });
}

/** Reads server-sent events one at a time: the `lastSeq` of each 'changes' event. */
function changeEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<number> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!event.includes('event: changes')) continue;
        return (JSON.parse(event.split('\n').find((line) => line.startsWith('data:'))!.slice(5)) as { lastSeq: number }).lastSeq;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

let wall = Date.now();
const pushBody = (name: string) => ({ changes: [{ recordKey: recordKeyOf(name), hlc: hlc((wall += 1)), ciphertext: fakeCiphertext(64) }] });

async function newSpace(url: string): Promise<{ device: TestDevice; spaceId: string }> {
  const device = await makeDevice();
  const created = await send(url, 'POST', `${base}/spaces`, device, { body: registration(device) });
  expect(created.status).toBe(201);
  return { device, spaceId: ((await created.json()) as { spaceId: string }).spaceId };
}

beforeAll(async () => {
  redisServer = spawn(redisServerPath(), ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  children.push(redisServer);
  const probe = new Redis(`redis://127.0.0.1:${redisPort}`, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  await until('redis-server', async () => {
    if (probe.status !== 'ready') await probe.connect();
    return (await probe.ping()) === 'PONG' ? true : undefined;
  });
  probe.disconnect();
  // One instance first: it makes the database's tables; the second then opens them as they are.
  const a = startInstance(ports.a);
  await until('instance A', async () => ((await fetch(`${a.url}/api/health`)).ok ? true : undefined));
  const b = startInstance(ports.b);
  await until('instance B', async () => ((await fetch(`${b.url}/api/health`)).ok ? true : undefined));
  instances = { a, b };
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

describe('two instances on one database and one Redis', () => {
  it('a change pushed to instance A reaches a stream on instance B at once', async () => {
    const { device, spaceId } = await newSpace(instances.a.url);
    const controller = new AbortController();
    const stream = await send(instances.b.url, 'GET', `${base}/spaces/${spaceId}/events`, device, { spaceId, signal: controller.signal });
    expect(stream.status).toBe(200);
    const next = changeEvents(stream);
    expect(await next()).toBe(0);
    const pushed = await send(instances.a.url, 'POST', `${base}/spaces/${spaceId}/changes`, device, { spaceId, body: pushBody('moment-1') });
    expect(pushed.status).toBe(200);
    // B looks at the database again only in an hour: this event came through Redis.
    expect(await next()).toBe(1);
    controller.abort();
  });

  it("a device's rate limit is one budget across both instances, not one each", async () => {
    const { device, spaceId } = await newSpace(instances.a.url);
    const statuses: number[] = [];
    for (let i = 0; i < devicePerMinute + 2; i += 1) {
      const url = i % 2 === 0 ? instances.a.url : instances.b.url;
      statuses.push((await send(url, 'GET', `${base}/spaces/${spaceId}/changes?after=0`, device, { spaceId })).status);
    }
    // Alone, each instance would have allowed its own six: all eight would pass.
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBe(devicePerMinute);
    expect(statuses.slice(allowed)).toEqual(Array(statuses.length - allowed).fill(429));
  });

  it("a device's notices to its family are one budget across both instances, not one each", async () => {
    const { device, spaceId } = await newSpace(instances.a.url);
    const notice = { topic: recordKeyOf('moments'), epoch: 0, sealed: fakeCiphertext(64) };
    const answers: Array<{ status: number; code?: string }> = [];
    for (let i = 0; i < notifyPerMinute + 2; i += 1) {
      const url = i % 2 === 0 ? instances.a.url : instances.b.url;
      const response = await send(url, 'POST', `${base}/spaces/${spaceId}/notify`, device, { spaceId, body: notice });
      answers.push({ status: response.status, ...(response.status === 429 ? { code: ((await response.json()) as { error: { message: string } }).error.message } : {}) });
    }
    // Alone, each instance would have taken two: all four would be queued. Well within the device's six requests.
    expect(answers).toEqual([
      { status: 202 },
      { status: 202 },
      { status: 429, code: 'Too many notifications from this device. Please wait a moment.' },
      { status: 429, code: 'Too many notifications from this device. Please wait a moment.' },
    ]);
  });

  it('pushes to both instances at once all land: a write waits for the other process instead of failing', async () => {
    // Eight families of one device, five pushes each: within the device budget of six a minute.
    const families = await Promise.all(Array.from({ length: 8 }, (_, i) => newSpace(i % 2 === 0 ? instances.a.url : instances.b.url)));
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const { device, spaceId } = families[i % families.length]!;
        const url = i % 2 === 0 ? instances.a.url : instances.b.url;
        const body = { changes: Array.from({ length: 5 }, (_, j) => ({ recordKey: recordKeyOf(`r-${i}-${j}`), hlc: hlc((wall += 1)), ciphertext: fakeCiphertext(8_192) })) };
        return send(url, 'POST', `${base}/spaces/${spaceId}/changes`, device, { spaceId, body, time: Date.now() + i }).then((response) => response.status);
      }),
    );
    expect(statuses).toEqual(Array(40).fill(200));
  });

  it('a device holds two live streams in all, not two on each instance', async () => {
    const { device, spaceId } = await newSpace(instances.a.url);
    const controller = new AbortController();
    const open = (url: string) => send(url, 'GET', `${base}/spaces/${spaceId}/events`, device, { spaceId, signal: controller.signal });
    const first = await open(instances.a.url);
    const second = await open(instances.b.url);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open(instances.a.url);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_STREAMS');
    expect((await open(instances.b.url)).status).toBe(429);
    controller.abort();
  });

  it('killing the instance a device streams from loses no change: it reconnects to the other and catches up', async () => {
    const { device, spaceId } = await newSpace(instances.a.url);
    const stream = await send(instances.b.url, 'GET', `${base}/spaces/${spaceId}/events`, device, { spaceId });
    const next = changeEvents(stream);
    expect(await next()).toBe(0);
    expect((await send(instances.a.url, 'POST', `${base}/spaces/${spaceId}/changes`, device, { spaceId, body: pushBody('before') })).status).toBe(200);
    expect(await next()).toBe(1);
    instances.b.process.kill('SIGKILL');
    await expect(next()).rejects.toThrow();
    // Pushed while the device has no stream at all.
    expect((await send(instances.a.url, 'POST', `${base}/spaces/${spaceId}/changes`, device, { spaceId, body: pushBody('meanwhile') })).status).toBe(200);
    const controller = new AbortController();
    const again = await send(instances.a.url, 'GET', `${base}/spaces/${spaceId}/events`, device, { spaceId, signal: controller.signal });
    expect(await changeEvents(again)()).toBe(2);
    const pulled = await send(instances.a.url, 'GET', `${base}/spaces/${spaceId}/changes?after=0`, device, { spaceId });
    expect(((await pulled.json()) as { changes: unknown[] }).changes).toHaveLength(2);
    controller.abort();
  });
});

describe('while Redis is away', () => {
  it('each piece falls back to this instance alone: limits, live events and stream counts keep answering', async () => {
    const port = 6392;
    const own = spawn(redisServerPath(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    children.push(own);
    const { createRedisShared } = await import('../../../../server/redis');
    const { capturingLogger } = await import('../helpers');
    const logger = capturingLogger();
    const shared = createRedisShared(`redis://127.0.0.1:${port}`, { logger, now: () => new Date() });
    await until('the shared state', async () => {
      await shared.ready(1_000);
      return true;
    });
    const limiter = shared.rateLimiter('test', { perMinute: 2, now: () => new Date() });
    expect((await limiter.take('k')).allowed).toBe(true);
    own.kill('SIGKILL');
    await new Promise((resolve) => own.once('exit', resolve));
    // The budget is this instance's own now, and still a budget.
    const taken = [await limiter.take('k'), await limiter.take('k'), await limiter.take('k')].map((result) => result.allowed);
    expect(taken).toEqual([true, true, false]);
    let heard = 0;
    const unsubscribe = shared.notifier.subscribe('space', () => (heard += 1));
    shared.notifier.notify('space');
    expect(heard).toBe(1);
    unsubscribe();
    const slot = await shared.streamSlots.acquire([{ key: 'device:x', max: 1 }]);
    expect(slot.ok).toBe(true);
    expect(logger.lines.some((line) => line.includes('fell back to this instance alone'))).toBe(true);
    await shared.close();
  });
});
