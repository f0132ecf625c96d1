// @vitest-environment node
import { loadConfig } from '../../../server/config';
import { gatewayEnv, makeApp, postJson } from './helpers';

const family = { familyId: 'family_1', familyName: 'Lee', members: [{ id: 'member_1', name: 'Min' }] };

describe('answers of the API', () => {
  // Every answer about a family (errors included) stays out of browser and proxy caches.
  it.each([
    ['a plain answer', () => new Request('http://hearth.test/api/health')],
    ['an unknown API address', () => new Request('http://hearth.test/api/no-such-thing')],
    ['a refused body', () => new Request('http://hearth.test/api/family', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } })],
    ['an unsigned sync request', () => new Request('http://hearth.test/api/sync/v1/spaces/abc/changes?after=0&limit=10')],
  ])('%s is marked no-store', async (_name, request) => {
    const { app } = makeApp();
    const res = await app.request(request());
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/health', () => {
  it('says ok, demo mode and the time', async () => {
    const { app } = makeApp();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', demoMode: true, time: '2026-03-01T10:00:00.000Z' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is not in demo mode once a provider is configured', async () => {
    const { app } = makeApp({ env: { AI_IMAGE_BASE_URL: 'https://images.example' } });
    expect(await (await app.request('/api/health')).json()).toMatchObject({ demoMode: false });
  });
});

describe('GET /api/config', () => {
  it('tells the browser which AI paths work, the models and who receives what, never keys or provider URLs', async () => {
    const models = [{ id: 'm/one', quality: 9, speed: 5, capabilities: ['photorealistic'], specialties: [], uses: ['timeTravel'] }];
    const { app } = makeApp({ env: { ...gatewayEnv, AI_IMAGE_BASE_URL: '', AI_MODELS: JSON.stringify(models), AI_GUIDANCE_MODEL: 'g/small' } });
    const res = await app.request('/api/config');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      demoMode: false,
      festivalHostPrefix: 'onam.',
      ai: {
        chat: true,
        image: false,
        guidanceModel: 'g/small',
        models,
        // The gateway that receives the photo, named by its host when the operator gives no name.
        recipients: { chat: { id: expect.stringMatching(/^[0-9a-f]{16}$/), name: 'gateway.example', privacyUrl: null }, image: null },
      },
      sync: { idleSpaceDays: 180, newSpaces: 'open' },
    });
    expect(text).not.toContain(gatewayEnv.AI_GATEWAY_KEY);
    expect(text).not.toContain('gateway.example/api');
    expect(text).not.toContain('https://gateway.example');
  });

  it('names the services as the operator configured them, and their id changes with the service', async () => {
    const recipients = async (env: Record<string, string>) => {
      const { app } = makeApp({ env: { ...gatewayEnv, ...env } });
      return ((await (await app.request('/api/config')).json()) as { ai: { recipients: Record<string, { id: string; name: string; privacyUrl: string | null }> } }).ai.recipients;
    };
    const named = await recipients({
      AI_GATEWAY_NAME: 'Family AI Gateway Ltd',
      AI_GATEWAY_PRIVACY_URL: 'https://gateway.example/privacy',
      AI_IMAGE_NAME: 'Pictures Inc.',
    });
    expect(named.chat).toMatchObject({ name: 'Family AI Gateway Ltd', privacyUrl: 'https://gateway.example/privacy' });
    expect(named.image).toMatchObject({ name: 'Pictures Inc.', privacyUrl: null });
    const moved = await recipients({ AI_GATEWAY_NAME: 'Family AI Gateway Ltd', AI_GATEWAY_BASE_URL: 'https://other-gateway.example/v1' });
    expect(moved.chat?.id).not.toBe(named.chat?.id);
    const renamed = await recipients({ AI_GATEWAY_NAME: 'Another name' });
    expect(renamed.chat?.id).not.toBe(named.chat?.id);
    expect((await recipients({ AI_GATEWAY_NAME: 'Family AI Gateway Ltd' })).chat?.id).toBe(named.chat?.id);
  });

  it('knows OpenRouter by its host', async () => {
    const { app } = makeApp({ env: { AI_GATEWAY_BASE_URL: 'https://openrouter.ai/api/v1' } });
    const body = (await (await app.request('/api/config')).json()) as { ai: { recipients: { chat: unknown } } };
    expect(body.ai.recipients.chat).toMatchObject({ name: 'OpenRouter', privacyUrl: 'https://openrouter.ai/privacy' });
  });

  it('names nobody in demo mode', async () => {
    const { app } = makeApp();
    expect(((await (await app.request('/api/config')).json()) as { ai: unknown }).ai).toMatchObject({ recipients: { chat: null, image: null } });
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/api/nothing-here', '/some/page'])('are on %s', async (path) => {
    const { app } = makeApp();
    const res = await app.request(path);
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "media-src 'self' blob:",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    // This origin, and index.html's one inline head script by its hash: no other inline script.
    expect(csp.match(/script-src[^;]*/)?.[0]).toMatch(/^script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=()');
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = makeApp();
    const res = await app.request('/api/unknown', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers an unexpected failure with a JSON 500 and logs no request data', async () => {
    const { app, logger } = makeApp({
      readStaticFile: async () => {
        throw new Error('disk full');
      },
    });
    const res = await app.request('/family/memories?member=Lee', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(logger.lines.join('\n')).toContain('disk full');
    expect(logger.lines.join('\n')).not.toContain('Lee');
  });

  it('logs method, path, status and duration of API calls', async () => {
    const { app, logger } = makeApp();
    await app.request('/api/health');
    expect(logger.lines).toEqual(['GET /api/health 200 0ms']);
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED once a client uses up its bucket, and refills over time', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const { app } = makeApp({ env: { RATE_LIMIT_FAMILY_PER_MINUTE: '3' }, now: () => now });
    const send = () => app.request(postJson('/api/family/update', family));
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('20');
    expect(await limited.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    now = new Date('2026-03-01T10:00:20Z');
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);
  });

  it('keeps a bucket per client address', async () => {
    let address = '198.51.100.1';
    const { app } = makeApp({ env: { RATE_LIMIT_AI_PER_MINUTE: '1' }, clientAddress: () => address });
    expect((await app.request(postJson('/api/ai/v1/chat/completions', {}))).status).toBe(503);
    expect((await app.request(postJson('/api/ai/v1/chat/completions', {}))).status).toBe(429);
    address = '198.51.100.2';
    expect((await app.request(postJson('/api/ai/v1/chat/completions', {}))).status).toBe(503);
  });

  it('ignores X-Forwarded-For unless proxies are trusted', async () => {
    const spoofed = (ip: string) => postJson('/api/family/update', family, { 'x-forwarded-for': ip });
    const untrusting = makeApp({ env: { RATE_LIMIT_FAMILY_PER_MINUTE: '1' } }).app;
    expect((await untrusting.request(spoofed('192.0.2.1'))).status).toBe(200);
    expect((await untrusting.request(spoofed('192.0.2.2'))).status).toBe(429);

    const trusting = makeApp({ config: loadConfig({ RATE_LIMIT_FAMILY_PER_MINUTE: '1', TRUST_PROXY: 'true' }) }).app;
    expect((await trusting.request(spoofed('192.0.2.1'))).status).toBe(200);
    expect((await trusting.request(spoofed('192.0.2.2'))).status).toBe(200);
    expect((await trusting.request(spoofed('192.0.2.2'))).status).toBe(429);
  });

  it('does not limit health checks', async () => {
    const { app } = makeApp({ env: { RATE_LIMIT_AI_PER_MINUTE: '1', RATE_LIMIT_FAMILY_PER_MINUTE: '1' } });
    for (let i = 0; i < 5; i += 1) expect((await app.request('/api/health')).status).toBe(200);
  });
});
