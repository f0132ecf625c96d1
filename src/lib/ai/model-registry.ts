// Which image models the AI tools may ask Hearth's proxy for, from configuration, with what the
// ranking needs of each (docs/product.md#model-health).

import { z } from 'zod';

export const aiModelUses = ['guidance', 'timeTravel', 'coDrawing', 'festival'] as const;
export type AiModelUse = (typeof aiModelUses)[number];

export interface AiModelConfig {
  id: string;
  /** 1-10 (any non-negative number works; the score multiplies it by 3). */
  quality: number;
  /** 1-10 (the score multiplies it by 2). */
  speed: number;
  capabilities: string[];
  specialties: string[];
  /** Tools that may use the model; empty means every image tool. */
  uses: AiModelUse[];
  /** Flux and stable-diffusion models also need `modalities: ['image', 'text']`. */
  modalities: boolean;
}

const FLUX_OR_SD = /flux|stable[-_ ]?diffusion|sdxl/i;

/** Which models get the `modalities` field when a config does not say. */
export function needsModalities(modelId: string): boolean {
  return FLUX_OR_SD.test(modelId);
}

const modelSchema = z
  .object({
    id: z.string().trim().min(1).max(200),
    quality: z.number().min(0).max(100),
    speed: z.number().min(0).max(100),
    capabilities: z.array(z.string().max(100)).max(50).default([]),
    specialties: z.array(z.string().max(100)).max(50).default([]),
    uses: z.array(z.enum(aiModelUses)).max(aiModelUses.length).default([]),
    modalities: z.boolean().optional(),
  })
  // Same JSON as the server's AI_MODELS; unknown keys are ignored rather than rejected.
  .loose();

export type ModelListResult = { ok: true; models: AiModelConfig[] } | { ok: false; error: string };

/** Parses a JSON model list (the `VITE_AI_MODELS` / `AI_MODELS` shape). */
export function parseModelList(json: string): ModelListResult {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, error: 'The model list is not valid JSON.' };
  }
  const parsed = z.array(modelSchema).min(1).max(100).safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `The model list is not valid at "${issue?.path.join('.') ?? ''}": ${issue?.message ?? 'invalid'}.` };
  }
  const ids = parsed.data.map((model) => model.id);
  if (new Set(ids).size !== ids.length) return { ok: false, error: 'The model list names a model twice.' };
  return {
    ok: true,
    models: parsed.data.map((model) => ({
      id: model.id,
      quality: model.quality,
      speed: model.speed,
      capabilities: model.capabilities,
      specialties: model.specialties,
      uses: model.uses,
      modalities: model.modalities ?? needsModalities(model.id),
    })),
  };
}

/**
 * The registry in effect: `override` (the build's `VITE_AI_MODELS`) when it is a valid list,
 * otherwise the defaults. A broken override must not take the AI tools down, so it is reported
 * through `onInvalid` and ignored.
 */
export function resolveModelRegistry(
  defaults: readonly AiModelConfig[],
  override: string | undefined,
  onInvalid: (message: string) => void = () => {},
): AiModelConfig[] {
  if (override === undefined || override.trim() === '') return [...defaults];
  const result = parseModelList(override);
  if (result.ok) return result.models;
  onInvalid(result.error);
  return [...defaults];
}

/** Models a tool may use (a model with no `uses` serves every image tool, but never guidance). */
export function modelsForUse(models: readonly AiModelConfig[], use: AiModelUse): AiModelConfig[] {
  return models.filter((model) => (model.uses.length === 0 ? use !== 'guidance' : model.uses.includes(use)));
}
