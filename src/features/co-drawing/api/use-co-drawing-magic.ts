import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { generateImage } from '@/data/api/ai-client';
import { AiError, aiErrorMessages } from '@/lib/ai/ai-error';
import { pickModel, recordModelOutcome } from '@/lib/ai/ai-models';
import { useServices, type Services } from '@/lib/services';
import { loadImage } from '@/lib/image/load-image';
import { renderPlaceholder } from '@/features/co-drawing/device/render-placeholder';
import { runCoDrawing, sleep, type CoDrawingDeps, type CoDrawingInput } from '@/features/co-drawing/model/run-co-drawing';
import type { CoDrawingResult } from '@/features/co-drawing/model/co-drawing-outcome';

/** A little longer than the server's 60 s upstream limit, so its answer (504) arrives first. */
const IMAGE_TIMEOUT_MS = 75_000;

/** The real steps: the ranked co-drawing model, Hearth's image proxy, this device's model health and clock, the placeholder. */
function coDrawingDeps({ ai, clock }: Pick<Services, 'ai' | 'clock'>): CoDrawingDeps {
  return {
    pickModel: () => pickModel('coDrawing', clock.now(), { store: ai.modelHealth }),
    requestImage: async (body, signal) => {
      const imageUrl = await generateImage(body, { ...(signal ? { signal } : {}), timeoutMs: IMAGE_TIMEOUT_MS });
      // A data URL the browser cannot draw would leave the canvas blank: treat it as a bad answer.
      await loadImage(imageUrl).catch((cause: unknown) => {
        throw new AiError('INVALID_IMAGE_FORMAT', aiErrorMessages.INVALID_IMAGE_FORMAT, { cause });
      });
      return imageUrl;
    },
    recordOutcome: (modelId, outcome) => recordModelOutcome(modelId, outcome, clock.now(), ai.modelHealth),
    makePlaceholder: async (input) => {
      const imageUrl = await renderPlaceholder(input);
      await loadImage(imageUrl);
      return imageUrl;
    },
    sleep: (ms, signal) => sleep(ms, signal, clock),
  };
}

/**
 * Co-drawing: submit -> busy -> result. Always resolves with a result (the placeholder on
 * failure); leaving the page cancels the request.
 */
export function useCoDrawingMagic() {
  const services = useServices();
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  return useMutation<CoDrawingResult, AiError, CoDrawingInput>({
    mutationKey: ['co-drawing', 'magic'],
    mutationFn: (input) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      return runCoDrawing(input, coDrawingDeps(services), controller.signal);
    },
    // One request per press: a retry would spend the family's quota twice.
    retry: false,
    networkMode: 'always',
  });
}
