// The festival photo tool: the photo's people in traditional Kerala festival attire
// (docs/product.md#festival); a chat-completions body with max_tokens 1024.

import type { ChatCompletionBody } from '@/data/api/ai-client';
import type { AiModelConfig } from '@/lib/ai/model-registry';

export const FESTIVAL_MAX_TOKENS = 1024;
export const FESTIVAL_TEMPERATURE = 0.7;

export const FESTIVAL_PROMPT = [
  'Dress every person in this family photo in traditional Kerala Onam festival attire.',
  'Men and boys: a cream kasavu mundu with a golden border and a simple shirt or a matching neriyathu.',
  'Women: a cream-and-gold kasavu set-saree (set-mundu) with a traditional blouse, and fresh jasmine flowers in their hair.',
  'Girls: a silk pattu pavada with a golden border and jasmine flowers.',
  'Keep every face, expression, pose, age and the composition exactly as they are, so everyone is recognisable.',
  'Add a gentle festive touch, such as a colourful pookalam flower carpet or marigold garlands, without covering anyone.',
  'Keep it warm, respectful and family-friendly. Return only the edited photo.',
].join(' ');

export function buildFestivalBody(model: AiModelConfig, photoDataUrl: string): ChatCompletionBody {
  return {
    model: model.id,
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: FESTIVAL_PROMPT },
          { type: 'image_url', image_url: { url: photoDataUrl } },
        ],
      },
    ],
    max_tokens: FESTIVAL_MAX_TOKENS,
    temperature: FESTIVAL_TEMPERATURE,
    ...(model.modalities ? { modalities: ['image', 'text'] as Array<'image' | 'text'> } : {}),
  };
}
