import { Hono } from 'hono';
import { limitBody } from '../body-limit';
import { changeRoutes } from './change-routes';
import type { SyncDeps } from './context';
import { eraseRoutes } from './erase-routes';
import { deviceRoutes } from './device-routes';
import { eventRoutes } from './events';
import { recoveryRoutes } from './recovery-routes';
import { spaceRoutes } from './space-routes';

// A push: up to 200 changes, one of them at most 8 MB of ciphertext (as base64url), at most 12 MB.
export const pushBodyLimitBytes = 12 * 1024 * 1024;
export const syncBodyLimitBytes = 128 * 1024;

/** Sync protocol v1 (docs/sync-protocol.md), mounted at /api/sync/v1. */
export function syncRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    const isPush = c.req.method === 'POST' && /^\/api\/sync\/v1\/spaces\/[^/]+\/changes$/.test(c.req.path);
    return limitBody(isPush ? pushBodyLimitBytes : syncBodyLimitBytes)(c, next);
  });
  // First: it answers 410 SPACE_ERASED for the routes below once a space is erased.
  routes.route('/', eraseRoutes(deps));
  routes.route('/', spaceRoutes(deps));
  routes.route('/', changeRoutes(deps));
  routes.route('/', eventRoutes(deps));
  routes.route('/', deviceRoutes(deps));
  routes.route('/', recoveryRoutes(deps));
  return routes;
}
