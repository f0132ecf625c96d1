import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ApiError } from '../errors';
import { signedDevice, type SyncDeps } from './context';

/**
 * `GET /spaces/:spaceId/events`: `event: changes` with the space's lastSeq at connect and whenever
 * it grows. Stateless: the stream reads lastSeq from the database at once when a push lands on this
 * instance or (with Redis) on any other, and every `pollMs` besides, so any instance can serve any
 * device and a lost notice costs at most one poll.
 */
export const maxStreamsPerDevice = 2;
/** A stream refused for too many is not missed: the device syncs on every write and focus meanwhile. */
export const tooManyStreamsRetryAfterSeconds = 60;

export function eventRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();
  let open = 0;

  routes.get('/spaces/:spaceId/events', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    if (open >= deps.config.sync.maxStreams) {
      c.header('Retry-After', '30');
      throw new ApiError(503, 'SERVER_BUSY', 'The server is busy. Hearth will try again in a moment.');
    }
    // Two per device (a tab reloading overlaps its old stream for a moment), a share per address:
    // no family, and no client making up devices, takes the streams the other families need.
    const slots = await deps.streamSlots.acquire([
      { key: `device:${spaceId}/${deviceId}`, max: maxStreamsPerDevice },
      { key: `address:${deps.clientKey(c)}`, max: deps.config.sync.maxStreamsPerAddress },
    ]);
    if (!slots.ok) {
      c.header('Retry-After', String(tooManyStreamsRetryAfterSeconds));
      throw new ApiError(
        429,
        'TOO_MANY_STREAMS',
        slots.limit.startsWith('device:')
          ? 'Hearth is already open twice on this device. This window gets new moments when you use it.'
          : 'Too many live connections from this network. Hearth gets new moments when you use it.',
      );
    }
    const { lease } = slots;
    open += 1;
    return streamSSE(c, async (stream) => {
      let wake: () => void = () => undefined;
      const unsubscribe = deps.notifier.subscribe(spaceId, () => wake());
      stream.onAbort(() => wake());
      const started = Date.now();
      let lastPing = started;
      let sent = '';
      try {
        while (!stream.aborted && !stream.closed && Date.now() - started < deps.streamLifetimeMs) {
          // A removed device stops hearing about changes at once.
          const device = await deps.store.device(spaceId, deviceId);
          if (device === null || device.removed) break;
          // A completed recording is news too: a device waiting to play it fetches it at once.
          const { lastSeq, recordings } = await deps.store.streamMark(spaceId);
          const mark = `${lastSeq}:${recordings}`;
          if (mark !== sent) {
            await stream.writeSSE({ event: 'changes', data: JSON.stringify({ lastSeq, recordings }) });
            sent = mark;
          }
          if (Date.now() - lastPing >= deps.pingMs) {
            await stream.write(': ping\n\n');
            lastPing = Date.now();
            await lease.renew();
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, Math.min(deps.pollMs, deps.pingMs));
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      } finally {
        unsubscribe();
        open -= 1;
        await lease.release();
      }
    });
  });

  return routes;
}
