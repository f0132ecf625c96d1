// The AI tools' error dialog: themed, friendly text per tool and code, and the festival page's own
// exact texts (docs/product.md#ai-errors).

import { aiErrorMessages, mentionsDemoMode } from '@/data/api/ai-client';
import { isQuotaError } from '@/lib/ai/model-health';

export type AiToolContext = 'timeTravel' | 'coDrawing' | 'festival';

/** What the dialog needs of an error; an `AiError` fits, so does a plain object in stories. */
export interface AiErrorLike {
  code: string;
  status?: number | null;
  message?: string;
  demoMode?: boolean;
}

export interface AiErrorText {
  title: string;
  /** The friendly sentence for the code (for the festival: its own exact text). */
  message: string;
  /** An extra line: the demo-mode explanation or the technical reason. */
  detail: string | null;
  /** Show the 'Demo Mode' label. */
  demoMode: boolean;
  /** Show the support address (INVALID_API_KEY). */
  showSupport: boolean;
}

export type AiErrorKind = 'quota' | 'credits' | 'key' | 'unavailable' | 'other';

/** The dialog's friendly text depends only on these groups of codes. */
export function aiErrorKind(code: string): AiErrorKind {
  switch (code) {
    case 'QUOTA_EXCEEDED':
    case 'RATE_LIMITED':
      return 'quota';
    case 'INSUFFICIENT_CREDITS':
      return 'credits';
    case 'INVALID_API_KEY':
      return 'key';
    case 'SERVICE_UNAVAILABLE':
    case 'SERVER_ERROR':
      return 'unavailable';
    default:
      return 'other';
  }
}

export const festivalErrorTexts = {
  // The festival page's exact texts.
  serviceError: (status: number) => `AI service error: ${status}`,
  invalidResponse: 'AI service returned invalid response format',
  network: 'Network error or service unavailable',
  transformFailed: 'Failed to transform photo. Please try again.',
  // No free daily allowance exists: a 429 is a limit per minute, a 402 the operator's provider
  // account.
  quota: 'Onam Photo Magic is busy: too many photos were asked for in the last minute. Please wait a minute and try again.',
  credits:
    'Onam Photo Magic cannot start: the account this Hearth uses with its AI service has run out of credit. Please try again later, or let whoever runs this Hearth know.',
} as const;

/**
 * The festival page (docs/product.md#ai-errors): 429 and 402 have their own texts; other statuses give
 * 'AI service error: {status}'; an invalid response, a network failure and anything thrown have their
 * own texts.
 */
export function festivalErrorMessage(error: AiErrorLike): string {
  if (error.code === 'INSUFFICIENT_CREDITS' || error.status === 402) return festivalErrorTexts.credits;
  if (isQuotaError(error.code) || error.code === 'RATE_LIMITED' || error.status === 429) return festivalErrorTexts.quota;
  if (typeof error.status === 'number') return festivalErrorTexts.serviceError(error.status);
  switch (error.code) {
    case 'INVALID_RESPONSE':
    case 'NO_IMAGE_GENERATED':
    case 'INVALID_IMAGE_FORMAT':
      return festivalErrorTexts.invalidResponse;
    case 'NETWORK_ERROR':
      return festivalErrorTexts.network;
    default:
      return festivalErrorTexts.transformFailed;
  }
}

interface Theme {
  title: string;
  texts: Record<Exclude<AiErrorKind, 'other'>, string> & { other: string };
  demo: string;
}

const themes: Record<Exclude<AiToolContext, 'festival'>, Theme> = {
  timeTravel: {
    title: 'The time machine needs a moment',
    texts: {
      quota: 'The time machine is busy: too many trips were asked for in the last minute. Please wait a minute and try again.',
      credits:
        'The time machine cannot start: the account this Hearth uses with its AI service has run out of credit. Please try again later, or let whoever runs this Hearth know.',
      key: 'The time machine could not start. Please contact support so we can fix it.',
      unavailable: 'The time machine is taking a short break. Please try again in a few minutes.',
      other: 'We could not reach the time machine. It looks like a connection problem: please check your internet and try again.',
    },
    demo: 'This Hearth runs in demo mode: no AI service is connected, so your photo is restyled on this device instead.',
  },
  coDrawing: {
    title: 'Our AI artist needs a moment',
    texts: {
      quota: 'Our AI artist is busy: too many pictures were asked for in the last minute. Please wait a minute and try again.',
      credits:
        'Our AI artist cannot start: the account this Hearth uses with its AI service has run out of credit. Please try again later, or let whoever runs this Hearth know.',
      key: 'Our AI artist could not start. Please contact support so we can fix it.',
      unavailable: 'Our AI artist is taking a short break. Please try again in a few minutes.',
      other: 'We could not reach our AI artist. It looks like a connection problem: please check your internet and try again.',
    },
    demo: 'This Hearth runs in demo mode: no AI service is connected, so a picture made on this device is used instead.',
  },
};

const titles: Record<AiToolContext, string> = {
  timeTravel: themes.timeTravel.title,
  coDrawing: themes.coDrawing.title,
  festival: 'Onam magic paused',
};

const festivalDemo = 'This Hearth runs in demo mode: no AI service is connected, so photos cannot be transformed here.';

export function isDemoModeError(error: AiErrorLike): boolean {
  return error.demoMode === true || mentionsDemoMode(error.message);
}

export function aiErrorText(context: AiToolContext, error: AiErrorLike): AiErrorText {
  const demoMode = isDemoModeError(error);
  const kind = aiErrorKind(error.code);
  if (context === 'festival') {
    return {
      title: titles.festival,
      message: festivalErrorMessage(error),
      detail: demoMode ? festivalDemo : null,
      demoMode,
      showSupport: false,
    };
  }
  const theme = themes[context];
  const technical = error.message && error.message !== aiErrorMessages.UNKNOWN_ERROR ? error.message : null;
  return {
    title: theme.title,
    message: theme.texts[kind],
    detail: demoMode ? theme.demo : kind === 'other' ? technical : null,
    demoMode,
    showSupport: kind === 'key',
  };
}
