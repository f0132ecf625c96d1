import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { generateImage } from '@/data/api/ai-client';
import { AiError, aiErrorMessages } from '@/lib/ai/ai-error';
import { pickModel, recordModelOutcome } from '@/lib/ai/ai-models';
import { loadImage } from '@/features/co-drawing/api/load-image';
import { renderPlaceholder } from '@/features/co-drawing/api/render-placeholder';
import { runCoDrawing, sleep, type CoDrawingDeps, type CoDrawingInput } from '@/features/co-drawing/api/run-co-drawing';
import type { CoDrawingResult } from '@/features/co-drawing/model/co-drawing-outcome';

/** A little longer than the server's 60 s upstream limit, so its answer (504) arrives first. */
const IMAGE_TIMEOUT_MS = 75_000;

/** The real steps: the ranked co-drawing model, Hearth's image proxy, model health, the placeholder. */
export function defaultCoDrawingDeps(): CoDrawingDeps {
  return {
    pickModel: () => pickModel('coDrawing', new Date()),
    requestImage: async (body, signal) => {
      const imageUrl = await generateImage(body, { ...(signal ? { signal } : {}), timeoutMs: IMAGE_TIMEOUT_MS });
      // A data URL the browser cannot draw would leave the canvas blank: treat it as a bad answer.
      await loadImage(imageUrl).catch((cause: unknown) => {
        throw new AiError('INVALID_IMAGE_FORMAT', aiErrorMessages.INVALID_IMAGE_FORMAT, { cause });
      });
      return imageUrl;
    },
    recordOutcome: (modelId, outcome) => recordModelOutcome(modelId, outcome, new Date()),
    makePlaceholder: async (input) => {
      const imageUrl = await renderPlaceholder(input);
      await loadImage(imageUrl);
      return imageUrl;
    },
    sleep,
  };
}

/**
 * Co-drawing: submit -> busy -> result. Always resolves with a result (the placeholder on
 * failure); leaving the page cancels the request.
 */
export function useCoDrawingMagic(deps?: Partial<CoDrawingDeps>) {
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  return useMutation<CoDrawingResult, AiError, CoDrawingInput>({
    mutationKey: ['co-drawing', 'magic'],
    mutationFn: (input) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      return runCoDrawing(input, { ...defaultCoDrawingDeps(), ...deps }, controller.signal);
    },
    // One request per press: a retry would spend the family's quota twice.
    retry: false,
    networkMode: 'always',
  });
}
