// Model health (docs/product.md#model-health): every failure adds 1 to the
// model's failureCount; a credit error (402: the operator's provider account is empty) blocks it
// for 24 hours; a success resets it; a model with 3 or more failures is skipped. A 429 is a limit
// per minute, not a daily quota: it rests the model for a minute only, and Hearth's own limit
// (RATE_LIMITED) blames no model at all.

import type { AiErrorCode } from '@/data/api/ai-client';

export const MODEL_FAILURE_LIMIT = 3;
export const QUOTA_BLOCK_MS = 24 * 60 * 60 * 1000;
/** How long a model that answered 429 (too many requests a minute) rests. */
export const RATE_LIMIT_BLOCK_MS = 60 * 1000;
/**
 * Hearth's choice (the original product never ended the skip): a model skipped for repeated failures gets
 * another chance an hour after its last failure. Health is kept across reloads, so without an end
 * one short outage would switch the AI tools off on this device for good.
 */
export const FAILURE_COOLDOWN_MS = 60 * 60 * 1000;

export interface ModelHealth {
  modelId: string;
  failureCount: number;
  quotaExhausted: boolean;
  /** ISO time after which a quota-blocked model may be tried again. */
  nextRetry: string | null;
  /** ISO time of the last success. */
  lastSuccess: string | null;
  /** Code of the last failure, e.g. 'QUOTA_EXCEEDED'. */
  lastError: string | null;
  /** ISO time of the last failure (for the cool-down). */
  lastFailureAt: string | null;
}

export type ModelHealthMap = Readonly<Record<string, ModelHealth>>;

export function emptyHealth(modelId: string): ModelHealth {
  return {
    modelId,
    failureCount: 0,
    quotaExhausted: false,
    nextRetry: null,
    lastSuccess: null,
    lastError: null,
    lastFailureAt: null,
  };
}

/** Errors that block the model for a while: 429 (a minute) and 402 (a day). */
export function isQuotaError(code: string): code is Extract<AiErrorCode, 'QUOTA_EXCEEDED' | 'INSUFFICIENT_CREDITS'> {
  return code === 'QUOTA_EXCEEDED' || code === 'INSUFFICIENT_CREDITS';
}

function blockMs(code: string): number {
  return code === 'INSUFFICIENT_CREDITS' ? QUOTA_BLOCK_MS : RATE_LIMIT_BLOCK_MS;
}

/**
 * Failures that say nothing about the model: the request never reached a provider (offline,
 * cancelled) or the server has no provider at all (demo mode). They are not counted.
 */
export function isModelFailure(error: { code: string; demoMode?: boolean }): boolean {
  return !error.demoMode && error.code !== 'NETWORK_ERROR' && error.code !== 'ABORTED' && error.code !== 'RATE_LIMITED';
}

export function recordFailure(map: ModelHealthMap, modelId: string, code: string, now: Date): ModelHealthMap {
  const current = map[modelId] ?? emptyHealth(modelId);
  const quota = isQuotaError(code);
  return {
    ...map,
    [modelId]: {
      ...current,
      failureCount: current.failureCount + 1,
      quotaExhausted: quota || current.quotaExhausted,
      nextRetry: quota ? new Date(now.getTime() + blockMs(code)).toISOString() : current.nextRetry,
      lastError: code,
      lastFailureAt: now.toISOString(),
    },
  };
}

export function recordSuccess(map: ModelHealthMap, modelId: string, now: Date): ModelHealthMap {
  const current = map[modelId] ?? emptyHealth(modelId);
  return {
    ...map,
    [modelId]: {
      ...current,
      failureCount: 0,
      quotaExhausted: false,
      nextRetry: null,
      lastError: null,
      lastFailureAt: null,
      lastSuccess: now.toISOString(),
    },
  };
}

function time(iso: string | null): number {
  if (iso === null) return Number.NaN;
  return new Date(iso).getTime();
}

export type ModelAvailability = 'available' | 'quotaBlocked' | 'tooManyFailures';

export function modelAvailability(health: ModelHealth | undefined, now: Date): ModelAvailability {
  if (!health) return 'available';
  const at = now.getTime();
  if (health.quotaExhausted) {
    const retry = time(health.nextRetry);
    // A missing or unreadable nextRetry is treated as expired rather than as a block forever.
    if (Number.isFinite(retry) && at < retry) return 'quotaBlocked';
  }
  if (health.failureCount >= MODEL_FAILURE_LIMIT) {
    const last = time(health.lastFailureAt);
    if (Number.isFinite(last) && at < last + FAILURE_COOLDOWN_MS) return 'tooManyFailures';
  }
  return 'available';
}

export function isModelAvailable(health: ModelHealth | undefined, now: Date): boolean {
  return modelAvailability(health, now) === 'available';
}

/** Keeps only well-formed entries of a stored map (storage may hold anything). */
export function sanitizeHealthMap(value: unknown): ModelHealthMap {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const result: Record<string, ModelHealth> = {};
  for (const [modelId, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    const count = typeof e.failureCount === 'number' && Number.isFinite(e.failureCount) ? Math.max(0, Math.floor(e.failureCount)) : 0;
    result[modelId] = {
      modelId,
      failureCount: count,
      quotaExhausted: e.quotaExhausted === true,
      nextRetry: text(e.nextRetry),
      lastSuccess: text(e.lastSuccess),
      lastError: text(e.lastError),
      lastFailureAt: text(e.lastFailureAt),
    };
  }
  return result;
}
