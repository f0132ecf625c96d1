import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { HearthConfig } from './config';
import { ApiError, apiError } from './errors';
import { limitBody } from './body-limit';
import { limitInFlight } from './in-flight';
import { clientKey, createRateLimiter, rateLimit, type ClientAddress } from './rate-limit';
import { aiBodyLimitBytes, aiRoutes } from './routes/ai';
import { familyBodyLimitBytes, familyRoutes } from './routes/family';
import { healthRoutes } from './routes/health';
import { imageFetchOver, type ImageFetch } from './inline-images';
import { securityHeaders } from './security-headers';
import { staticRoutes, type ReadStaticFile } from './static';
import type { SyncDeps } from './sync/context';
import { createSpaceNotifier } from './sync/notify';
import { syncRoutes } from './sync/routes';
import type { SyncStore } from './sync/store';
import type { FetchLike } from './upstream';

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
  /** Event-stream timing; tests shorten it. */
  syncTiming?: Partial<Pick<SyncDeps, 'pollMs' | 'pingMs' | 'streamLifetimeMs'>>;
}

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
    await next();
    c.header('Cache-Control', 'no-store');
    logger.info(`${c.req.method} ${printablePath(c.req.path)} ${c.res.status} ${now().getTime() - started}ms`);
  });
  app.use(securityHeaders({ hsts: config.servedOverHttps }));

  app.use('/api/family/*', rateLimit(createRateLimiter({ perMinute: config.rateLimits.familyPerMinute, now }), keyOf));
  app.use('/api/family/*', limitBody(familyBodyLimitBytes));
  app.use('/api/ai/*', rateLimit(createRateLimiter({ perMinute: config.rateLimits.aiPerMinute, now }), keyOf));
  app.use('/api/ai/*', limitInFlight(config.ai.maxInFlight));
  app.use('/api/ai/*', limitBody(aiBodyLimitBytes));

  app.use('/api/sync/*', rateLimit(createRateLimiter({ perMinute: config.rateLimits.syncPerMinute, now }), keyOf));
  if (deps.syncStore) {
    const sync = syncRoutes({
      store: deps.syncStore,
      config,
      now,
      notifier: createSpaceNotifier(),
      deviceLimiter: createRateLimiter({ perMinute: config.rateLimits.syncDevicePerMinute, now }),
      joinLimiter: createRateLimiter({ perMinute: config.rateLimits.syncJoinPerMinute, now }),
      recoveryLimiter: createRateLimiter({ perMinute: config.rateLimits.syncRecoveryPerMinute, now }),
      clientKey: keyOf,
      pollMs: 1_000,
      pingMs: 25_000,
      streamLifetimeMs: 30 * 60_000,
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
