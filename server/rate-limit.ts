import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './errors';
import { parseIpv6 } from './public-address';

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one token for the key; false when its bucket is empty. A shared limiter (Redis) answers later. */
  take(key: string): TakeResult | Promise<TakeResult>;
  /** How many clients have a bucket now. */
  size(): number;
  /** Stops the sweeping timer. */
  stop(): void;
}

/** A limiter in this process's memory: it answers at once. */
export interface LocalRateLimiter extends RateLimiter {
  take(key: string): TakeResult;
}

/** `perMinute` tokens a minute (the burst too), or `perDay` a day (space creations per address). */
export type RateLimitOptions = { now: () => Date; maxBuckets?: number } & ({ perMinute: number; perDay?: never } | { perDay: number; perMinute?: never });

/** A full bucket's tokens and how fast it refills. */
export function bucketShape(options: { perMinute?: number; perDay?: number }): { capacity: number; refillPerMs: number } {
  if (options.perDay !== undefined) return { capacity: options.perDay, refillPerMs: options.perDay / 86_400_000 };
  const perMinute = options.perMinute ?? 1;
  return { capacity: perMinute, refillPerMs: perMinute / 60_000 };
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export const defaultMaxBuckets = 10_000;
const sweepEveryMs = 60_000;

/**
 * Token bucket per key: `perMinute` tokens refill evenly over a minute, and a full bucket holds
 * `perMinute` tokens, so a burst of that size is allowed after a quiet minute.
 *
 * Memory is bounded whatever the clients do: the map keeps its keys in order of last use,
 * so past `maxBuckets` the least recently used one goes in O(1), and a timer (unref-ed, so it never
 * keeps a process alive) drops the buckets that have refilled, which hold no state worth keeping.
 */
export function createRateLimiter(options: RateLimitOptions): LocalRateLimiter {
  const { now } = options;
  const maxBuckets = options.maxBuckets ?? defaultMaxBuckets;
  const { capacity, refillPerMs } = bucketShape(options);
  const buckets = new Map<string, Bucket>();

  function sweep(): void {
    const at = now().getTime();
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (at - bucket.updatedAt) * refillPerMs >= capacity) buckets.delete(key);
    }
  }
  const timer = setInterval(sweep, sweepEveryMs) as unknown as { unref?: () => void };
  timer.unref?.();

  return {
    take(key) {
      const at = now().getTime();
      const bucket = buckets.get(key) ?? { tokens: capacity, updatedAt: at };
      // Re-inserting moves the key to the end: the map's first key is the least recently used.
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxBuckets) {
        const oldest = buckets.keys().next().value;
        if (oldest !== undefined) buckets.delete(oldest);
      }
      const elapsed = Math.max(0, at - bucket.updatedAt);
      bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerMs);
      bucket.updatedAt = at;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
    },
    size: () => buckets.size,
    stop: () => clearInterval(timer as Parameters<typeof clearInterval>[0]),
  };
}

/**
 * The rate-limit key of an address. An IPv6 client usually holds a whole /64 (privacy addresses
 * change per connection), so all of it shares one bucket; IPv4-mapped IPv6 counts as its IPv4.
 */
export function addressKey(address: string): string {
  const groups = parseIpv6(address);
  if (!groups) return address;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

export type ClientAddress = (c: Context) => string | undefined;

/**
 * The client's address: the connection's address, or, behind `trustProxyHops` reverse proxies, the
 * X-Forwarded-For entry that the outermost trusted proxy wrote (entries further left are whatever
 * the client claimed, so they are never trusted).
 */
export function clientKey(c: Context, connectionAddress: ClientAddress | undefined, trustProxyHops: number): string {
  const direct = connectionAddress?.(c) ?? 'unknown';
  if (trustProxyHops <= 0) return addressKey(direct);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const chain = [...forwarded, direct];
  return addressKey(chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? direct);
}

export function rateLimit(limiter: RateLimiter, keyOf: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const result = await limiter.take(keyOf(c));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return apiError(c, 429, 'RATE_LIMITED', 'Too many requests from this device. Please wait a moment and try again.');
    }
    await next();
  };
}
