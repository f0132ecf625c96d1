import { useCallback, useRef, useState } from 'react';
import type * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { providersForTool, toolDemoMode, type AiProvider, type AiSetup, type AiTool } from '@/lib/ai-recipients';
import { consentDecision, recordConsent } from '@/lib/ai/ai-consent';
import type { AiSendMode } from '@/features/ai-tools/model/send-mode';
import { useServices } from '@/lib/services';
import { aiSetupQueryOptions } from '@/features/ai-tools/api/use-ai-setup';
import { AiConsentDialog } from '@/features/ai-tools/components/ai-consent-dialog';

export interface AiConsentGate {
  /**
   * Decides, from the server's answer of this moment, how the tool may go on, and calls `send`
   * with it: 'live' (the family agreed, now or before: send), 'demo' (the server forwards nothing:
   * work on the device, upload nothing) or 'unreachable' (the server cannot say who would receive
   * it: upload nothing, say so). When the family has not agreed, it asks first. `otherwise` runs
   * at once whenever `send` does not: while the question is open, or when nothing is sent.
   */
  ask: (send: (mode: AiSendMode) => void, otherwise?: () => void) => void;
  /** The dialog that asks; render it once in the tool's page. */
  dialog: React.ReactNode;
}

/**
 * AI tools ask first (docs/product.md#ai-consent): every AI tool calls `ask` before anything leaves the device.
 * Demo mode and who receives the photo come from the server's current answer, never a cached one:
 * a server that turned live since must not receive a photo without the question. 'Continue' records
 * the choice for this tool and these recipients, then sends; 'Not now' sends nothing. The choices
 * are this device's (the services' `ai.consent`).
 */
export function useAiConsentGate(tool: AiTool): AiConsentGate {
  const queryClient = useQueryClient();
  const { ai, clock } = useServices();
  const store = ai.consent;
  const [pending, setPending] = useState<{ providers: AiProvider[]; changed: boolean } | null>(null);
  const sendRef = useRef<((mode: AiSendMode) => void) | null>(null);

  const ask = useCallback(
    (send: (mode: AiSendMode) => void, otherwise?: () => void) => {
      void (async () => {
        let setup: AiSetup | null;
        try {
          // staleTime 0: fetched now; the answer also refreshes what the other screens show.
          setup = await queryClient.fetchQuery({ ...aiSetupQueryOptions(), staleTime: 0 });
        } catch {
          setup = null;
        }
        const demoMode = setup ? toolDemoMode(setup, tool) : null;
        if (demoMode === true) {
          send('demo');
          return;
        }
        if (!setup || demoMode === null) {
          send('unreachable');
          return;
        }
        const providers = providersForTool(setup, tool);
        const record = store.read()[tool];
        const decision = consentDecision(record, providers.map((provider) => provider.id), demoMode, tool);
        if (decision === 'send') {
          send('live');
          return;
        }
        otherwise?.();
        if (decision === 'skip') return;
        sendRef.current = send;
        setPending({ providers, changed: record?.choice === 'granted' });
      })();
    },
    [queryClient, store, tool],
  );

  const answer = (choice: 'granted' | 'declined') => {
    const current = pending;
    const send = sendRef.current;
    sendRef.current = null;
    setPending(null);
    if (!current) return;
    const ids = current.providers.map((provider) => provider.id);
    store.update((map) => recordConsent(map, tool, choice, ids, clock.now()));
    if (choice === 'granted') send?.('live');
  };

  const dialog = (
    <AiConsentDialog
      open={pending !== null}
      tool={tool}
      providers={pending?.providers ?? []}
      changed={pending?.changed ?? false}
      onContinue={() => answer('granted')}
      onNotNow={() => answer('declined')}
    />
  );
  return { ask, dialog };
}
