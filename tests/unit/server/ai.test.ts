// @vitest-environment node
import { aiErrorCode } from '../../../server/ai-status';
import type { FetchLike } from '../../../server/upstream';
import { gatewayEnv, makeApp, pngBytes, pngDataUrl, postJson } from './helpers';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fake provider: answers by URL and records every call. */
function fakeProvider(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = String(input);
    const call = { url, init };
    calls.push(call);
    const handler = routes[url];
    if (!handler) throw new TypeError(`fetch failed: no route for ${url}`);
    return handler(call);
  };
  return { fetch, calls };
}

const chatUrl = 'https://gateway.example/api/v1/chat/completions';
const imageUrl = 'https://images.example/v1/image/generation';

const chatBody = {
  model: 'vision/model-1',
  messages: [
    {
      role: 'user',
      content: [
        { type: 'text', text: 'Restyle this family photo as the 1980s.' },
        { type: 'image_url', image_url: { url: pngDataUrl } },
      ],
    },
  ],
  max_tokens: 1000,
  temperature: 0.7,
  modalities: ['image', 'text'],
};

const guidanceBody = {
  model: 'small/instruct',
  messages: [{ role: 'user', content: 'Give steps, tips and duration as JSON for: Family walk' }],
  max_tokens: 512,
  temperature: 0.7,
  top_p: 0.9,
  stream: false,
};

const imageBody = {
  model_name: 'sdxl',
  prompt: 'add a rainbow',
  height: 1024,
  width: 1024,
  enable_refiner: false,
  negative_prompt: 'scary',
  strength: 0.8,
  steps: 25,
  cfg_scale: 7,
  backend: 'auto',
  image: pngDataUrl,
};

const chatAnswer = (message: Record<string, unknown>) =>
  Response.json({ id: 'gen-1', choices: [{ index: 0, message: { role: 'assistant', ...message } }] });

const pngResponse = () => new Response(pngBytes, { headers: { 'content-type': 'image/png' } });

describe('demo mode', () => {
  it.each([
    ['/api/ai/v1/chat/completions', guidanceBody],
    ['/api/ai/v1/image/generation', imageBody],
  ])('%s answers 503 DEMO_MODE without calling anyone', async (path, body) => {
    const { fetch, calls } = fakeProvider({});
    const { app } = makeApp({ fetch });
    const res = await app.request(postJson(path, body));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: 'DEMO_MODE', message: 'Demo mode: no AI provider is configured on this Hearth server.' },
    });
    expect(calls).toHaveLength(0);
  });

  it('applies per path: a gateway alone leaves image generation in demo mode', async () => {
    const { fetch } = fakeProvider({});
    const { app } = makeApp({ fetch, env: { AI_GATEWAY_BASE_URL: gatewayEnv.AI_GATEWAY_BASE_URL } });
    const res = await app.request(postJson('/api/ai/v1/image/generation', imageBody));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'DEMO_MODE' } });
  });
});

