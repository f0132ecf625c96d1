// One co-drawing request, start to finish (docs/product.md#co-drawing). The steps that
// touch the network, the clock and the DOM come in as `deps` (use-co-drawing-magic.ts gives the
// real ones), so the rules are unit tested.

import { isDataImageUrl, type ImageGenerationBody } from '@/data/api/ai-client';
import { AiError, aiErrorMessages, toAiError } from '@/lib/ai/ai-error';
import { systemClock, type Clock } from '@/lib/clock';
import type { CanvasSize } from '@/features/co-drawing/model/canvas-size';
import { PLACEHOLDER_DELAY_MS, type CoDrawingRequest, type CoDrawingResult } from '@/features/co-drawing/model/co-drawing-outcome';
import { buildImageRequest, normalizePrompt } from '@/features/co-drawing/model/prompts';
import { notSentError, type AiSendMode } from '@/features/ai-tools/model/send-mode';

export interface CoDrawingInput extends CoDrawingRequest {
  /** The canvas size, so the placeholder matches the canvas pixel for pixel. */
  size: CanvasSize;
  /** The consent gate's decision; anything but 'live' draws the placeholder and sends nothing. */
  sendMode?: AiSendMode;
}

export interface CoDrawingDeps {
  /** The best co-drawing model now, by ranking and health (docs/product.md#model-health), or null if none. */
  pickModel: () => { id: string } | null;
  /** The image service; resolves with a drawable data URL or throws (an AiError). */
  requestImage: (body: ImageGenerationBody, signal?: AbortSignal) => Promise<string>;
  /** Records the call's outcome in the model's health. */
  recordOutcome: (modelId: string, outcome: { ok: true } | { ok: false; error: AiError }) => void;
  /** The local placeholder picture (a data URL). */
  makePlaceholder: (input: CoDrawingInput) => Promise<string>;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

function aborted(): AiError {
  return new AiError('ABORTED', aiErrorMessages.ABORTED);
}

/**
 * Asks the image service to add to or colour in the drawing. On any failure it waits 1.5 s and
 * answers with the local placeholder, carrying the error so the page can label
 * it (demo mode) or explain it (the error dialog). Rejects only when `signal` aborts.
 */
export async function runCoDrawing(input: CoDrawingInput, deps: CoDrawingDeps, signal?: AbortSignal): Promise<CoDrawingResult> {
  const text = normalizePrompt(input.prompt);
  // The page never sends a blank prompt; a caller that does gets nothing drawn.
  if (text === null) throw new AiError('UNKNOWN_ERROR', 'Please write what the AI should do first.');

  let failure: AiError;
  const model = deps.pickModel();
  if (input.sendMode !== undefined && input.sendMode !== 'live') {
    // Demo mode, or no server to ask: the drawing never leaves the device.
    failure = notSentError(input.sendMode);
  } else if (!model) {
    failure = new AiError('SERVICE_UNAVAILABLE', 'No AI model is set up for co-drawing.');
  } else if (!isDataImageUrl(input.canvasDataUrl)) {
    // Image data must match data:image/...;base64,...
    failure = new AiError('INVALID_IMAGE_FORMAT', aiErrorMessages.INVALID_IMAGE_FORMAT);
  } else {
    try {
      const body = buildImageRequest({ modelName: model.id, mode: input.mode, text, canvasDataUrl: input.canvasDataUrl });
      const imageUrl = await deps.requestImage(body, signal);
      if (signal?.aborted) throw aborted();
      deps.recordOutcome(model.id, { ok: true });
      return { success: true, imageUrl, source: 'ai', error: null };
    } catch (error) {
      failure = toAiError(error);
      if (failure.code === 'ABORTED' || signal?.aborted) throw failure.code === 'ABORTED' ? failure : aborted();
      deps.recordOutcome(model.id, { ok: false, error: failure });
    }
  }

  await deps.sleep(PLACEHOLDER_DELAY_MS, signal);
  if (signal?.aborted) throw aborted();
  try {
    const imageUrl = await deps.makePlaceholder({ ...input, prompt: text });
    return { success: true, imageUrl, source: 'placeholder', error: failure };
  } catch {
    return { success: false, imageUrl: null, source: null, error: failure };
  }
}

/** A pause on `clock` that ends early (rejecting) when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal, clock: Pick<Clock, 'after'> = systemClock): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const cancel = clock.after(ms, () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    });
    function onAbort() {
      cancel();
      reject(aborted());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
