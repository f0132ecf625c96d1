import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from './errors';

export function limitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', `The body must be at most ${Math.round(maxSize / 1024)} KB.`),
  });
}
