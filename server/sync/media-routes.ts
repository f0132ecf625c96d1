import { Hono } from 'hono';
import { ApiError } from '../errors';
import { formatBytes } from './change-routes';
import { serverFull, signedDevice, type SyncDeps } from './context';
import { MAX_MEDIA_CHUNKS } from './media-limits';

const mediaIdPattern = /^media_[0-9a-f]{32}$/;
const indexPattern = /^(0|[1-9]\d{0,3})$/;

/** The path's recording id, checked before anything else is done for the caller. */
function mediaIdOf(param: string | undefined): string {
  if (!param || !mediaIdPattern.test(param)) throw new ApiError(404, 'MEDIA_NOT_FOUND', 'There is no such recording.');
  return param;
}

function wholeNumber(value: string | undefined, name: string, max: number): number {
  if (value === undefined || !indexPattern.test(value) || Number(value) > max) {
    throw new ApiError(400, 'INVALID_QUERY', `"${name}" is not valid.`);
  }
  return Number(value);
}

/** Recordings' encrypted chunks: upload, what the server holds, download, delete. */
export function mediaRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();

  routes.put('/spaces/:spaceId/media/:mediaId/chunks/:index', async (c) => {
    const mediaId = mediaIdOf(c.req.param('mediaId'));
    const count = wholeNumber(c.req.query('count'), 'count', MAX_MEDIA_CHUNKS);
    const index = wholeNumber(c.req.param('index'), 'index', MAX_MEDIA_CHUNKS - 1);
    const epoch = wholeNumber(c.req.query('epoch'), 'epoch', 9_999);
    if (count < 1 || index >= count) throw new ApiError(400, 'INVALID_QUERY', '"index" is not valid.');
    if (c.req.header('content-type') !== 'application/octet-stream') {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A recording is sent as application/octet-stream.');
    }
    const { spaceId, body } = await signedDevice(c, deps);
    // AES-GCM's 12-byte nonce and 16-byte tag around at least one byte.
    if (body.length < 29) throw new ApiError(400, 'INVALID_BODY', 'A chunk of a recording is missing.');
    const quota = deps.config.sync.spaceQuotaBytes;
    const limits = { spaceBytes: quota, serverBytes: deps.config.sync.storageLimitBytes };
    const result = await deps.store.putMediaChunk(spaceId, { mediaId, index, count, epoch, bytes: body }, limits);
    switch (result.status) {
      case 'ok':
        // The family's open devices hear of it, so one waiting to play it fetches it at once.
        if (result.complete) deps.notifier.notify(spaceId);
        return c.body(null, 204);
      case 'stale-epoch':
        throw new ApiError(409, 'KEY_ROTATED', 'The family key changed. Hearth will fetch the new one and send again.');
      case 'rekey-due':
        throw new ApiError(409, 'REKEY_DUE', 'A device left the family. Hearth renews the family key, then sends again.');
      case 'count-mismatch':
        throw new ApiError(409, 'MEDIA_CONFLICT', 'This recording was already sent in another way.');
      case 'space-full':
        throw new ApiError(
          413,
          'SPACE_FULL',
          `The family's space on this server is full (${formatBytes(quota)}). Delete some videos or photos to make room.`,
        );
      case 'server-full':
        throw serverFull();
    }
  });

  routes.get('/spaces/:spaceId/media/:mediaId', async (c) => {
    const mediaId = mediaIdOf(c.req.param('mediaId'));
    const { spaceId } = await signedDevice(c, deps);
    const status = await deps.store.mediaStatus(spaceId, mediaId);
    return c.json(status ?? { count: 0, have: [] });
  });

  routes.get('/spaces/:spaceId/media/:mediaId/chunks/:index', async (c) => {
    const mediaId = mediaIdOf(c.req.param('mediaId'));
    const index = wholeNumber(c.req.param('index'), 'index', MAX_MEDIA_CHUNKS - 1);
    const { spaceId } = await signedDevice(c, deps);
    const chunk = await deps.store.mediaChunk(spaceId, mediaId, index);
    if (!chunk) throw new ApiError(404, 'MEDIA_NOT_FOUND', 'This part of the recording has not reached the server yet.');
    c.header('Content-Type', 'application/octet-stream');
    c.header('X-Hearth-Count', String(chunk.count));
    c.header('X-Hearth-Epoch', String(chunk.epoch));
    c.header('Cache-Control', 'no-store');
    return c.body(chunk.bytes as Uint8Array<ArrayBuffer>);
  });

  routes.delete('/spaces/:spaceId/media/:mediaId', async (c) => {
    const mediaId = mediaIdOf(c.req.param('mediaId'));
    const { spaceId } = await signedDevice(c, deps);
    await deps.store.deleteMedia(spaceId, mediaId);
    return c.body(null, 204);
  });

  return routes;
}
