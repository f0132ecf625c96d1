// Sync server on one instance or several: the real Node server, each instance its own process on a
// private port, all on one database file, and with more than one a real redis-server (REDIS_URL).
// Measures, side by side:
//   1. how long a pushed change takes to reach a device streaming from the other instance;
//   2. 100 devices pushing and pulling at once, spread over the instances: 25 families of 4 (as
//      families are), then 10 families of 10 (the heavy case: each device pulls ten devices' photos);
//   3. 1,000 live streams open at once, spread over the instances, and each instance's memory.
// Beside the burst's latencies it prints the CPU time the instances and this process (the load
// generator, which plays the 100 devices on the same cores) spent on it: on a small machine the
// devices' own work is a large share of what the cores do, which a real deployment does not share.
//   node scripts/bench-sync-instances.mjs [--instances 2] [--port 4464] [--redis-port 6393] [--streams 1000] [--cold]
//        [--families 4,10]  (devices per family, one burst of 100 devices each)
//        [--cpu-profile <dir>]  (each instance writes a V8 CPU profile there when it stops)
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from './build-server.mjs';
import { keepAliveSender } from './bench-http.mjs';
import { runSyncLoad } from './sync-load.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '4464' },
    'redis-port': { type: 'string', default: '6393' },
    streams: { type: 'string', default: '1000' },
    trips: { type: 'string', default: '60' },
    cold: { type: 'boolean', default: false },
    families: { type: 'string', default: '4,10' },
    'cpu-profile': { type: 'string' },
  },
});
const count = Number(values.instances);
const root = new URL('..', import.meta.url).pathname;
const database = join(tmpdir(), `hearth-bench-instances-${process.pid}.db`);
const processes = [];
let serverFile = '';
const encoder = new TextEncoder();
const prefix = '/api/sync/v1';

const b64url = (bytes) => Buffer.from(bytes).toString('base64url');
const sha256 = async (bytes) => b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** CPU time (ms) the process has used, user and system (/proc/<pid>/stat counts in 1/100 s). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function memoryMb(pid, field) {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : null;
}

async function waitFor(what, probe) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if (await probe()) return;
    } catch (error) {
      if (error.fatal) throw error;
    }
    if (Date.now() > deadline) throw new Error(`${what} did not come up within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function startRedis() {
  const path = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!path) throw new Error('redis-server is missing (apt-get install redis-server)');
  const child = spawn(path, ['--port', values['redis-port'], '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  processes.push(child);
  return child;
}

async function startInstance(port) {
  // One process per instance, each the production server as the Docker image runs it (built once
  // below), so its memory is the process's own and no request waits for TypeScript to compile.
  const profile = values['cpu-profile'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-profile']}`] : [];
  const child = spawn(process.execPath, [...profile, serverFile], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: join(root, 'dist'),
      DATABASE_URL: `file:${database}`,
      ...(count > 1 ? { REDIS_URL: `redis://127.0.0.1:${values['redis-port']}` } : {}),
      // One machine plays every device and family: the per-address budgets would otherwise stop it.
      RATE_LIMIT_SYNC_PER_MINUTE: '1000000',
      RATE_LIMIT_SYNC_JOIN_PER_MINUTE: '100000',
      SYNC_SPACES_PER_ADDRESS_PER_DAY: '1000000',
      SYNC_MAX_STREAMS_PER_ADDRESS: '100000',
      SYNC_BODY_BYTES_PER_ADDRESS: String(512 * 1024 * 1024),
      // Room for the measuring stream beside the 1,000 (the cap is per instance).
      SYNC_MAX_STREAMS: '1100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  let exited = null;
  child.once('exit', (code) => (exited = code));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`instance on ${port}`, async () => {
    if (exited !== null) throw Object.assign(new Error(`instance on ${port} exited (${exited})`), { fatal: true });
    return (await fetch(`${url}/api/health`)).ok;
  });
  return { url, pid: child.pid };
}

async function makeDevice() {
  const signing = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const wrap = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  return {
    deviceId: b64url(crypto.getRandomValues(new Uint8Array(16))),
    signingKey: b64url(new Uint8Array(await crypto.subtle.exportKey('spki', signing.publicKey))),
    wrapKey: b64url(new Uint8Array(await crypto.subtle.exportKey('spki', wrap.publicKey))),
    privateKey: signing.privateKey,
  };
}

