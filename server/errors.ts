import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** STYLE.md "Server (Hono)": every error answers `{ error: { code, message } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
): Response {
  return c.json(errorBody(code, message), status);
}

/** Thrown inside handlers; app.onError turns it into the JSON error answer. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
