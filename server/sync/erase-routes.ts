import { Hono, type MiddlewareHandler } from 'hono';
import { ApiError, apiError } from '../errors';
import { signedDevice, type SyncDeps } from './context';

const erasedMessage = "Your family's copy on Hearth's server was deleted from one of your devices. This device keeps what it has, but it no longer syncs.";

/**
 * A signed request for a space that no longer exists fails its signature check (its devices are
 * gone with it). Answered 410 SPACE_ERASED instead, so the family's other devices can say clearly
 * why they stopped syncing. A space exists only until one of its devices erases it, so "no such
 * space" on a request that names its own space means exactly that.
 */
function answerErasedSpaces(deps: SyncDeps): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const error = c.error;
    if (!(error instanceof ApiError) || error.code !== 'SIGNATURE_INVALID') return;
    const spaceId = c.req.param('spaceId');
    if (!spaceId || c.req.header('x-hearth-space') !== spaceId) return;
    if (await deps.store.spaceExists(spaceId)) return;
    c.res = apiError(c, 410, 'SPACE_ERASED', erasedMessage);
  };
}

/** `DELETE /spaces/:spaceId` (signed): deletes the family's whole copy on the server. */
export function eraseRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();
  routes.use('/spaces/:spaceId', answerErasedSpaces(deps));
  routes.use('/spaces/:spaceId/*', answerErasedSpaces(deps));

  routes.delete('/spaces/:spaceId', async (c) => {
    const { spaceId } = await signedDevice(c, deps);
    if (!(await deps.store.eraseSpace(spaceId))) throw new ApiError(410, 'SPACE_ERASED', erasedMessage);
    // Open event streams of the space notice at once that their device is gone, and close.
    deps.notifier.notify(spaceId);
    return c.body(null, 204);
  });

  return routes;
}
