// Time travel's decades and their requests (docs/product.md#time-travel): the four decades, one
// prompt each (it must name a four-digit decade), and the chat-completions body (max_tokens 1000).

import { type ChatCompletionBody } from '@/data/api/ai-client';
import { AiError, aiErrorMessages } from '@/lib/ai/ai-error';
import type { AiModelConfig } from '@/lib/ai/model-registry';

export const DECADES = ['1960s', '1970s', '1980s', '1990s'] as const;
export type Decade = (typeof DECADES)[number];

export const TIME_TRAVEL_MAX_TOKENS = 1000;
export const TIME_TRAVEL_TEMPERATURE = 0.7;

const decadeStyle: Record<Decade, string> = {
  '1960s': 'mod fashion, beehive and bouffant hair, slim suits, shift dresses, and the look of a period film print',
  '1970s': 'flared trousers, wide collars, earthy oranges and browns, long feathered hair, and warm, faded film colours',
  '1980s': 'bold neon colours, big hair, shoulder pads, denim jackets, and a bright, punchy flash-photo look',
  '1990s': 'grunge flannel, denim, scrunchies, minimalist slip dresses, and the soft look of a disposable film camera',
};

/** The instruction for one decade; it always names the decade. */
export function buildDecadePrompt(decade: Decade): string {
  return [
    `Transform this family photo so it looks like it was taken in the ${decade}.`,
    `Keep every person recognisable: the same faces, expressions, poses and composition.`,
    `Restyle clothing, hairstyles, setting details and photo quality to match the ${decade}: ${decadeStyle[decade]}.`,
    'Keep it warm and family-friendly. Return only the edited photo.',
  ].join(' ');
}

const DECADE_IN_TEXT = /\b(1[89]\d0|20\d0)s\b/;

/** 'Could not extract decade from prompt' when no four-digit decade is named. */
export function extractDecade(prompt: string): string {
  const match = DECADE_IN_TEXT.exec(prompt);
  if (!match) throw new AiError('DECADE_NOT_FOUND', aiErrorMessages.DECADE_NOT_FOUND);
  return `${match[1]}s`;
}

/** A text part and the photo as an image_url part; modalities for flux/SD models. */
export function buildTimeTravelBody(model: AiModelConfig, prompt: string, photoDataUrl: string): ChatCompletionBody {
  extractDecade(prompt);
  return {
    model: model.id,
    messages: [
      {
        role: 'user',
        content: [
          { type: 'text', text: prompt },
          { type: 'image_url', image_url: { url: photoDataUrl } },
        ],
      },
    ],
    max_tokens: TIME_TRAVEL_MAX_TOKENS,
    temperature: TIME_TRAVEL_TEMPERATURE,
    ...(model.modalities ? { modalities: ['image', 'text'] as Array<'image' | 'text'> } : {}),
  };
}
