// @vitest-environment node
import type { FetchLike } from '../../../server/upstream';
import { gatewayEnv, makeApp, postJson } from './helpers';

const guidance = { model: 'm', messages: [{ role: 'user', content: 'steps for a walk' }] };
const answer = () => Response.json({ choices: [{ message: { role: 'assistant', content: 'ok' } }] });

/** A provider that answers only when told to, so calls stay in flight. */
function heldProvider() {
  const waiting: (() => void)[] = [];
  const fetch: FetchLike = (_input, init) =>
    new Promise((resolve, reject) => {
      waiting.push(() => resolve(answer()));
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    });
  return { fetch, releaseAll: () => waiting.splice(0).forEach((release) => release()), waiting };
}

describe('AI requests in flight', () => {
  it('answers 503 SERVER_BUSY with Retry-After past AI_MAX_IN_FLIGHT, and frees the slot after each call', async () => {
    const provider = heldProvider();
    const { app } = makeApp({ env: { ...gatewayEnv, AI_MAX_IN_FLIGHT: '2' }, fetch: provider.fetch });
    const first = app.request(postJson('/api/ai/v1/chat/completions', guidance));
    const second = app.request(postJson('/api/ai/v1/chat/completions', guidance));
    await vi.waitFor(() => expect(provider.waiting).toHaveLength(2));

    const busy = await app.request(postJson('/api/ai/v1/chat/completions', guidance));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await busy.json()).toEqual({ error: { code: 'SERVER_BUSY', message: expect.any(String) } });
    // Health and family paths are not counted.
    expect((await app.request('/api/health')).status).toBe(200);

    provider.releaseAll();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const again = app.request(postJson('/api/ai/v1/chat/completions', guidance));
    await vi.waitFor(() => expect(provider.waiting).toHaveLength(1));
    provider.releaseAll();
    expect((await again).status).toBe(200);
  });

  it('frees the slot when the browser goes away', async () => {
    const provider = heldProvider();
    const { app } = makeApp({ env: { ...gatewayEnv, AI_MAX_IN_FLIGHT: '1' }, fetch: provider.fetch });
    const browser = new AbortController();
    const gone = app.request(new Request(postJson('/api/ai/v1/chat/completions', guidance), { signal: browser.signal }));
    await vi.waitFor(() => expect(provider.waiting).toHaveLength(1));
    browser.abort();
    await Promise.resolve(gone).catch(() => undefined);
    provider.waiting.length = 0;
    const next = app.request(postJson('/api/ai/v1/chat/completions', guidance));
    await vi.waitFor(() => expect(provider.waiting).toHaveLength(1));
    provider.releaseAll();
    expect((await next).status).toBe(200);
  });
});
