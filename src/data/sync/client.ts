// HTTP calls of docs/sync-protocol.md, each signed with the device's key. Errors keep the server's
// code so the screens can say what happened in the family's words.
import { signingInput, signRequest } from '@/data/sync/crypto';
import { utf8 } from '@/data/sync/encoding';

export const SYNC_API = '/api/sync/v1';

export class SyncHttpError extends Error {
  override readonly name = 'SyncHttpError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Fetch failed before any answer: no network, server down. */
export class SyncOfflineError extends Error {
  override readonly name = 'SyncOfflineError';
}

export interface Signer {
  spaceId?: string;
  deviceId: string;
  privateKey: CryptoKey;
}

export interface SyncRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** A binary body (a recording's sealed chunk), sent as application/octet-stream instead of `body`. */
  bytes?: Uint8Array<ArrayBuffer>;
  signer?: Signer;
  signal?: AbortSignal;
}

export async function syncFetch(request: SyncRequest): Promise<Response> {
  const path = `${SYNC_API}${request.path}`;
  const body = request.bytes ?? (request.body === undefined ? new Uint8Array(0) : utf8(JSON.stringify(request.body)));
  const hasBody = request.bytes !== undefined || request.body !== undefined;
  const headers: Record<string, string> = {};
  if (request.bytes) headers['Content-Type'] = 'application/octet-stream';
  else if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.signer) {
    const time = Date.now();
    const { spaceId, deviceId, privateKey } = request.signer;
    if (spaceId) headers['X-Hearth-Space'] = spaceId;
    headers['X-Hearth-Device'] = deviceId;
    headers['X-Hearth-Time'] = String(time);
    headers['X-Hearth-Signature'] = await signRequest(privateKey, await signingInput(request.method, path, time, body));
  }
  let response: Response;
  try {
    response = await fetch(path, { method: request.method, headers, body: hasBody ? body : undefined, signal: request.signal });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new SyncOfflineError('Hearth could not reach its server');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new SyncHttpError(response.status, envelope?.error?.code ?? 'HTTP_ERROR', envelope?.error?.message ?? `Hearth's server answered ${response.status}`);
  }
  return response;
}

export async function syncJson<T>(request: SyncRequest): Promise<T> {
  const response = await syncFetch(request);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
