// The model registry and health store the AI tools share.

import { defaultAiModels } from '@/lib/ai/default-models';
import type { ModelHealthStore } from '@/lib/ai/model-health-store';
import { isModelAvailable, isModelFailure, recordFailure, recordSuccess } from '@/lib/ai/model-health';
import { rankModels, type RankedUse } from '@/lib/ai/model-ranking';
import { modelsForUse, resolveModelRegistry, type AiModelConfig } from '@/lib/ai/model-registry';

const override = (import.meta.env as Record<string, string | undefined>).VITE_AI_MODELS;

/** Every configured image model: `VITE_AI_MODELS` (JSON) when valid, else the three defaults. */
export const aiModels: readonly AiModelConfig[] = resolveModelRegistry(defaultAiModels, override, (message) => {
  console.warn(`Hearth: VITE_AI_MODELS ignored. ${message}`);
});

/** The models a tool may use, best first (ranking score). */
export function rankedModelsFor(use: RankedUse, models: readonly AiModelConfig[] = aiModels): AiModelConfig[] {
  return rankModels(modelsForUse(models, use), use);
}

/**
 * The best model a tool should ask now: the highest-ranked one that is not resting
 * (docs/product.md#model-health), or the highest-ranked one when all are resting (a single-call tool still tries).
 */
export function pickModel(
  use: RankedUse,
  now: Date,
  { models = aiModels, store }: { models?: readonly AiModelConfig[]; store: ModelHealthStore },
): AiModelConfig | null {
  const ranked = rankedModelsFor(use, models);
  const health = store.read();
  return ranked.find((model) => isModelAvailable(health[model.id], now)) ?? ranked[0] ?? null;
}

/** Keeps model health for tools that make a single call (co-drawing, festival). */
export function recordModelOutcome(
  modelId: string,
  outcome: { ok: true } | { ok: false; error: { code: string; demoMode?: boolean } },
  now: Date,
  store: ModelHealthStore,
): void {
  if (outcome.ok) {
    store.update((map) => recordSuccess(map, modelId, now));
  } else if (isModelFailure(outcome.error)) {
    const { code } = outcome.error;
    store.update((map) => recordFailure(map, modelId, code, now));
  }
}
