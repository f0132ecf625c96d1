// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { stopChildProcess } from './child-process';

/**
 * Memory under concurrent AI calls: 50 concurrent requests of the largest body the app
 * sends (a 5 MiB photo as base64, 7.0 MB) against a fake provider
 * that takes a while to answer. The Hearth server runs in a process of its own so its RSS is its
 * own; /api/health is asked every 20 ms throughout. On a 2-core machine shared with other work an
 * idle server's health answers already take 100-200 ms now and then (scheduling), and the unit
 * suite runs other files beside this one, so a latency budget here would be a timed test that fails
 * with the host's load. This test asserts what holds on any host: the memory ceiling, and health
 * answered every time, never held up for seconds (before the in-flight cap it took up to 4.8 s).
 * The 100 ms figure is measured and printed (the README's server figures come from this line).
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** The ceiling docs/deploy.md promises for a server under this load (default AI_MAX_IN_FLIGHT). */
const rssCeilingMb = 400;
const concurrent = 50;
const photoBase64Chars = Math.ceil((5 * 1024 * 1024) / 3) * 4;

let provider: Server;
let providerUrl = '';
let hearth: ChildProcess;
let hearthUrl = '';

beforeAll(async () => {
  provider = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      // A model takes its time: requests pile up in the server meanwhile.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'data:image/png;base64,iVBORw0KGgo=' } }] }));
      }, 400);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  hearth = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: ':memory:',
      STATIC_DIR: '/nonexistent',
      AI_GATEWAY_BASE_URL: providerUrl,
      AI_GATEWAY_KEY: 'sk-load-test',
      RATE_LIMIT_AI_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  hearthUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    hearth.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    hearth.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
}, 60_000);

afterAll(async () => {
  await stopChildProcess(hearth);
  provider?.close();
});

const loadScript = `
const [url, count] = process.argv.slice(1);
let body = '';
process.stdin.on('data', (chunk) => (body += chunk));
process.stdin.on('end', async () => {
  const answers = await Promise.all(Array.from({ length: Number(count) }, async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), json: await res.json() };
  }));
  process.stdout.write(JSON.stringify(answers));
});
`;

interface LoadAnswer {
  status: number;
  retryAfter: string | null;
  json: { error?: { code: string; message: string } };
}

async function sendLoad(body: string): Promise<number[]> {
  const child = spawn(process.execPath, ['-e', loadScript, `${hearthUrl}/api/ai/v1/chat/completions`, String(concurrent)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(body);
  await new Promise((resolve) => child.once('exit', resolve));
  const answers = JSON.parse(output) as LoadAnswer[];
  for (const answer of answers.filter((a) => a.status === 503)) {
    expect(answer.json).toEqual({ error: { code: 'SERVER_BUSY', message: expect.any(String) } });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  }
  return answers.map((answer) => answer.status);
}

/** Asks for /api/health every 20 ms while `going()` (and for at least `minMs`); the latencies. */
async function healthLatencies(going: () => boolean, minMs = 0): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + minMs;
  while (going() && (minMs === 0 || performance.now() < until)) {
    const started = performance.now();
    const health = await fetch(`${hearthUrl}/api/health`);
    await health.arrayBuffer();
    if (!health.ok) throw new Error(`/api/health answered ${health.status} under load`);
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Infinity;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

it.skipIf(!existsSync('/proc/self/status'))(
  `keeps RSS under ${rssCeilingMb} MB and /api/health quick with ${concurrent} maximum-size AI requests`,
  async () => {
    const pid = hearth.pid ?? 0;
    const photo = `data:image/jpeg;base64,${'A'.repeat(photoBase64Chars)}`;
    const body = JSON.stringify({
      model: 'vision/model-1',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'x'.repeat(2_000) }, { type: 'image_url', image_url: { url: photo } }] }],
      max_tokens: 1000,
      modalities: ['image', 'text'],
    });
    const idleRss = rssMb(pid);
    const idleHealthMs = await healthLatencies(() => true, 1_500);
    let peakRss = idleRss;
    const healthMs: number[] = [];
    let loading = true;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(pid));
    }, 10);
    const healthChecks = healthLatencies(() => loading).then((latencies) => healthMs.push(...latencies));
    // The load comes from another process, so this one only samples and asks for health.
    const statuses = await sendLoad(body);
    loading = false;
    await healthChecks;
    clearInterval(sampler);
    const p95HealthMs = percentile(healthMs, 0.95);
    const slowestHealthMs = percentile(healthMs, 1);
    const idleP95HealthMs = percentile(idleHealthMs, 0.95);
    console.log(
      `ai-load: body ${(body.length / 1e6).toFixed(2)} MB x ${concurrent}; RSS idle ${idleRss.toFixed(0)} MB, peak ${peakRss.toFixed(0)} MB; ` +
        `/api/health x${healthMs.length} p50 ${percentile(healthMs, 0.5).toFixed(0)} ms, p95 ${p95HealthMs.toFixed(0)} ms (idle ${idleP95HealthMs.toFixed(0)} ms), slowest ${slowestHealthMs.toFixed(0)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses.map((s) => [s, statuses.filter((t) => t === s).length])))}`,
    );
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(peakRss).toBeLessThan(rssCeilingMb);
    expect(healthMs.length).toBeGreaterThan(10);
    expect(slowestHealthMs).toBeLessThan(2_000);
  },
  60_000,
);
