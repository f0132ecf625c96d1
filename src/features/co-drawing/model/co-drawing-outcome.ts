// How a co-drawing answer is shown (docs/product.md#co-drawing). A failure could open an error
// dialog, or draw a local placeholder after a 1.5 s pause and report success with it; in demo mode
// co-drawing draws its local placeholder. Hearth does both for a real failure: the placeholder
// keeps the family's activity going, and the themed dialog tells them why the AI did not paint
// it (wait a minute, the operator's credit, support, a few minutes, the connection). Demo mode is not a failure of
// the family's request: the placeholder comes with the 'Demo Mode' label and no dialog.

import type { AiErrorLike } from '@/features/ai-tools/model/error-texts';
import type { CanvasImageSource } from '@/features/co-drawing/model/drawing';
import type { DrawingMode } from '@/features/co-drawing/model/prompts';

/** What co-drawing sends: the canvas, the prompt and the mode (ADD or COLOR). */
export interface CoDrawingRequest {
  canvasDataUrl: string;
  prompt: string;
  mode: DrawingMode;
}

/** The answer: success, imageUrl, error, plus where the image came from. */
export type CoDrawingResult =
  | { success: true; imageUrl: string; source: 'ai'; error: null }
  | { success: true; imageUrl: string; source: 'placeholder'; error: AiErrorLike }
  | { success: false; imageUrl: null; source: null; error: AiErrorLike };

/** How long a failure waits before the placeholder shows. */
export const PLACEHOLDER_DELAY_MS = 1500;

export interface CoDrawingNotice {
  /** How the new canvas image is labelled; null when the canvas did not change. */
  imageSource: CanvasImageSource | null;
  /** Open the co-drawing error dialog with this error. */
  dialogError: AiErrorLike | null;
}

export function isDemoModeResult(error: AiErrorLike | null): boolean {
  return error?.demoMode === true;
}

export function coDrawingNotice(result: CoDrawingResult): CoDrawingNotice {
  if (result.source === 'ai') return { imageSource: 'ai', dialogError: null };
  if (result.source === 'placeholder') {
    return isDemoModeResult(result.error)
      ? { imageSource: 'demo', dialogError: null }
      : { imageSource: 'unavailable', dialogError: result.error };
  }
  // Not even the placeholder could be made: the canvas keeps the family's drawing.
  return { imageSource: null, dialogError: result.error };
}