describe('POST /api/ai/v1/chat/completions', () => {
  it('forwards the body with the server key, referer and title headers', async () => {
    const answer = { choices: [{ message: { role: 'assistant', content: '{"steps":[],"tips":[],"duration":"10 min"}' } }] };
    const { fetch, calls } = fakeProvider({ [chatUrl]: () => Response.json(answer) });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', guidanceBody));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(answer);
    expect(calls).toHaveLength(1);
    const headers = new Headers(calls[0]?.init?.headers);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(headers.get('authorization')).toBe('Bearer sk-test-gateway');
    expect(headers.get('http-referer')).toBe('https://hearth.example');
    expect(headers.get('x-title')).toBe('Hearth Test');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(new TextDecoder().decode(calls[0]?.init?.body as Uint8Array))).toEqual(guidanceBody);
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('never sends the key to the browser', async () => {
    const { fetch } = fakeProvider({ [chatUrl]: () => chatAnswer({ content: 'hi' }) });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', guidanceBody));
    const all = JSON.stringify([...res.headers]) + (await res.text());
    expect(all).not.toContain('sk-test-gateway');
  });

  it.each([
    ['a missing model', { ...guidanceBody, model: undefined }],
    ['no messages', { ...guidanceBody, messages: [] }],
    ['an unknown role', { ...guidanceBody, messages: [{ role: 'tool', content: 'x' }] }],
    ['an unknown key', { ...guidanceBody, tools: [] }],
    ['streaming', { ...guidanceBody, stream: true }],
    ['max_tokens out of range', { ...guidanceBody, max_tokens: 100_000 }],
    ['temperature out of range', { ...guidanceBody, temperature: 3 }],
    ['top_p out of range', { ...guidanceBody, top_p: 1.5 }],
    ['an http image URL', { ...chatBody, messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://evil.example/x.png' } }] }] }],
    ['an SVG data URL', { ...chatBody, messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/svg+xml;base64,PHN2Zz4=' } }] }] }],
    ['a data URL that is not base64', { ...chatBody, messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/png;base64,<script>' } }] }] }],
    ['an unknown part type', { ...chatBody, messages: [{ role: 'user', content: [{ type: 'audio', audio: 'x' }] }] }],
    ['an unknown modality', { ...chatBody, modalities: ['audio'] }],
  ])('refuses %s with 400 INVALID_BODY without calling the provider', async (_label, body) => {
    const { fetch, calls } = fakeProvider({ [chatUrl]: () => chatAnswer({ content: 'x' }) });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_BODY' } });
    expect(calls).toHaveLength(0);
  });

  it('refuses a model outside the configured registry, allows the registry and guidance models', async () => {
    const { fetch, calls } = fakeProvider({ [chatUrl]: () => chatAnswer({ content: 'x' }) });
    const models = [{ id: 'vision/model-1', quality: 8, speed: 5, uses: ['timeTravel'] }];
    const { app } = makeApp({
      fetch,
      env: { ...gatewayEnv, AI_MODELS: JSON.stringify(models), AI_GUIDANCE_MODEL: 'small/instruct' },
    });
    const refused = await app.request(postJson('/api/ai/v1/chat/completions', { ...guidanceBody, model: 'pricey/model' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'MODEL_NOT_ALLOWED' } });
    expect(calls).toHaveLength(0);
    expect((await app.request(postJson('/api/ai/v1/chat/completions', chatBody))).status).toBe(200);
    expect((await app.request(postJson('/api/ai/v1/chat/completions', guidanceBody))).status).toBe(200);
  });

  it('refuses bodies over 7.5 MiB with 413', async () => {
    const { fetch, calls } = fakeProvider({});
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const huge = { ...chatBody, messages: [{ role: 'user', content: 'x'.repeat(7.5 * 1024 * 1024 + 1) }] };
    const res = await app.request(postJson('/api/ai/v1/chat/completions', huge));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(calls).toHaveLength(0);
  });

  it.each([
    [429, 'QUOTA_EXCEEDED'],
    [401, 'INVALID_API_KEY'],
    [402, 'INSUFFICIENT_CREDITS'],
    [503, 'SERVICE_UNAVAILABLE'],
    [500, 'SERVER_ERROR'],
    [502, 'SERVER_ERROR'],
    [504, 'SERVER_ERROR'],
    [400, 'API_ERROR_400'],
    [404, 'API_ERROR_404'],
    [422, 'API_ERROR_422'],
  ])('passes upstream status %i through as %s', async (status, code) => {
    const { fetch } = fakeProvider({
      [chatUrl]: () => Response.json({ error: { message: 'key sk-upstream-secret is rate limited' } }, { status }),
    });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(res.status).toBe(status);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code, message: expect.any(String) } });
    expect(text).not.toContain('sk-upstream-secret');
  });

  it('answers 504 UPSTREAM_TIMEOUT when the provider is too slow', async () => {
    const fetch: FetchLike = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const { app } = makeApp({ fetch, env: { ...gatewayEnv, AI_TIMEOUT_MS: '30' } });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ error: { code: 'UPSTREAM_TIMEOUT' } });
  });

  it('answers 502 UPSTREAM_UNREACHABLE when the provider cannot be reached', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'UPSTREAM_UNREACHABLE' } });
  });

  it('answers 502 INVALID_UPSTREAM_RESPONSE when the provider answers with something that is not JSON', async () => {
    const { fetch } = fakeProvider({ [chatUrl]: () => new Response('<html>oops</html>') });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_UPSTREAM_RESPONSE' } });
  });

  it('inlines an image URL from message.images as a data URL', async () => {
    const { fetch, calls } = fakeProvider({
      [chatUrl]: () =>
        chatAnswer({ content: '', images: [{ type: 'image_url', image_url: { url: 'https://cdn.example/out.png' } }] }),
      'https://cdn.example/out.png': pngResponse,
    });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(res.status).toBe(200);
    const json = (await res.json()) as { choices: { message: { images: { image_url: { url: string } }[] } }[] };
    expect(json.choices[0]?.message.images[0]?.image_url.url).toBe(pngDataUrl);
    // The image is fetched without the provider key.
    expect(new Headers(calls[1]?.init?.headers).get('authorization')).toBeNull();
  });

  it.each([
    // A text answer that is only a URL is never fetched.
    ['a bare URL (left as is)', 'https://cdn.example/out.png', 'https://cdn.example/out.png'],
    ['a markdown image', 'Here you go: ![1980s](https://cdn.example/out.png)', `Here you go: ![1980s](${pngDataUrl})`],
    ['a data URL (left as is)', pngDataUrl, pngDataUrl],
    ['plain text (left as is)', 'No image today, sorry.', 'No image today, sorry.'],
  ])('rewrites message.content holding %s', async (_label, content, expected) => {
    const { fetch } = fakeProvider({
      [chatUrl]: () => chatAnswer({ content }),
      'https://cdn.example/out.png': pngResponse,
    });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    const json = (await res.json()) as { choices: { message: { content: string } }[] };
    expect(json.choices[0]?.message.content).toBe(expected);
  });

  it('follows a redirect of the image URL', async () => {
    const { fetch } = fakeProvider({
      [chatUrl]: () => chatAnswer({ content: '![x](https://cdn.example/signed)' }),
      'https://cdn.example/signed': () =>
        new Response(null, { status: 302, headers: { location: 'https://store.example/out.png' } }),
      'https://store.example/out.png': pngResponse,
    });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const json = (await (await app.request(postJson('/api/ai/v1/chat/completions', chatBody))).json()) as {
      choices: { message: { content: string } }[];
    };
    expect(json.choices[0]?.message.content).toBe(`![x](${pngDataUrl})`);
  });

  it.each([
    ['is not an image', () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } })],
    ['is SVG', () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })],
    ['is missing', () => new Response('gone', { status: 404 })],
    ['is over 10 MB', () => new Response(new Uint8Array(10 * 1024 * 1024 + 1), { headers: { 'content-type': 'image/png' } })],
    ['is empty', () => new Response(new Uint8Array(0), { headers: { 'content-type': 'image/png' } })],
  ])('answers 502 INVALID_UPSTREAM_IMAGE when the image %s', async (_label, answer) => {
    const { fetch } = fakeProvider({
      [chatUrl]: () => chatAnswer({ content: '![x](https://cdn.example/out.png)' }),
      'https://cdn.example/out.png': answer,
    });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_UPSTREAM_IMAGE' } });
  });

  it.each(['http://127.0.0.1/x.png', 'http://169.254.169.254/latest', 'http://localhost:8080/x.png', 'http://[::1]/x.png', 'http://10.1.2.3/x.png'])(
    'refuses to fetch an image from a private address (%s)',
    async (url) => {
      const { fetch, calls } = fakeProvider({
        [chatUrl]: () => chatAnswer({ content: `![x](${url})` }),
        [url]: pngResponse,
      });
      const { app } = makeApp({ fetch, env: gatewayEnv });
      const res = await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
      expect(res.status).toBe(502);
      expect(calls.map((call) => call.url)).toEqual([chatUrl]);
    },
  );

  it('logs only method, route, status and duration, never the image', async () => {
    const { fetch } = fakeProvider({ [chatUrl]: () => chatAnswer({ content: pngDataUrl }) });
    const { app, logger } = makeApp({ fetch, env: gatewayEnv });
    await app.request(postJson('/api/ai/v1/chat/completions', chatBody));
    expect(logger.lines).toEqual([expect.stringMatching(/^POST \/api\/ai\/v1\/chat\/completions 200 \d+ms$/)]);
  });
});

