import type { AiModelConfig } from '@/lib/ai/model-registry';

/**
 * The three ranked image models offered by default (Hearth's choice: the original product never
 * named its models). Quality and speed are on a 1-10 scale; capabilities and specialties feed the
 * ranking score (docs/product.md#model-health). A deployment replaces this list
 * with `VITE_AI_MODELS` (same JSON shape as the server's `AI_MODELS`).
 */
export const defaultAiModels: readonly AiModelConfig[] = [
  {
    id: 'google/gemini-2.5-flash-image',
    quality: 9,
    speed: 8,
    capabilities: ['image-input', 'image-output', 'text'],
    specialties: ['photorealistic', 'people', 'decade styles', 'photo editing'],
    uses: ['timeTravel', 'festival'],
    modalities: true,
  },
  {
    id: 'black-forest-labs/flux-kontext-pro',
    quality: 8,
    speed: 6,
    capabilities: ['image-input', 'image-output'],
    specialties: ['photorealistic', 'people', 'creative', 'artistic'],
    uses: ['timeTravel', 'festival', 'coDrawing'],
    modalities: true,
  },
  {
    id: 'stabilityai/stable-diffusion-xl',
    quality: 7,
    speed: 7,
    capabilities: ['image-input', 'image-output', 'sketch'],
    specialties: ['creative', 'artistic', 'playful', 'illustration'],
    uses: ['coDrawing', 'timeTravel'],
    modalities: true,
  },
];
