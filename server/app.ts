import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { HearthConfig } from './config';
import { ApiError, apiError } from './errors';
import { limitBody } from './body-limit';
import { limitInFlight } from './in-flight';
import { clientKey, createRateLimiter, rateLimit, type ClientAddress, type RateLimiter, type RateLimitOptions } from './rate-limit';
import type { SharedState } from './redis';
import { aiBodyLimitBytes, aiRoutes } from './routes/ai';
import { familyBodyLimitBytes, familyRoutes } from './routes/family';
import { healthRoutes } from './routes/health';
import { imageFetchOver, type ImageFetch } from './inline-images';
import { securityHeaders } from './security-headers';
import { staticRoutes, type ReadStaticFile } from './static';
import type { SyncDeps } from './sync/context';
import { createBodyBudget } from './sync/body-budget';
import { createSpaceNotifier } from './sync/notify';
import { createMemoryStreamSlots } from './sync/stream-slots';
import { syncRoutes } from './sync/routes';
import type { SyncStore } from './sync/store';
import type { FetchLike } from './upstream';
import type { PushService } from './push/service';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface AppDeps {
  /** Used for every call to an AI provider, so tests pass a fake. */
  fetch: FetchLike;
  /**
   * Fetches answer images (one hop, no redirects). Node passes node-image-fetch.ts, which checks the
   * resolved address; without it images go through `fetch` with only the literal host checks.
   */
  fetchImage?: ImageFetch;
  now: () => Date;
  config: HearthConfig;
  logger: Logger;
  /** The connection's address, from the adapter (Node: getConnInfo); keys the rate limiter. */
  clientAddress?: ClientAddress;
  /** The built app's files; without it the app answers only /api. */
  readStaticFile?: ReadStaticFile;
  /** Family sync's store; without it /api/sync answers 503 SYNC_UNAVAILABLE. */
  syncStore?: SyncStore;
  /** Notifications (server/push/service.ts); without it their routes answer 503. */
  push?: PushService;
  /** Event-stream timing; tests shorten it. */
  syncTiming?: Partial<Pick<SyncDeps, 'pollMs' | 'pingMs' | 'streamLifetimeMs' | 'pullYieldMs'>>;
  /**
   * What several instances share (Redis, server/redis.ts): rate limits, live events, stream counts.
   * Without it each is this instance's own, in memory.
   */
  shared?: Pick<SharedState, 'rateLimiter' | 'notifier' | 'streamSlots'>;
}

/** How often an event stream looks at the database: each second alone, as a safety net with Redis's notices. */
export const streamPollMs = { alone: 1_000, shared: 15_000 } as const;

const maxLoggedPathChars = 200;

/**
 * A request path as it may appear in a log line: control and line-separator characters are
 * percent-encoded, so a `%0d%0a` in the path cannot start a forged line, and long paths are cut.
 */
export function printablePath(path: string): string {
  const printable = path.replace(/[\p{Cc}\u2028\u2029]/gu, (ch) =>
    encodeURIComponent(ch).replace(/%[0-9a-f]{2}/gi, (hex) => hex.toUpperCase()),
  );
  return printable.length > maxLoggedPathChars ? `${printable.slice(0, maxLoggedPathChars)}…` : printable;
}

/**
 * The whole server as a Hono app. No Node imports here or in the routes, so another Hono adapter
 * (serverless, edge) can serve the same app.
 */
