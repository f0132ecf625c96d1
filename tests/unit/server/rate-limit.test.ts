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

describe('rate limiter under many clients', () => {
  it('keeps at most maxBuckets, dropping the least recently used', () => {
    const limiter = createRateLimiter({ perMinute: 1, now: () => new Date(0), maxBuckets: 3 });
    expect(limiter.take('old').allowed).toBe(true);
    expect(limiter.take('kept').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(true);
    expect(limiter.take('kept').allowed).toBe(false); // used again: now the most recent
    expect(limiter.take('d').allowed).toBe(true); // pushes out 'old'
    expect(limiter.size()).toBe(3);
    expect(limiter.take('kept').allowed).toBe(false);
    expect(limiter.take('old').allowed).toBe(true); // forgotten, so a fresh bucket
    expect(limiter.size()).toBe(3);
  });

  it('answers in constant time per request past 10,000 clients', () => {
    const limiter = createRateLimiter({ perMinute: 30, now: () => new Date(0) });
    const started = performance.now();
    for (let i = 0; i < 40_000; i += 1) limiter.take(`client-${i}`);
    // A scan of the whole map per request took 9.7 s here; a loaded machine needs well under 3 s.
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(limiter.size()).toBeLessThanOrEqual(10_000);
  });

  it('sweeps refilled buckets on an unref-ed timer', () => {
    vi.useFakeTimers();
    try {
      const unref = vi.fn();
      const realSetInterval = globalThis.setInterval;
      vi.spyOn(globalThis, 'setInterval').mockImplementation(((handler: () => void, ms: number) => {
        const timer = realSetInterval(handler, ms);
        return Object.assign(timer, { unref });
      }) as unknown as typeof setInterval);
      const limiter = createRateLimiter({ perMinute: 2, now: () => new Date(Date.now()) });
      limiter.take('a');
      limiter.take('b');
      limiter.take('b');
      expect(limiter.size()).toBe(2);
      vi.advanceTimersByTime(30_000);
      expect(limiter.size()).toBe(2);
      vi.advanceTimersByTime(45_000); // both refilled by now
      expect(limiter.size()).toBe(0);
      expect(unref).toHaveBeenCalled();
      limiter.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('clientKey for IPv6 clients', () => {
  async function keyOf(address: string): Promise<string> {
    const app = new Hono();
    app.get('/', (c) => c.text(clientKey(c, () => address, 0)));
    return (await app.request('/')).text();
  }

  it.each([
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7', '203.0.113.7'],
    ['unknown', 'unknown'],
  ])('%s -> %s', async (address, key) => {
    expect(await keyOf(address)).toBe(key);
  });
});
