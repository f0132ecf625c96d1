// Co-drawing's prompts (docs/product.md#co-drawing): the tabs 'Add Elements' and 'Color It In' with
// their suggestion chips (the first 6 of 8 per mode), the mode (ADD or COLOR), the prompt (required,
// non-blank after trimming) and the image service's request with its parameters.

import type { ImageGenerationBody } from '@/data/api/ai-client';

export type DrawingMode = 'ADD' | 'COLOR';

export const MODES: readonly { mode: DrawingMode; label: string }[] = [
  { mode: 'ADD', label: 'Add Elements' },
  { mode: 'COLOR', label: 'Color It In' },
];

/** Eight suggestions per mode; the page shows the first six. */
export const SUGGESTIONS: Record<DrawingMode, readonly string[]> = {
  ADD: [
    'A rainbow in the sky',
    'A friendly dragon',
    'Flowers and butterflies',
    'A cozy house with a garden',
    'Stars and a smiling moon',
    'A playful puppy',
    'A treasure chest',
    'A hot air balloon',
  ],
  COLOR: [
    'Bright rainbow colors',
    'Soft watercolor',
    'Sunset oranges and pinks',
    'Ocean blues and greens',
    'Crayon style',
    'Magical glowing colors',
    'Autumn leaf colors',
    'Pastel candy colors',
  ],
};

export const VISIBLE_SUGGESTIONS = 6;

export function visibleSuggestions(mode: DrawingMode): readonly string[] {
  return SUGGESTIONS[mode].slice(0, VISIBLE_SUGGESTIONS);
}

export const PROMPT_MAX_LENGTH = 300;

/** What the prompt field asks, per mode. */
export const promptLabels: Record<DrawingMode, { label: string; blankHint: string; placeholder: string }> = {
  ADD: {
    label: 'What should the AI add?',
    blankHint: "Write what the AI should add to your drawing, for example 'a rainbow in the sky', or pick a suggestion.",
    placeholder: 'For example: a rainbow in the sky',
  },
  COLOR: {
    label: 'How should the AI color it in?',
    blankHint: "Write how the AI should color your drawing, for example 'soft watercolor', or pick a suggestion.",
    placeholder: 'For example: soft watercolor',
  },
};

/** The prompt is required and non-blank after trimming; null when blank. */
export function normalizePrompt(text: string): string | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean === '' ? null : clean;
}

/** The suggestion the prompt currently equals, if any (shown as the selected chip). */
export function matchingSuggestion(mode: DrawingMode, text: string): string | null {
  const clean = normalizePrompt(text)?.toLowerCase();
  if (!clean) return null;
  return visibleSuggestions(mode).find((s) => s.toLowerCase() === clean) ?? null;
}

const FAMILY_STYLE = 'Cheerful and family-friendly, suitable for children.';

/** The service prompt, built from the mode and the family's words. */
export function buildPrompt(mode: DrawingMode, text: string): string {
  const words = normalizePrompt(text) ?? '';
  if (mode === 'COLOR') {
    return `Color in this family drawing: ${words}. Keep every line and shape of the original drawing and fill its areas with color. ${FAMILY_STYLE}`;
  }
  return `Add to this family drawing: ${words}. Keep the original drawing and its lines, and blend the new elements in with the same playful hand-drawn style. ${FAMILY_STYLE}`;
}

export const NEGATIVE_PROMPT =
  'scary, violent, gore, weapons, dark, creepy, text, letters, watermark, signature, blurry, distorted, deformed, nsfw';

/** The image service's request: 1024x1024, strength 0.8, steps 25, cfg_scale 7. */
export const IMAGE_GENERATION_PARAMS = {
  height: 1024,
  width: 1024,
  enable_refiner: false,
  strength: 0.8,
  steps: 25,
  cfg_scale: 7,
  backend: 'auto',
} as const;

export function buildImageRequest({
  modelName,
  mode,
  text,
  canvasDataUrl,
}: {
  modelName: string;
  mode: DrawingMode;
  text: string;
  canvasDataUrl: string;
}): ImageGenerationBody {
  return {
    model_name: modelName,
    prompt: buildPrompt(mode, text),
    height: IMAGE_GENERATION_PARAMS.height,
    width: IMAGE_GENERATION_PARAMS.width,
    enable_refiner: IMAGE_GENERATION_PARAMS.enable_refiner,
    negative_prompt: NEGATIVE_PROMPT,
    strength: IMAGE_GENERATION_PARAMS.strength,
    steps: IMAGE_GENERATION_PARAMS.steps,
    cfg_scale: IMAGE_GENERATION_PARAMS.cfg_scale,
    backend: IMAGE_GENERATION_PARAMS.backend,
    image: canvasDataUrl,
  };
}