export function createApp(deps: AppDeps): Hono {
  const { config, logger, now } = deps;
  const app = new Hono();
  const keyOf = (c: Parameters<typeof clientKey>[0]) => clientKey(c, deps.clientAddress, config.trustProxyHops);

  // AI requests are never logged with their images; log only route, status, duration.
  app.use('/api/*', async (c, next) => {
    const started = now().getTime();
    // Set before the route answers: set after, it would make Hono copy the finished answer through
    // a stream (every pull of a family's photos, twice over). A route may still say otherwise.
    c.header('Cache-Control', 'no-store');
    await next();
    logger.info(`${c.req.method} ${printablePath(c.req.path)} ${c.res.status} ${now().getTime() - started}ms`);
  });
  app.use(securityHeaders({ hsts: config.servedOverHttps }));

  // One budget per client whichever instance it reaches, when the instances share Redis.
  const limiter = (name: string, options: { perMinute: number } | { perDay: number }): RateLimiter =>
    deps.shared ? deps.shared.rateLimiter(name, { ...options, now } as RateLimitOptions) : createRateLimiter({ ...options, now } as RateLimitOptions);

  app.use('/api/family/*', rateLimit(limiter('family', { perMinute: config.rateLimits.familyPerMinute }), keyOf));
  app.use('/api/family/*', limitBody(familyBodyLimitBytes));
  app.use('/api/ai/*', rateLimit(limiter('ai', { perMinute: config.rateLimits.aiPerMinute }), keyOf));
  app.use('/api/ai/*', limitInFlight(config.ai.maxInFlight));
  app.use('/api/ai/*', limitBody(aiBodyLimitBytes));

  app.use('/api/sync/*', rateLimit(limiter('sync', { perMinute: config.rateLimits.syncPerMinute }), keyOf));
  if (deps.syncStore) {
    const sync = syncRoutes({
      store: deps.syncStore,
      config,
      now,
      notifier: deps.shared?.notifier ?? createSpaceNotifier(),
      deviceLimiter: limiter('sync-device', { perMinute: config.rateLimits.syncDevicePerMinute }),
      joinLimiter: limiter('sync-join', { perMinute: config.rateLimits.syncJoinPerMinute }),
      recoveryLimiter: limiter('sync-recovery', { perMinute: config.rateLimits.syncRecoveryPerMinute }),
      notifyLimiter: limiter('sync-notify', { perMinute: config.rateLimits.syncNotifyPerMinute }),
      spaceLimiter: limiter('sync-spaces', { perDay: config.sync.spacesPerAddressPerDay }),
      // Memory is this instance's own: so is the budget of bodies it holds.
      bodyBudget: createBodyBudget({ perClientBytes: config.sync.bodyBytesPerAddress, totalBytes: config.sync.bodyBytesTotal }),
      streamSlots: deps.shared?.streamSlots ?? createMemoryStreamSlots(),
      clientKey: keyOf,
      pollMs: config.streamPollMs ?? (deps.shared ? streamPollMs.shared : streamPollMs.alone),
      pingMs: 25_000,
      streamLifetimeMs: 30 * 60_000,
      // Long enough for a burst's pushes to be answered; short enough that a background pull never notices.
      pullYieldMs: 250,
      ...(deps.push ? { push: deps.push } : {}),
      ...deps.syncTiming,
    });
    app.route('/api/sync/v1', sync);
  } else {
    app.all('/api/sync/*', (c) => apiError(c, 503, 'SYNC_UNAVAILABLE', 'Family sync is not available on this server.'));
  }

  app.route('/api', healthRoutes({ config, now }));
  app.route('/api/family', familyRoutes());
  app.route('/api/ai', aiRoutes({ fetch: deps.fetch, fetchImage: deps.fetchImage ?? imageFetchOver(deps.fetch), config }));
  app.all('/api/*', (c) => apiError(c, 404, 'NOT_FOUND', 'There is no such API path.'));

  if (deps.readStaticFile) app.route('/', staticRoutes(deps.readStaticFile));

  app.notFound((c) => c.text('Not found', 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return apiError(c, error.status, error.code, error.message);
    if (error instanceof HTTPException) {
      return apiError(c, error.status, `HTTP_${error.status}`, error.message || 'The request could not be handled.');
    }
    logger.error(`${c.req.method} ${printablePath(c.req.path)} failed: ${printablePath(`${error.name}: ${error.message}`)}`);
    return apiError(c, 500, 'INTERNAL_ERROR', 'Something went wrong on the Hearth server.');
  });

  return app;
}
