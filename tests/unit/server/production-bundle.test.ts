// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChildProcess } from './child-process';
// @ts-expect-error: a plain .mjs script without types
import { buildServer } from '../../../scripts/build-server.mjs';

/**
 * Deploy: the production server as the Docker image runs it. `npm run build:server`
 * bundles it into dist-server/node.js; here it is built into a folder under the repository (so
 * its imports resolve from node_modules) and started with plain `node` and a resolution hook that
 * refuses any package outside package.json `dependencies` (what `npm install --omit=dev` leaves):
 * no tsx, no Vite, no dev dependency at run time.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const hook = fileURLToPath(new URL('./fixtures/production-only-hook.mjs', import.meta.url));
let work: string;
let server: ChildProcess | undefined;
let baseUrl = '';
let output = '';

beforeAll(async () => {
  work = mkdtempSync(join(root, '.tmp-production-'));
  const bundle = (await buildServer(join(work, 'dist-server'))) as string;
  const dist = join(work, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hearth</title><p>Hearth app shell</p>');
  writeFileSync(join(dist, 'mockServiceWorker.js'), '// Storybook only');
  server = spawn(process.execPath, ['--import', hook, bundle], {
    cwd: work,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', STATIC_DIR: dist, DATABASE_URL: `file:${join(work, 'data', 'hearth.db')}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    server?.stdout?.on('data', onData);
    server?.stderr?.on('data', onData);
    server?.once('exit', (code) => reject(new Error(`the production server exited with ${code}:\n${output}`)));
  });
}, 60_000);

afterAll(async () => {
  await stopChildProcess(server);
  rmSync(work, { recursive: true, force: true });
});

describe('the production server bundle (node dist-server/node.js)', () => {
  it('starts with production dependencies only and answers /api/health', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', demoMode: true });
  });

  it('serves the app at / and 404s for a missing file, an unknown API path and the Storybook worker', async () => {
    const page = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Hearth app shell');
    expect((await fetch(`${baseUrl}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/nothing`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/mockServiceWorker.js`)).status).toBe(404);
  });

  it('bundles no dev dependency', () => {
    // The server, and the database thread it loads beside it (server/node-database-thread.ts) with its one import.
    const source = ['node.js', 'node-database-worker.mjs', 'node-prepared-statements.mjs'].map((file) => readFileSync(join(work, 'dist-server', file), 'utf8')).join('\n');
    const imported = [...source.matchAll(/from ["']([^"'.][^"']*)["']/g)].map((match) => match[1]);
    expect(imported).toContain('@libsql/client');
    const dependencies = Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: object }).dependencies);
    for (const specifier of imported) {
      if (specifier?.startsWith('node:')) continue;
      expect(dependencies.some((name) => specifier === name || specifier?.startsWith(`${name}/`))).toBe(true);
    }
  });
});
