// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createNodeFileReader } from '../../../server/node';
import type { FetchLike } from '../../../server/upstream';
import { gatewayEnv, makeApp, pngDataUrl, postJson } from './helpers';

describe('log lines', () => {
  it('cannot be forged with control characters in the path', async () => {
    const { app, logger } = makeApp();
    await app.request('/api/x%0d%0a2026-03-01T10:00:00.000Z%20GET%20/api/forged%20200%200ms%1b[31m');
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(logger.lines[0]).toMatch(/^GET \/api\/x%0D%0A2026.* 404 \d+ms$/);
  });

  it('stay short however long the path', async () => {
    const { app, logger } = makeApp();
    await app.request(`/api/${'a'.repeat(10_000)}`);
    expect(logger.lines[0]?.length).toBeLessThan(400);
  });
});

describe('HSTS and the referrer', () => {
  it('sends no Strict-Transport-Security unless Hearth is served over HTTPS', async () => {
    const plain = await makeApp().app.request('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await makeApp({ env: { SERVED_OVER_HTTPS: 'true' } }).app.request('/api/health');
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('never sends a referrer', async () => {
    const res = await makeApp().app.request('/api/health');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('mockServiceWorker.js (Storybook only)', () => {
  it('is not served even when an old build holds it', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'hearth-msw-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hearth</title>');
      writeFileSync(join(dist, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
      const { app } = makeApp({ readStaticFile: createNodeFileReader(dist) });
      expect((await app.request('/mockServiceWorker.js')).status).toBe(404);
      expect((await app.request('/mockserviceworker.JS')).status).toBe(404);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync('dist/index.html'))('is not in the built app', () => {
    expect(readdirSync('dist')).not.toContain('mockServiceWorker.js');
  });
});

describe('provider images reaching the browser', () => {
  const imageBody = { model_name: 'sdxl', prompt: 'a rainbow', height: 512, width: 512 };
  const chatBody = { model: 'm', messages: [{ role: 'user', content: 'draw' }] };
  const answering =
    (answer: unknown): FetchLike =>
    async () =>
      Response.json(answer);

  it.each([
    ['a data URL', [pngDataUrl], [pngDataUrl]],
    ['bare base64 (a PNG)', ['iVBORw0KGgo='], ['data:image/png;base64,iVBORw0KGgo=']],
    ['an SVG data URL', ['data:image/svg+xml;base64,PHN2Zy8+', pngDataUrl], [pngDataUrl]],
    ['a script URL', ['javascript:alert(1)', pngDataUrl], [pngDataUrl]],
    ['HTML', ['data:text/html;base64,PGgxPg==', pngDataUrl], [pngDataUrl]],
    ['a non-string', [{ url: 'x' }, 42, pngDataUrl], [pngDataUrl]],
  ])('image generation keeps only images among %s', async (_label, images, expected) => {
    const { app } = makeApp({ env: gatewayEnv, fetch: answering({ images }) });
    const res = await app.request(postJson('/api/ai/v1/image/generation', imageBody));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ images: expected });
  });

  it('answers 502 when no entry of images[] is an image', async () => {
    const { app } = makeApp({ env: gatewayEnv, fetch: answering({ images: ['javascript:alert(1)', 'data:text/html,x'] }) });
    const res = await app.request(postJson('/api/ai/v1/image/generation', imageBody));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_UPSTREAM_IMAGE' } });
  });

  it('keeps only image entries in a chat answer\'s message.images', async () => {
    const images = [
      { type: 'image_url', image_url: { url: 'javascript:alert(1)' } },
      { type: 'image_url', image_url: { url: 'data:image/svg+xml;base64,PHN2Zy8+' } },
      { type: 'image_url', image_url: { url: pngDataUrl } },
    ];
    const { app } = makeApp({ env: gatewayEnv, fetch: answering({ choices: [{ message: { role: 'assistant', content: '', images } }] }) });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(res.status).toBe(200);
    const json = (await res.json()) as { choices: { message: { images: unknown[] } }[] };
    expect(json.choices[0]?.message.images).toEqual([{ type: 'image_url', image_url: { url: pngDataUrl } }]);
  });

  it('answers 502 when no entry of a chat answer\'s message.images is an image', async () => {
    const images = [{ type: 'image_url', image_url: { url: 'data:text/html,<script>' } }];
    const { app } = makeApp({ env: gatewayEnv, fetch: answering({ choices: [{ message: { role: 'assistant', content: '', images } }] }) });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(res.status).toBe(502);
  });
});
