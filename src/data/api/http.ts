// Same-origin JSON calls to Hearth's own server. The browser never talks to a third party
// (no AI key in the browser).

import { NetworkError } from '@/lib/network-error';

export interface ApiErrorBody {
  error?: { code?: string; message?: string };
}

export type JsonResponse<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; data: ApiErrorBody | null };

export async function postJson<T>(
  path: string,
  body: unknown,
  { signal, timeoutMs = 60_000, fetchImpl = fetch }: { signal?: AbortSignal; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<JsonResponse<T>> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: combined,
    });
  } catch (error) {
    throw new NetworkError('Network error or service unavailable', { cause: error });
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  return response.ok
    ? { ok: true, status: response.status, data: data as T }
    : { ok: false, status: response.status, data: (data as ApiErrorBody | null) ?? null };
}
