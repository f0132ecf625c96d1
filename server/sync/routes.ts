import { Hono } from 'hono';
import { releaseBodyBudget } from './body-budget';
import { ApiError } from '../errors';
import { pushRoutes } from '../push/routes';
import { changeRoutes } from './change-routes';
import type { SyncDeps } from './context';
import { eraseRoutes } from './erase-routes';
import { deviceRoutes } from './device-routes';
import { eventRoutes } from './events';
import { mediaRoutes } from './media-routes';
import { recoveryRoutes } from './recovery-routes';
import { spaceRoutes } from './space-routes';

/** Sync protocol v1 (docs/sync-protocol.md), mounted at /api/sync/v1. */
export function syncRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();
  // Bodies are read by the routes, after what can be checked without them (context.ts), within
  // the memory budget; this frees their bytes once each request is answered.
  routes.use('*', releaseBodyBudget(deps.bodyBudget));
  // First: it answers 410 SPACE_ERASED for the routes below once a space is erased.
  routes.route('/', eraseRoutes(deps));
  routes.route('/', spaceRoutes(deps));
  routes.route('/', changeRoutes(deps));
  routes.route('/', mediaRoutes(deps));
  routes.route('/', eventRoutes(deps));
  routes.route('/', deviceRoutes(deps));
  routes.route('/', recoveryRoutes(deps));
  if (deps.push) routes.route('/', pushRoutes(deps, deps.push));
  else {
    routes.all('/spaces/:spaceId/push', () => {
      throw new ApiError(503, 'PUSH_UNAVAILABLE', 'Notifications are not available on this server.');
    });
    routes.all('/spaces/:spaceId/notify', () => {
      throw new ApiError(503, 'PUSH_UNAVAILABLE', 'Notifications are not available on this server.');
    });
  }
  return routes;
}
