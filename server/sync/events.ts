import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ApiError } from '../errors';
import { signedDevice, type SyncDeps } from './context';

/**
 * `GET /spaces/:spaceId/events`: `event: changes` with the space's lastSeq at connect and whenever
 * it grows. Stateless: the stream reads lastSeq from the database about once a second (and at once
 * when a push lands on this instance), so any instance can serve any device.
 */
export function eventRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();
  let open = 0;

  routes.get('/spaces/:spaceId/events', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    if (open >= deps.config.sync.maxStreams) {
      c.header('Retry-After', '30');
      throw new ApiError(503, 'SERVER_BUSY', 'The server is busy. Hearth will try again in a moment.');
    }
    open += 1;
    return streamSSE(c, async (stream) => {
      let wake: () => void = () => undefined;
      const unsubscribe = deps.notifier.subscribe(spaceId, () => wake());
      stream.onAbort(() => wake());
      const started = Date.now();
      let lastPing = started;
      let sent = -1;
      try {
        while (!stream.aborted && !stream.closed && Date.now() - started < deps.streamLifetimeMs) {
          // A removed device stops hearing about changes at once.
          const device = await deps.store.device(spaceId, deviceId);
          if (device === null || device.removed) break;
          const lastSeq = await deps.store.lastSeq(spaceId);
          if (lastSeq !== sent) {
            await stream.writeSSE({ event: 'changes', data: JSON.stringify({ lastSeq }) });
            sent = lastSeq;
          }
          if (Date.now() - lastPing >= deps.pingMs) {
            await stream.write(': ping\n\n');
            lastPing = Date.now();
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
      }
    });
  });

  return routes;
}
