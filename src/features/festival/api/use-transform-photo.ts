import { useMutation } from '@tanstack/react-query';
import { chatCompletionImage, type ChatCompletionBody } from '@/data/api/ai-client';
import { AiError, toAiError } from '@/lib/ai/ai-error';
import { pickModel, recordModelOutcome } from '@/lib/ai/ai-models';
import type { ModelHealthStore } from '@/lib/ai/model-health-store';
import type { AiModelConfig } from '@/lib/ai/model-registry';
import { useServices } from '@/lib/services';
import { buildFestivalBody } from '@/features/festival/model/festival-request';
import { notSentError, type AiSendMode } from '@/features/ai-tools/model/send-mode';

export interface FestivalTransformDeps {
  /** Every configured model (the build's by default); the best festival model is asked. */
  models?: readonly AiModelConfig[];
  /** This device's model health. */
  store: ModelHealthStore;
  now: () => Date;
  requestImage?: (body: ChatCompletionBody, signal?: AbortSignal) => Promise<string>;
}

/**
 * One festival transformation: the best available model, one call, model health kept. With a
 * `mode` other than 'live' (the consent gate's) it fails at once and sends nothing.
 */
export async function transformFestivalPhoto(
  photoDataUrl: string,
  deps: FestivalTransformDeps,
  signal?: AbortSignal,
  mode: AiSendMode = 'live',
): Promise<string> {
  if (mode !== 'live') throw notSentError(mode);
  const { now, store } = deps;
  const model = pickModel('festival', now(), { ...(deps.models ? { models: deps.models } : {}), store });
  if (!model) throw new AiError('UNKNOWN_ERROR', 'No AI model is set up for the Onam page.');
  const request = deps.requestImage ?? ((body, s) => chatCompletionImage(body, s ? { signal: s } : {}));
  try {
    const image = await request(buildFestivalBody(model, photoDataUrl), signal);
    recordModelOutcome(model.id, { ok: true }, now(), store);
    return image;
  } catch (thrown) {
    const error = toAiError(thrown);
    recordModelOutcome(model.id, { ok: false, error }, now(), store);
    throw error;
  }
}

/** Upload -> transform -> result (regenerate runs it again on the same photo), with this device's model health and clock. */
export function useTransformPhoto() {
  const { ai, clock } = useServices();
  return useMutation<string, AiError, { photo: string; mode: AiSendMode }>({
    mutationKey: ['festival', 'transform'],
    mutationFn: ({ photo, mode }) => transformFestivalPhoto(photo, { store: ai.modelHealth, now: () => clock.now() }, undefined, mode),
    // A failed AI call is shown in the dialog; retrying would spend the family's quota twice.
    retry: false,
    networkMode: 'always',
  });
}
