// Model ranking score: quality x3 + speed x2 + keyword bonuses, plus 10 per
// matched capability and 8 per matched specialty.

import type { AiModelConfig, AiModelUse } from '@/lib/ai/model-registry';

export type RankedUse = Exclude<AiModelUse, 'guidance'>;

export interface UseProfile {
  /** Bonus when a model's capabilities or specialties mention the keyword. */
  keywords: Readonly<Record<string, number>>;
  /** Capabilities the tool needs (10 points each). */
  capabilities: readonly string[];
  /** Specialties that help the tool (8 points each). */
  specialties: readonly string[];
}

const timeTravelProfile: UseProfile = {
  keywords: { photorealistic: 30, decade: 25, people: 20 },
  capabilities: ['image-input', 'image-output'],
  specialties: ['photorealistic', 'people', 'portraits', 'photo editing', 'vintage'],
};

export const useProfiles: Readonly<Record<RankedUse, UseProfile>> = {
  timeTravel: timeTravelProfile,
  coDrawing: {
    keywords: { creative: 25, artistic: 20, playful: 15 },
    capabilities: ['image-input', 'image-output', 'sketch'],
    specialties: ['creative', 'artistic', 'playful', 'illustration'],
  },
  // The festival tool restyles the people of a photo like time travel does, so it ranks the same way.
  festival: timeTravelProfile,
};

const normalize = (value: string) => value.trim().toLowerCase();

export function scoreModel(model: AiModelConfig, use: RankedUse): number {
  const profile = useProfiles[use];
  const capabilities = model.capabilities.map(normalize);
  const specialties = model.specialties.map(normalize);
  const words = [...capabilities, ...specialties];
  let score = model.quality * 3 + model.speed * 2;
  for (const [keyword, bonus] of Object.entries(profile.keywords)) {
    if (words.some((word) => word.includes(keyword))) score += bonus;
  }
  for (const wanted of profile.capabilities) if (capabilities.includes(normalize(wanted))) score += 10;
  for (const wanted of profile.specialties) if (specialties.includes(normalize(wanted))) score += 8;
  return score;
}

/** Best first; equal scores keep the configured order. */
export function rankModels(models: readonly AiModelConfig[], use: RankedUse): AiModelConfig[] {
  return models
    .map((model, index) => ({ model, index, score: scoreModel(model, use) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.model);
}
