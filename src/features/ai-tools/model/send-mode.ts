// How an AI tool may go on once the consent gate has asked the server (use-ai-consent-gate.tsx):
// 'live' sends; 'demo' and 'unreachable' upload nothing at all and work from an error made here, so
// each tool shows what it shows for the server's own demo answer or for a lost connection.

import { AiError, aiErrorMessages } from '@/data/api/ai-client';

export type AiSendMode = 'live' | 'demo' | 'unreachable';

/** The server's demo-mode answer (no AI provider configured), as the app knows it. */
export const DEMO_MODE_TEXT = 'Demo mode: no AI provider is configured on this Hearth server.';

/** The error a tool works from when it sends nothing ('demo' or 'unreachable'). */
export function notSentError(mode: Exclude<AiSendMode, 'live'>): AiError {
  if (mode === 'demo') return new AiError('SERVICE_UNAVAILABLE', DEMO_MODE_TEXT, { status: 503, demoMode: true });
  return new AiError('NETWORK_ERROR', aiErrorMessages.NETWORK_ERROR);
}
