import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './errors';

export interface RateLimiter {
  /** Takes one token for the key; false when its bucket is empty. */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

// Idle buckets are swept once the map grows, so a scan of many addresses cannot grow memory forever.
const sweepThreshold = 10_000;

/**
 * Token bucket per key: `perMinute` tokens refill evenly over a minute, and a full bucket holds
 * `perMinute` tokens, so a burst of that size is allowed after a quiet minute.
 */
export function createRateLimiter(options: { perMinute: number; now: () => Date }): RateLimiter {
  const { perMinute, now } = options;
  const capacity = perMinute;
  const refillPerMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  function sweep(at: number): void {
    for (const [key, bucket] of buckets) {
      if (bucket.tokens + (at - bucket.updatedAt) * refillPerMs >= capacity) buckets.delete(key);
    }
  }

  return {
    take(key) {
      const at = now().getTime();
      if (buckets.size >= sweepThreshold) sweep(at);
      const bucket = buckets.get(key) ?? { tokens: capacity, updatedAt: at };
      const elapsed = Math.max(0, at - bucket.updatedAt);
      bucket.tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerMs);
      bucket.updatedAt = at;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
    },
  };
}

export type ClientAddress = (c: Context) => string | undefined;

/**
 * The client's address: the connection's address, or, behind `trustProxyHops` reverse proxies, the
 * X-Forwarded-For entry that the outermost trusted proxy wrote (entries further left are whatever
 * the client claimed, so they are never trusted).
 */
export function clientKey(c: Context, connectionAddress: ClientAddress | undefined, trustProxyHops: number): string {
  const direct = connectionAddress?.(c) ?? 'unknown';
  if (trustProxyHops <= 0) return direct;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const chain = [...forwarded, direct];
  return chain[Math.max(0, chain.length - 1 - trustProxyHops)] ?? direct;
}

export function rateLimit(limiter: RateLimiter, keyOf: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const result = limiter.take(keyOf(c));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      return apiError(c, 429, 'RATE_LIMITED', 'Too many requests from this device. Please wait a moment and try again.');
    }
    await next();
  };
}
