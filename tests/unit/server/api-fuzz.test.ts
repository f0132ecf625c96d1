// @vitest-environment node
import fc from 'fast-check';
import type { FetchLike } from '../../../server/upstream';
import { gatewayEnv, makeApp, pngDataUrl } from './helpers';

/**
 * Property-based requests over every /api route. Whatever the method, path, headers,
 * size or body, the server answers below 500 (the documented 503s aside: DEMO_MODE, SERVER_BUSY),
 * with the JSON error shape on every error, no unhandled rejection, and never a secret.
 */

const secrets = ['sk-fuzz-gateway-secret', 'img-fuzz-image-secret', 'libsql-fuzz-token-secret'];
const configuredEnv = {
  ...gatewayEnv,
  AI_GATEWAY_KEY: secrets[0],
  AI_IMAGE_KEY: secrets[1],
  DATABASE_AUTH_TOKEN: secrets[2],
  RATE_LIMIT_AI_PER_MINUTE: '100000',
  RATE_LIMIT_FAMILY_PER_MINUTE: '100000',
};
const demoEnv = { RATE_LIMIT_AI_PER_MINUTE: '100000', RATE_LIMIT_FAMILY_PER_MINUTE: '100000' };

// A provider that answers well and echoes nothing; its answers carry image URLs to inline too.
const provider: FetchLike = async (input) => {
  const url = String(input);
  if (url.endsWith('/chat/completions')) {
    return Response.json({ choices: [{ message: { role: 'assistant', content: `![x](https://cdn.example/a.png) ${pngDataUrl}` } }] });
  }
  if (url.endsWith('/v1/image/generation')) return Response.json({ images: [pngDataUrl, 'https://cdn.example/b.png'] });
  return new Response(Uint8Array.from(atob(pngDataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0)), {
    headers: { 'content-type': 'image/png' },
  });
};

const routes = ['/api/health', '/api/config', '/api/family/update', '/api/ai/v1/chat/completions', '/api/ai/v1/image/generation'];
const validBodies: Record<string, unknown> = {
  '/api/family/update': { familyId: 'family_1', familyName: 'Lee', members: [{ id: 'member_1', name: 'Min' }] },
  '/api/ai/v1/chat/completions': { model: 'm', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: pngDataUrl } }] }] },
  '/api/ai/v1/image/generation': { model_name: 'sdxl', prompt: 'a rainbow', height: 512, width: 512, image: pngDataUrl },
};

const headerName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,24}$/);
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,80}$/).map((value) => value.trim());
const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'text/plain', 'multipart/form-data; boundary=x', '');

/** A body: arbitrary JSON, a valid body with one field replaced, text, bytes, or a long run. */
function bodyFor(path: string) {
  const valid = validBodies[path] as Record<string, unknown> | undefined;
  const mutated = valid
    ? fc.tuple(fc.constantFrom(...Object.keys(valid), 'extra'), fc.jsonValue()).map(([key, value]) => JSON.stringify({ ...valid, [key]: value }))
    : fc.jsonValue().map((value) => JSON.stringify(value));
  return fc.oneof(
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', '{', '[', '"', '\\u0000', '!['), fc.integer({ min: 1, max: 300_000 })).map(([unit, n]) => unit.repeat(n)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const request = fc
  .tuple(
    fc.constantFrom(...routes, '/api/unknown', '/api/family', '/api/ai/v1/models'),
    fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    fc.string({ maxLength: 30 }),
    contentType,
    fc.dictionary(headerName, headerValue, { maxKeys: 6 }),
    fc.boolean(),
  )
  .chain(([path, method, suffix, type, headers, exact]) =>
    bodyFor(path).map((body) => ({
      path: exact ? path : `${path}${encodeURIComponent(suffix)}`,
      method,
      headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    })),
  );

const allowed503 = new Set(['DEMO_MODE', 'SERVER_BUSY']);
let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', onUnhandled));
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

describe.each([
  ['configured with fake keys', configuredEnv],
  ['in demo mode', demoEnv],
])('every /api route, %s (fast-check)', (_label, env) => {
  it('answers below 500 with the error shape, and never echoes a secret', async () => {
    unhandled = [];
    const { app } = makeApp({ env, fetch: provider });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, method, headers, body }) => {
        const res = await app.request(`http://hearth.test${path}`, { method, headers, body });
        const text = await res.text();
        for (const secret of secrets) {
          expect(text).not.toContain(secret);
          expect([...res.headers.values()].join('\n')).not.toContain(secret);
        }
        if (res.status >= 500) {
          expect(res.status).toBe(503);
          expect(allowed503.has((JSON.parse(text) as { error: { code: string } }).error.code)).toBe(true);
        }
        if (res.status >= 400 && method !== 'HEAD' && path.startsWith('/api/')) {
          expect(JSON.parse(text)).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
        }
      }),
      { numRuns: 400 },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).toEqual([]);
  }, 30_000);
});
