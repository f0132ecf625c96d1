// Sync server benchmark: the real Node server on a private port with a fresh database,
// 100 simulated devices (10 families of 10) pushing and pulling at once. Prints push and pull
// latencies and the server's peak RSS (VmHWM, Linux).
//   node scripts/bench-sync-server.mjs [--port 4422] [--pushes 3] [--changes 10] [--bytes 8192]
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bin } from './run.mjs';
import { keepAliveSender } from './bench-http.mjs';
import { runSyncLoad } from './sync-load.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4422' },
    pushes: { type: 'string', default: '3' },
    changes: { type: 'string', default: '10' },
    bytes: { type: 'string', default: '8192' },
  },
});
const root = new URL('..', import.meta.url).pathname;
const database = join(tmpdir(), `hearth-bench-sync-${process.pid}.db`);
const base = `http://127.0.0.1:${values.port}`;

const child = spawn(bin('tsx'), [join(root, 'server/node.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: values.port,
    HOST: '127.0.0.1',
    STATIC_DIR: join(root, 'dist'),
    DATABASE_URL: `file:${database}`,
    // One machine plays every device: the per-address budgets would otherwise stop it.
    RATE_LIMIT_SYNC_PER_MINUTE: '1000000',
    RATE_LIMIT_SYNC_JOIN_PER_MINUTE: '100000',
    SYNC_SPACES_PER_ADDRESS_PER_DAY: '100000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** The server process's peak resident memory in MB (tsx runs the server in a child of its own). */
function peakRssMb() {
  const pids = [child.pid];
  try {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    pids.push(...children.map(Number));
  } catch {
    return null;
  }
  const peaks = pids.map((pid) => {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  });
  return Math.max(...peaks);
}

const sender = keepAliveSender(() => base);

function stop() {
  child.kill('SIGTERM');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
}

try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer on ${base} within 60 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const idle = peakRssMb();
  const result = await runSyncLoad({
    send: sender.send,
    baseUrl: base,
    spaces: 10,
    devicesPerSpace: 10,
    pushesPerDevice: Number(values.pushes),
    changesPerPush: Number(values.changes),
    ciphertextBytes: Number(values.bytes),
  });
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(`devices: ${result.devices}, ${values.pushes} pushes of ${values.changes} changes of ${values.bytes} bytes each, then pulls`);
  console.log(`push: ${result.push.count} requests, p50 ${ms(result.push.p50)}, p95 ${ms(result.push.p95)}, max ${ms(result.push.max)}`);
  console.log(`pull: ${result.pull.count} requests, p50 ${ms(result.pull.p50)}, p95 ${ms(result.pull.p95)}, max ${ms(result.pull.max)}`);
  console.log(`concurrent phase: ${(result.wallMs / 1000).toFixed(1)} s, connection resets retried: ${sender.resets}`);
  console.log(`server peak RSS: ${peakRssMb()?.toFixed(0) ?? '?'} MB (after start: ${idle?.toFixed(0) ?? '?'} MB)`);
} finally {
  stop();
}
