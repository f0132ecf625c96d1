// Model health: the time-travel flow tries models in score order until all are
// used, then reports the last error; on INVALID_API_KEY it stops at once, on any other error the next
// model is tried, with a status text for the page (docs/product.md#time-travel).

import { AiError, toAiError, type AiErrorCode } from '@/data/api/ai-client';
import {
  isModelAvailable,
  isModelFailure,
  isQuotaError,
  recordFailure,
  recordSuccess,
} from '@/lib/ai/model-health';
import type { ModelHealthStore } from '@/lib/ai/model-health-store';
import type { AiModelConfig } from '@/lib/ai/model-registry';

export const statusTexts = {
  // No 'free quota' exists, only a busy model or
  // an account out of credit.
  quotaSwitching: 'This model is busy or out of credit... Trying alternative models...',
  switching: 'Switching models...',
} as const;

export type FallbackStatus =
  | { kind: 'trying'; model: AiModelConfig; attempt: number }
  | { kind: 'switching'; text: string; failedModel: AiModelConfig; error: AiError; nextModel: AiModelConfig; attempt: number };

export interface FallbackOptions {
  now: () => Date;
  store: ModelHealthStore;
  onStatus?: (status: FallbackStatus) => void;
  signal?: AbortSignal;
}

export interface FallbackResult<T> {
  value: T;
  model: AiModelConfig;
  /** How many models were asked (1 when the first one answered). */
  attempts: number;
}

/**
 * Errors after which asking another model cannot help: the server's key is wrong, the
 * server has no provider (demo mode), Hearth's own per-minute limit (every model meets it), the
 * device is offline, or the family cancelled.
 */
export function stopsFallback(error: AiError): boolean {
  return (
    error.code === 'INVALID_API_KEY' ||
    error.demoMode ||
    error.code === 'RATE_LIMITED' ||
    error.code === 'NETWORK_ERROR' ||
    error.code === 'ABORTED'
  );
}

/** The text shown while moving on to the next model after `error`. */
export function switchingText(error: { code: string }): string {
  return isQuotaError(error.code) ? statusTexts.quotaSwitching : statusTexts.switching;
}

function noModelError(models: readonly AiModelConfig[], store: ModelHealthStore): AiError {
  if (models.length === 0) return new AiError('UNKNOWN_ERROR', 'No AI model is set up for this tool.');
  const health = store.read();
  const codes = models.map((model) => health[model.id]?.lastError).filter((code): code is string => Boolean(code));
  // A blocked model is what the family can act on (wait, or tell the operator), so it wins.
  const code = (codes.find(isQuotaError) ?? codes[0] ?? 'UNKNOWN_ERROR') as AiErrorCode;
  return new AiError(code, 'Every AI model is resting after recent errors.');
}

/**
 * Calls `attempt` with each available model in the given order (pass `rankModels(...)`), keeping
 * model health in `store`. Resolves with the first success; rejects with an AiError.
 */
export async function runWithModelFallback<T>(
  models: readonly AiModelConfig[],
  attempt: (model: AiModelConfig, attemptNumber: number) => Promise<T>,
  { now, store, onStatus, signal }: FallbackOptions,
): Promise<FallbackResult<T>> {
  const candidates = models.filter((model) => isModelAvailable(store.read()[model.id], now()));
  if (candidates.length === 0) throw noModelError(models, store);
  let lastError: AiError | null = null;
  for (let index = 0; index < candidates.length; index += 1) {
    const model = candidates[index] as AiModelConfig;
    if (signal?.aborted) throw new AiError('ABORTED', 'The request was cancelled');
    // Another slot may have blocked this model since the list was made.
    if (index > 0 && !isModelAvailable(store.read()[model.id], now())) continue;
    const attemptNumber = index + 1;
    onStatus?.({ kind: 'trying', model, attempt: attemptNumber });
    try {
      const value = await attempt(model, attemptNumber);
      store.update((map) => recordSuccess(map, model.id, now()));
      return { value, model, attempts: attemptNumber };
    } catch (thrown) {
      const error = signal?.aborted ? new AiError('ABORTED', 'The request was cancelled', { cause: thrown }) : toAiError(thrown);
      lastError = error;
      if (isModelFailure(error)) store.update((map) => recordFailure(map, model.id, error.code, now()));
      if (stopsFallback(error)) throw error;
      const nextModel = candidates.slice(index + 1).find((m) => isModelAvailable(store.read()[m.id], now()));
      if (nextModel) {
        onStatus?.({ kind: 'switching', text: switchingText(error), failedModel: model, error, nextModel, attempt: attemptNumber + 1 });
      }
    }
  }
  throw lastError ?? noModelError(models, store);
}
