// @vitest-environment node
import { Hono } from 'hono';
import { clientKey, createRateLimiter } from '../../../server/rate-limit';

describe('createRateLimiter', () => {
  it.each([
    // [perMinute, seconds after start of each request, expected allowed flags]
    [2, [0, 0, 0], [true, true, false]],
    [2, [0, 0, 30], [true, true, true]],
    [2, [0, 0, 29], [true, true, false]],
    [60, Array.from({ length: 61 }, () => 0), [...Array.from({ length: 60 }, () => true), false]],
    [1, [0, 60, 120, 121], [true, true, true, false]],
  ])('perMinute %i at %j -> %j', (perMinute, seconds, expected) => {
    let at = 0;
    const limiter = createRateLimiter({ perMinute, now: () => new Date(at) });
    const results = seconds.map((s) => {
      at = s * 1000;
      return limiter.take('client').allowed;
    });
    expect(results).toEqual(expected);
  });

  it('says when to retry', () => {
    const limiter = createRateLimiter({ perMinute: 6, now: () => new Date(0) });
    for (let i = 0; i < 6; i += 1) limiter.take('a');
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.take('b')).toEqual({ allowed: true });
  });
});

describe('clientKey', () => {
  async function keyFor(hops: number, forwarded?: string): Promise<string> {
    const app = new Hono();
    app.get('/', (c) => c.text(clientKey(c, () => '10.0.0.9', hops)));
    const headers: Record<string, string> = forwarded ? { 'x-forwarded-for': forwarded } : {};
    return (await app.request('/', { headers })).text();
  }

  it.each([
    [0, undefined, '10.0.0.9'],
    [0, '1.1.1.1', '10.0.0.9'],
    [1, undefined, '10.0.0.9'],
    [1, '1.1.1.1', '1.1.1.1'],
    [1, 'spoofed, 1.1.1.1', '1.1.1.1'],
    [2, 'spoofed, 1.1.1.1, 2.2.2.2', '1.1.1.1'],
    [3, '1.1.1.1', '1.1.1.1'],
  ])('hops %i, X-Forwarded-For %s -> %s', async (hops, forwarded, expected) => {
    expect(await keyFor(hops, forwarded)).toBe(expected);
  });
});
