// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import { startServer, type RunningServer } from '../../../server/node';
import { scanForPlaintext } from '../../../scripts/scan-plaintext.mjs';
import { capturingLogger, pngBytes, pngDataUrl } from './helpers';

/** What the fake provider saw: the browser must never reach it, only the Hearth server. */
interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let provider: Server;
let providerUrl: string;
const seen: SeenRequest[] = [];

let root: string;
let databaseUrl: string;
let hearth: RunningServer;
const logger = capturingLogger();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  provider = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'GET' && req.url === '/files/out.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from(pngBytes));
    } else if (req.url === '/api/v1/chat/completions') {
      const model = (JSON.parse(body) as { model: string }).model;
      if (model === 'busy/model') json(429, { error: { message: 'Rate limit exceeded' } });
      else if (model === 'broken/model') json(500, { error: { message: 'boom' } });
      else json(200, { choices: [{ message: { role: 'assistant', content: '', images: [{ type: 'image_url', image_url: { url: `${providerUrl}/files/out.png` } }] } }] });
    } else if (req.url === '/v1/image/generation') {
      json(200, { images: [`${providerUrl}/files/out.png`] });
    } else {
      json(404, { error: 'no such path' });
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

  root = mkdtempSync(join(tmpdir(), 'hearth-node-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'dist', 'assets', 'index-abc123.js'), 'console.log(1)');
  // The database folder does not exist yet: the server creates it.
  databaseUrl = pathToFileURL(join(root, 'data', 'hearth.db')).href;

  hearth = await startServer({
    port: 0,
    logger,
    env: {
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      STATIC_DIR: join(root, 'dist'),
      AI_GATEWAY_BASE_URL: `${providerUrl}/api/v1`,
      AI_GATEWAY_KEY: 'sk-real-server-test',
      AI_GATEWAY_REFERER: 'https://hearth.example',
      AI_IMAGE_BASE_URL: providerUrl,
      AI_IMAGE_KEY: 'img-real-server-test',
    },
  });
});

afterAll(async () => {
  await hearth?.close();
  await new Promise((resolve) => provider?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

const post = (path: string, body: unknown) =>
  fetch(`${hearth.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const chat = (model: string) => ({
  model,
  messages: [
    {
      role: 'user',
      content: [
        { type: 'text', text: 'Make this photo look like the 1970s.' },
        { type: 'image_url', image_url: { url: pngDataUrl } },
      ],
    },
  ],
  max_tokens: 1000,
  temperature: 0.7,
});

describe('the real Node server', () => {
  it('listens on loopback and answers health', async () => {
    expect(hearth.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${hearth.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', demoMode: false });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('forwards chat completions with the key and inlines the answer image', async () => {
    const res = await post('/api/ai/v1/chat/completions', chat('good/model'));
    expect(res.status).toBe(200);
    const json = (await res.json()) as { choices: { message: { images: { image_url: { url: string } }[] } }[] };
    expect(json.choices[0]?.message.images[0]?.image_url.url).toBe(pngDataUrl);

    const [forwarded, imageFetch] = seen;
    expect(forwarded?.method).toBe('POST');
    expect(forwarded?.path).toBe('/api/v1/chat/completions');
    expect(forwarded?.headers.authorization).toBe('Bearer sk-real-server-test');
    expect(forwarded?.headers['http-referer']).toBe('https://hearth.example');
    expect(forwarded?.headers['x-title']).toBe('Hearth');
    expect(JSON.parse(forwarded?.body ?? '')).toEqual(chat('good/model'));
    expect(imageFetch?.path).toBe('/files/out.png');
    expect(imageFetch?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['busy/model', 429, 'QUOTA_EXCEEDED'],
    ['broken/model', 500, 'SERVER_ERROR'],
  ])('passes the provider status through for %s', async (model, status, code) => {
    const res = await post('/api/ai/v1/chat/completions', chat(model));
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: { code, message: expect.any(String) } });
  });

  it('forwards image generation with the image key', async () => {
    const body = { model_name: 'sdxl', prompt: 'add a sun', height: 1024, width: 1024, steps: 25, image: pngDataUrl };
    const res = await post('/api/ai/v1/image/generation', body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ images: [pngDataUrl] });
    expect(seen[0]?.path).toBe('/v1/image/generation');
    expect(seen[0]?.headers.authorization).toBe('Bearer img-real-server-test');
  });

  it('never logs request images', () => {
    const all = logger.lines.join('\n');
    expect(all).not.toContain('base64');
    expect(all).not.toContain('1970s');
  });

  it('answers a good family update, refuses bad ones, and keeps no name in the libSQL file or the log', async () => {
    const good = {
      familyId: 'family_1714000000000_k3y',
      familyName: 'The Haddads',
      members: [
        { id: 'member_1714000000000_a', name: 'Layla' },
        { id: 'member_1714000000000_b', name: 'Zoë' },
      ],
    };
    const bad = [
      { ...good, familyId: 'family_bad_1', members: [{ id: 'member_x', name: 'R2-D2' }] },
      { ...good, familyId: 'family_bad_2', familyName: '' },
      { ...good, familyId: 'family_bad_3', extra: 'field' },
      { ...good, familyId: 'not-a-family' },
    ];
    expect((await post('/api/family/update', good)).status).toBe(200);
    for (const body of bad) {
      const res = await post('/api/family/update', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_BODY' } });
    }
    const big = await post('/api/family/update', { ...good, familyName: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);

    // Every table, the database file and its WAL, and the log: no name in any encoding.
    const scan = await scanForPlaintext({
      databaseFile: fileURLToPath(databaseUrl),
      logTexts: [logger.lines.join('\n')],
      needles: ['The Haddads', 'Layla', { label: 'Zoë', value: 'Zoë' }],
    });
    expect(scan.findings).toEqual([]);
    const db = createClient({ url: databaseUrl });
    const tables = (await db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((row) => String(row.name));
    db.close();
    expect(tables).not.toContain('families');
  });

  it('serves the built app with the SPA fallback and cache headers', async () => {
    const asset = await fetch(`${hearth.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');

    const page = await fetch(`${hearth.url}/family/memories`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');

    const missing = await fetch(`${hearth.url}/assets/gone-000.js`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
  });

  it('closes cleanly and frees the port', async () => {
    const other = await startServer({
      port: 0,
      logger: capturingLogger(),
      env: { HOST: '127.0.0.1', DATABASE_URL: pathToFileURL(join(root, 'other.db')).href, STATIC_DIR: join(root, 'dist') },
    });
    expect((await fetch(`${other.url}/api/health`)).status).toBe(200);
    await other.close();
    await expect(fetch(`${other.url}/api/health`)).rejects.toThrow();
  });
});
