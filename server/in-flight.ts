import type { MiddlewareHandler } from 'hono';
import { apiError } from './errors';

/** How long a client told "busy" should wait: AI calls take seconds, so a few seconds frees a slot. */
export const busyRetryAfterSeconds = 5;

/**
 * A global cap on requests being handled at once: each AI call holds its body (up to
 * 7.5 MiB), its parsed copy and the copy sent on for as long as the provider takes, so without a
 * cap a burst of calls takes the server's memory. The cap answers before the body is read.
 */
export function limitInFlight(max: number): MiddlewareHandler {
  let inFlight = 0;
  return async (c, next) => {
    if (inFlight >= max) {
      c.header('Retry-After', String(busyRetryAfterSeconds));
      return apiError(c, 503, 'SERVER_BUSY', 'Hearth is busy with other AI requests. Please try again in a few seconds.');
    }
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
