import { Redis } from 'ioredis';
import type { Logger } from './app';
import { bucketShape, createRateLimiter, type RateLimiter, type RateLimitOptions, type TakeResult } from './rate-limit';
import type { SpaceNotifier } from './sync/notify';
import { createSpaceNotifier } from './sync/notify';
import { createMemoryStreamSlots, type StreamSlots } from './sync/stream-slots';

/**
 * What several instances of Hearth share through Redis (REDIS_URL): live events (a push on one
 * instance wakes the streams on every other at once), rate limits (a client's budget is the same
 * whichever instance it reaches) and the stream counts per device and address. Node only (ioredis
 * speaks TCP); node.ts hands it to the app.
 *
 * Redis speeds things up and keeps limits shared; the database stays the only truth. When Redis
 * cannot be reached each piece falls back to this instance alone (the limiters and slots in memory,
 * the streams' database poll), so the families keep syncing while it is down.
 */
export interface SharedState {
  rateLimiter(name: string, options: RateLimitOptions): RateLimiter;
  notifier: SpaceNotifier;
  streamSlots: StreamSlots;
  /** Resolves once both connections are up (or rejects after `timeoutMs`). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const prefix = 'hearth:';
const channel = `${prefix}sync:spaces`;
/** A stream renews its lease with every ping (25 s); one missed renewal is forgiven. */
export const streamLeaseMs = 90_000;
const warnEveryMs = 60_000;

// A token bucket per key, in one round trip and atomically for every instance. Tokens are kept as a
// string so that fractions survive; the key expires once the bucket would be full again.
const takeScript = `
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 't', 'u')
local tokens = tonumber(state[1]) or capacity
local updated = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - updated) * refill)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 't', tostring(tokens), 'u', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / refill) + 1000)
if allowed == 1 then return {1, 0} end
return {0, math.ceil((1 - tokens) / refill)}
`;

// One slot under every key or none: ARGV = now, lease expiry, member, then each key's maximum.
const acquireScript = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[3 + i]) then return i end
end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('PEXPIREAT', key, ARGV[2])
end
return 0
`;

const renewScript = `
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', ARGV[1], ARGV[2])
  redis.call('PEXPIREAT', key, ARGV[1])
end
return 0
`;

type ScriptRedis = Redis & {
  hearthTake(key: string, capacity: number, refillPerMs: number, now: number): Promise<[number, number]>;
  hearthAcquire(...args: (string | number)[]): Promise<number>;
  hearthRenew(...args: (string | number)[]): Promise<number>;
};

export function createRedisShared(url: string, options: { logger: Logger; now: () => Date }): SharedState {
  const { logger, now } = options;
  // Fail fast while Redis is away (no offline queue, one retry): the fallbacks answer instead of a
  // request waiting for a connection. Reconnects by itself with a growing delay.
  const connection = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 3_000,
    connectTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  const redis = new Redis(url, connection) as ScriptRedis;
  const subscriber = new Redis(url, { ...connection, maxRetriesPerRequest: null });
  redis.defineCommand('hearthTake', { numberOfKeys: 1, lua: takeScript });
  redis.defineCommand('hearthAcquire', { lua: acquireScript });
  redis.defineCommand('hearthRenew', { lua: renewScript });

  let lastWarning = 0;
  const warn = (what: string, error: unknown) => {
    if (Date.now() - lastWarning < warnEveryMs) return;
    lastWarning = Date.now();
    logger.warn(`Redis: ${what} fell back to this instance alone (${error instanceof Error ? error.message : String(error)}).`);
  };
  // ioredis reports every failed reconnect; the fallbacks above already say what matters.
  redis.on('error', (error) => warn('a connection', error));
  subscriber.on('error', (error) => warn('the live events', error));

  const instance = crypto.randomUUID();
  const local = createSpaceNotifier();
  const notifier: SpaceNotifier = {
    subscribe: local.subscribe,
    notify(spaceId) {
      local.notify(spaceId);
      redis.publish(channel, `${instance} ${spaceId}`).catch((error) => warn('a live event', error));
    },
  };
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, spaceId] = message.split(' ');
    if (from !== instance && spaceId) local.notify(spaceId);
  });
  // Subscribes on every (re)connection; notices sent while this instance was not listening are
  // lost, so every stream looks at the database again.
  let listening: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => (listening = resolve));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        listening();
        local.notifyAll();
      },
      (error: unknown) => warn('the live events', error),
    );
  });

  const fallbackSlots = createMemoryStreamSlots();
  const streamSlots: StreamSlots = {
    async acquire(limits) {
      const member = crypto.randomUUID();
      const keys = limits.map((limit) => `${prefix}streams:${limit.key}`);
      const expiry = () => now().getTime() + streamLeaseMs;
      let refused: number;
      try {
        refused = await redis.hearthAcquire(keys.length, ...keys, now().getTime(), expiry(), member, ...limits.map((limit) => limit.max));
      } catch (error) {
        warn('the stream counts', error);
        return fallbackSlots.acquire(limits);
      }
      if (refused > 0) return { ok: false, limit: limits[refused - 1]?.key ?? '' };
      return {
        ok: true,
        lease: {
          renew: async () => {
            await redis.hearthRenew(keys.length, ...keys, expiry(), member).catch((error) => warn('a stream lease', error));
          },
          release: async () => {
            await Promise.all(keys.map((key) => redis.zrem(key, member))).catch((error) => warn('a stream lease', error));
          },
        },
      };
    },
  };

  return {
    rateLimiter(name, limitOptions) {
      const { capacity, refillPerMs } = bucketShape(limitOptions);
      const fallback = createRateLimiter(limitOptions);
      return {
        async take(key): Promise<TakeResult> {
          try {
            const [allowed, waitMs] = await redis.hearthTake(`${prefix}rate:${name}:${key}`, capacity, refillPerMs, now().getTime());
            return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
          } catch (error) {
            warn('a rate limit', error);
            return fallback.take(key);
          }
        },
        size: () => fallback.size(),
        stop: () => fallback.stop(),
      };
    },
    notifier,
    streamSlots,
    async ready(timeoutMs = 5_000) {
      const up = (client: Redis) =>
        client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve()));
      // The subscription, not only the connection: a notice published before it would be missed.
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis at REDIS_URL did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
      });
      try {
        await Promise.race([Promise.all([up(redis), subscribed]), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}