async function signedFetch(url, device, method, path, { spaceId, body, signal } = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const time = String(Date.now());
  const toSign = `HEARTH-SYNC-V1\n${method}\n${path}\n${time}\n${await sha256(encoder.encode(text))}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, device.privateKey, encoder.encode(toSign));
  const headers = { 'x-hearth-device': device.deviceId, 'x-hearth-time': time, 'x-hearth-signature': b64url(new Uint8Array(signature)) };
  if (spaceId) headers['x-hearth-space'] = spaceId;
  if (text !== '') headers['content-type'] = 'application/json';
  return fetch(`${url}${path}`, { method, headers, body: text === '' ? undefined : text, signal });
}

async function newSpace(url) {
  const device = await makeDevice();
  const response = await signedFetch(url, device, 'POST', `${prefix}/spaces`, {
    body: { deviceId: device.deviceId, signingKey: device.signingKey, wrapKey: device.wrapKey },
  });
  if (response.status !== 201) throw new Error(`create space: ${response.status} ${await response.text()}`);
  return { device, spaceId: (await response.json()).spaceId };
}

/** Calls `onEvent(lastSeq)` for each 'changes' event of an open stream. */
async function readChanges(response, onEvent) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ done: true }));
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event.split('\n').find((line) => line.startsWith('data:'));
      if (event.includes('event: changes') && data) onEvent(JSON.parse(data.slice(5)).lastSeq);
    }
  }
}

/** Pushes on the first instance, streams from the last; milliseconds from push sent to event read. */
async function crossInstanceTrips(instances, trips) {
  const { device, spaceId } = await newSpace(instances[0].url);
  const controller = new AbortController();
  const stream = await signedFetch(instances.at(-1).url, device, 'GET', `${prefix}/spaces/${spaceId}/events`, { spaceId, signal: controller.signal });
  if (stream.status !== 200) throw new Error(`stream: ${stream.status} ${await stream.text()}`);
  const waiting = new Map();
  void readChanges(stream, (lastSeq) => waiting.get(lastSeq)?.());
  const ms = [];
  for (let i = 1; i <= trips; i += 1) {
    const heard = new Promise((resolve) => waiting.set(i, resolve));
    const started = performance.now();
    const change = {
      recordKey: b64url(crypto.getRandomValues(new Uint8Array(32))),
      hlc: `${String(Date.now()).padStart(15, '0')}-${String(i).padStart(6, '0')}-${device.deviceId}`,
      ciphertext: b64url(crypto.getRandomValues(new Uint8Array(2_048))),
    };
    const pushed = await signedFetch(instances[0].url, device, 'POST', `${prefix}/spaces/${spaceId}/changes`, { spaceId, body: { changes: [change] } });
    if (!pushed.ok) throw new Error(`push: ${pushed.status}`);
    await heard;
    ms.push(performance.now() - started);
  }
  controller.abort();
  return ms;
}

async function openStreams(instances, total) {
  const controller = new AbortController();
  let open = 0;
  for (let i = 0; i < total; i += 1) {
    const instance = instances[i % instances.length];
    const { device, spaceId } = await newSpace(instance.url);
    const response = await signedFetch(instance.url, device, 'GET', `${prefix}/spaces/${spaceId}/events`, { spaceId, signal: controller.signal });
    if (response.status !== 200) throw new Error(`stream ${i}: ${response.status} ${await response.text()}`);
    open += 1;
    void readChanges(response, () => undefined);
  }
  return { open, close: () => controller.abort() };
}

const ms = (value) => `${value.toFixed(0)} ms`;
try {
  if (count > 1) {
    startRedis();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  serverFile = await buildServer();
  const instances = [];
  // The first instance makes the database's tables; the others then open them.
  for (let i = 0; i < count; i += 1) instances.push(await startInstance(Number(values.port) + i));
  const memory = (field) => instances.map((instance) => `${memoryMb(instance.pid, field)} MB`).join(', ');
  console.log(`${count} instance(s)${count > 1 ? ' with Redis' : ''}; after start: RSS ${memory('VmRSS')}`);

  const trips = await crossInstanceTrips(instances, Number(values.trips));
  console.log(`a change reaches a stream on ${count > 1 ? 'the other' : 'the same'} instance: ${trips.length} trips, p50 ${ms(percentile(trips, 50))}, p95 ${ms(percentile(trips, 95))}`);

  // Each request to an instance in turn, as a proxy without affinity would.
  let next = 0;
  const sender = keepAliveSender(() => instances[next++ % instances.length].url);
  const send = sender.send;
  const familySizes = values.families.split(',').map(Number);
  const loadOptions = (family) => ({
    send,
    baseUrl: 'http://hearth.bench',
    spaces: Math.round(100 / family),
    devicesPerSpace: family,
    pushesPerDevice: 3,
    changesPerPush: 10,
    ciphertextBytes: 8_192,
  });
  // A relay serves families for days: the load meets a warm server. The first round (its own
  // families) compiles the routes and fills the caches a freshly started process lacks; the rounds
  // after it, each with new families, are the ones reported.
  if (!values.cold) await runSyncLoad(loadOptions(familySizes[0]));
  for (const family of familySizes) {
    let instancesCpu = [];
    const load = await runSyncLoad({ ...loadOptions(family), onBurstStart: () => (instancesCpu = instances.map((instance) => cpuMs(instance.pid))) });
    const spent = instances.map((instance, i) => ms(cpuMs(instance.pid) - instancesCpu[i])).join(' + ');
    console.log(`${load.devices} devices in families of ${family}, at once: push p50 ${ms(load.push.p50)}, p95 ${ms(load.push.p95)}; pull p50 ${ms(load.pull.p50)}, p95 ${ms(load.pull.p95)}; peak RSS ${memory('VmHWM')}; connection resets retried: ${sender.resets}`);
    console.log(`  CPU time during that burst (${ms(load.wallMs)} from first request to last answer, ${availableParallelism()} cores): instances ${spent}; load generator ${ms(load.cpuMs)}`);
  }

  const streams = await openStreams(instances, Number(values.streams));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  console.log(`${streams.open} streams open (${Math.ceil(streams.open / count)} per instance): RSS ${memory('VmRSS')}, peak ${memory('VmHWM')}`);
  const busyTrips = await crossInstanceTrips(instances, 20);
  console.log(`with them open, a change reaches the ${count > 1 ? 'other' : 'same'} instance: p50 ${ms(percentile(busyTrips, 50))}, p95 ${ms(percentile(busyTrips, 95))}`);
  streams.close();
} finally {
  for (const child of processes) child.kill('SIGTERM');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
}