describe('POST /api/ai/v1/image/generation', () => {
  it('forwards the image-generation body with the image service key', async () => {
    const { fetch, calls } = fakeProvider({ [imageUrl]: () => Response.json({ images: [pngDataUrl] }) });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/image/generation', imageBody));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ images: [pngDataUrl] });
    expect(new Headers(calls[0]?.init?.headers).get('authorization')).toBe('Bearer img-test-key');
    expect(JSON.parse(new TextDecoder().decode(calls[0]?.init?.body as Uint8Array))).toEqual(imageBody);
  });

  it('inlines an image URL answer', async () => {
    const { fetch } = fakeProvider({
      [imageUrl]: () => Response.json({ images: ['https://cdn.example/drawing.png'] }),
      'https://cdn.example/drawing.png': pngResponse,
    });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/image/generation', imageBody));
    expect(await res.json()).toEqual({ images: [pngDataUrl] });
  });

  it.each([
    ['a blank prompt', { ...imageBody, prompt: '   ' }],
    ['a huge width', { ...imageBody, width: 10_000 }],
    ['a fractional step count', { ...imageBody, steps: 2.5 }],
    ['strength above 1', { ...imageBody, strength: 1.5 }],
    ['a canvas that is not a data URL', { ...imageBody, image: 'https://evil.example/x.png' }],
    ['an unknown key', { ...imageBody, webhook: 'https://evil.example' }],
  ])('refuses %s with 400', async (_label, body) => {
    const { fetch, calls } = fakeProvider({});
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/image/generation', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_BODY' } });
    expect(calls).toHaveLength(0);
  });

  it('passes the upstream status through', async () => {
    const { fetch } = fakeProvider({ [imageUrl]: () => new Response('busy', { status: 503 }) });
    const { app } = makeApp({ fetch, env: gatewayEnv });
    const res = await app.request(postJson('/api/ai/v1/image/generation', imageBody));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});

describe('aiErrorCode', () => {
  it.each([
    [429, 'QUOTA_EXCEEDED'],
    [401, 'INVALID_API_KEY'],
    [402, 'INSUFFICIENT_CREDITS'],
    [503, 'SERVICE_UNAVAILABLE'],
    [500, 'SERVER_ERROR'],
    [502, 'SERVER_ERROR'],
    [504, 'SERVER_ERROR'],
    [403, 'API_ERROR_403'],
    [418, 'API_ERROR_418'],
  ])('%i -> %s', (status, code) => {
    expect(aiErrorCode(status)).toBe(code);
  });
});
