import { Hono, type Context } from 'hono';
import { ApiError } from '../errors';
import { requestReplayed, type ReplayTicket } from './auth';
import { decodedLength, hlcWallMs } from './encoding';
import { serverFull, signedDevice, syncJsonBody, type SyncDeps } from './context';
import { createPushesFirst } from './pushes-first';
import { pullQuerySchema, pushSchema } from './wire-schemas';

// A pull answer stays around this size however large the photos are (always at least one change).
export const maxPullBytes = 16 * 1024 * 1024;
// A clock this far ahead would win every later edit of its records: refuse it.
const maxHlcAheadMs = 24 * 3_600_000;

export function formatBytes(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** Checks a signed push's changes and stores them; the answer the device gets. */
async function storePush(deps: SyncDeps, c: Context, spaceId: string, replay: ReplayTicket): Promise<{ lastSeq: number; stored: number }> {
  const { changes, epoch, format } = await syncJsonBody(c, deps, pushSchema);
  const latestAllowed = deps.now().getTime() + maxHlcAheadMs;
  if (changes.some((change) => hlcWallMs(change.hlc) > latestAllowed)) {
    throw new ApiError(400, 'HLC_IN_FUTURE', "A change is dated more than a day ahead. Check this device's clock.");
  }
  const sized = changes.map((change) => ({ ...change, size: decodedLength(change.ciphertext) }));
  const quota = deps.config.sync.spaceQuotaBytes;
  const limits = { spaceBytes: quota, serverBytes: deps.config.sync.storageLimitBytes };
  const result = await deps.store.pushChanges(spaceId, sized, limits, { epoch: epoch ?? 0, format: format ?? 1 }, { ...replay, now: deps.now().getTime() });
  if (result.status === 'replayed') throw requestReplayed();
  if (result.status === 'stale-epoch') {
    throw new ApiError(409, 'KEY_ROTATED', 'The family key changed. Hearth will fetch the new one and send again.');
  }
  if (result.status === 'rekey-due') {
    throw new ApiError(409, 'REKEY_DUE', 'A device left the family. Hearth renews the family key, then sends again.');
  }
  if (result.status === 'space-full') {
    throw new ApiError(413, 'SPACE_FULL', `The family's space on this server is full (${formatBytes(quota)}). Delete some photos to make room.`);
  }
  if (result.status === 'server-full') throw serverFull();
  if (result.stored > 0) deps.notifier.notify(spaceId);
  return { lastSeq: result.lastSeq, stored: result.stored };
}

/** Pushing and pulling changes. */
export function changeRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();
  const pushesFirst = createPushesFirst(deps.pullYieldMs);

  routes.post('/spaces/:spaceId/changes', async (c) => {
    // The request is remembered in the push's own write: a replay stores nothing, in one commit.
    const { spaceId, replay } = await signedDevice(c, deps, { rememberInWrite: true });
    if (!replay) throw new Error('A push changes something: it is always checked for a replay.');
    // Counted once its body is in and its signature checked: from here on the push is this
    // server's work and a parent's wait, not a client's upload, which may be slow on purpose.
    const answer = await pushesFirst.push(() => storePush(deps, c, spaceId, replay));
    return c.json(answer);
  });

  routes.get('/spaces/:spaceId/changes', async (c) => {
    // Before any work of its own, even checking its signature: see pushes-first.ts.
    await pushesFirst.pullMayStart();
    const { spaceId } = await signedDevice(c, deps);
    const query = pullQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      const issue = query.error.issues[0];
      throw new ApiError(400, 'INVALID_QUERY', `"${issue?.path.join('.') ?? 'query'}" is not valid: ${issue?.message ?? 'invalid'}.`);
    }
    const answer = await deps.store.pullChanges(spaceId, Number(query.data.after), Number(query.data.limit), maxPullBytes);
    return c.body(answer, 200, { 'Content-Type': 'application/json' });
  });

  return routes;
}
