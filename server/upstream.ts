import { ApiError } from './errors';

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export interface Deadline {
  signal: AbortSignal;
  /** Stops the timer once the work is over. */
  clear(): void;
}

/**
 * A signal that fires after `ms`, or earlier when `outer` (the browser's request) is aborted, so a
 * closed tab does not keep an upstream call running. A plain timer rather than
 * AbortSignal.any(AbortSignal.timeout()): on Node 20 the timeout signal can be garbage-collected
 * before it fires, and then the combined signal never aborts.
 */
export function deadline(ms: number, outer?: AbortSignal): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** Reads a body up to `maxBytes`; larger bodies are cancelled and refused. */
export async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLargeError();
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor() {
    super('The body is too large.');
  }
}

/** Maps a failure while calling or reading from a provider to the answer the browser gets. */
export function upstreamFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeout(error)) {
    return new ApiError(504, 'UPSTREAM_TIMEOUT', 'The AI provider did not answer in time.');
  }
  if (error instanceof BodyTooLargeError) {
    return new ApiError(502, 'INVALID_UPSTREAM_RESPONSE', 'The AI provider answered with too much data.');
  }
  return new ApiError(502, 'UPSTREAM_UNREACHABLE', 'The AI provider could not be reached.');
}
