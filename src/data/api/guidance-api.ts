import { postJson } from '@/data/api/http';
import { fetchServerConfig } from '@/data/api/server-ai-setup';

// AI guidance, with no AI key in the browser: the browser asks Hearth's own
// server, which adds the provider key (or answers 503 DEMO_MODE when no provider is configured).
// This module is only the transport: the body and the reading of the answer are pure rules of the
// moments feature (features/moments/model/guidance.ts), which src/data must not import (STYLE.md).
export const GUIDANCE_PATH = '/api/ai/v1/chat/completions';

// A family is waiting with the card open: after this long the built-in guidance is better than more waiting.
export const GUIDANCE_TIMEOUT_MS = 15_000;

export interface GuidanceTransportOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Tests pass a fetch that resolves the same-origin path against their mock server. */
  fetchImpl?: typeof fetch;
}

/**
 * POSTs a chat-completion body for guidance and returns the parsed JSON answer, or null on ANY
 * failure: a non-OK status (demo mode's 503 included), no network, a timeout, an abort, or a body
 * that is not JSON. Never throws: the caller falls back to built-in guidance, silently.
 */
export async function fetchGuidanceAnswer(
  body: unknown,
  { signal, timeoutMs = GUIDANCE_TIMEOUT_MS, fetchImpl }: GuidanceTransportOptions = {},
): Promise<unknown> {
  try {
    const response = await postJson<unknown>(GUIDANCE_PATH, body, { signal, timeoutMs, ...(fetchImpl ? { fetchImpl } : {}) });
    return response.ok ? response.data : null;
  } catch {
    return null;
  }
}

/**
 * The guidance model the server asks for (`GET /api/config` → `ai.guidanceModel`), or null when it
 * names none or cannot be reached; the caller then uses the build-time default.
 */
export async function fetchServerGuidanceModel(options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {}): Promise<string | null> {
  const data = await fetchServerConfig(options);
  const model = (data as { ai?: { guidanceModel?: unknown } } | null)?.ai?.guidanceModel;
  return typeof model === 'string' && model.trim() !== '' ? model.trim() : null;
}
