// A failed AI call, shared by the AI client in src/data and the model rules in src/lib/ai: the
// model fallback keys on `code`, the error dialogs on `code` and `demoMode`.

import { NetworkError } from '@/lib/network-error';

/** The AI status mapping (docs/product.md#ai-errors) plus the client-side failure codes. */
export type AiErrorCode =
  | 'QUOTA_EXCEEDED'
  /** Hearth's own per-minute limit (server/rate-limit.ts), not the provider's: no model is to blame. */
  | 'RATE_LIMITED'
  | 'INVALID_API_KEY'
  | 'INSUFFICIENT_CREDITS'
  | 'SERVICE_UNAVAILABLE'
  | 'SERVER_ERROR'
  | `API_ERROR_${number}`
  | 'NO_IMAGE_GENERATED'
  | 'UNKNOWN_ERROR'
  | 'INVALID_RESPONSE'
  | 'INVALID_IMAGE_FORMAT'
  | 'DECADE_NOT_FOUND'
  | 'NETWORK_ERROR'
  | 'ABORTED';

export const aiErrorMessages = {
  NO_IMAGE_GENERATED: 'No image was generated',
  UNKNOWN_ERROR: 'Unknown error',
  // The festival page's texts, reused for the same failures everywhere.
  INVALID_RESPONSE: 'AI service returned invalid response format',
  NETWORK_ERROR: 'Network error or service unavailable',
  INVALID_IMAGE_FORMAT: 'Invalid image format',
  // The exact text of the prompt check.
  DECADE_NOT_FOUND: 'Could not extract decade from prompt',
  ABORTED: 'The request was cancelled',
} as const;

/** A failed AI call, typed so that the model fallback and the error dialogs can key on `code`. */
export class AiError extends Error {
  readonly code: AiErrorCode;
  /** HTTP status when the server answered; null when it never did or the answer was unreadable. */
  readonly status: number | null;
  /** Demo mode: the server has no AI provider configured. */
  readonly demoMode: boolean;

  constructor(code: AiErrorCode, message: string, options: { status?: number | null; demoMode?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AiError';
    this.code = code;
    this.status = options.status ?? null;
    this.demoMode = options.demoMode ?? false;
  }
}

const DEMO_MODE_PATTERN = /demo[\s_-]?mode/i;

/** The 'Demo Mode' label shows when the error mentions demo mode. */
export function mentionsDemoMode(text: string | null | undefined): boolean {
  return typeof text === 'string' && DEMO_MODE_PATTERN.test(text);
}

/** Any thrown value as an AiError: aborts, network failures and unexpected throws included. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new AiError('ABORTED', aiErrorMessages.ABORTED, { cause: error });
  }
  if (error instanceof NetworkError) {
    const cause = (error as Error & { cause?: unknown }).cause;
    if (cause instanceof DOMException && cause.name === 'AbortError') {
      return new AiError('ABORTED', aiErrorMessages.ABORTED, { cause: error });
    }
    return new AiError('NETWORK_ERROR', aiErrorMessages.NETWORK_ERROR, { cause: error });
  }
  const message = error instanceof Error && error.message ? error.message : aiErrorMessages.UNKNOWN_ERROR;
  return new AiError('UNKNOWN_ERROR', message, { cause: error, demoMode: mentionsDemoMode(message) });
}
