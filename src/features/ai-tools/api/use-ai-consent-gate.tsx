import { useCallback, useRef, useState } from 'react';
import type * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { providersForTool, type AiProvider, type AiSetup, type AiTool } from '@/lib/ai-recipients';
import { consentDecision, recordConsent } from '@/features/ai-tools/model/ai-consent';
import { aiConsentStore, type AiConsentStore } from '@/features/ai-tools/api/ai-consent-store';
import { aiSetupQueryOptions, buildTimeAiSetup } from '@/features/ai-tools/api/use-ai-setup';
import { AiConsentDialog } from '@/features/ai-tools/components/ai-consent-dialog';

export interface AiConsentGate {
  /**
   * Runs `send` at once when the family agreed (or in demo mode); otherwise asks first. `otherwise`
   * runs at once whenever `send` does not: while the question is open, or when nothing is sent.
   */
  ask: (send: () => void, otherwise?: () => void) => void;
  /** The dialog that asks; render it once in the tool's page. */
  dialog: React.ReactNode;
}

/**
 * AI tools ask first (docs/product.md#ai-consent): every AI tool calls `ask` before anything leaves the device.
 * 'Continue' records the choice for this tool and these providers, then sends; 'Not now' sends nothing.
 */
export function useAiConsentGate(tool: AiTool, store: AiConsentStore = aiConsentStore, now: () => Date = () => new Date()): AiConsentGate {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ providers: AiProvider[] } | null>(null);
  const sendRef = useRef<(() => void) | null>(null);

  const ask = useCallback(
    (send: () => void, otherwise?: () => void) => {
      void (async () => {
        let setup: AiSetup;
        try {
          setup = await queryClient.fetchQuery(aiSetupQueryOptions());
        } catch {
          setup = buildTimeAiSetup;
        }
        const providers = providersForTool(setup, tool);
        const decision = consentDecision(store.read()[tool], providers.map((provider) => provider.id), setup.demoMode, tool);
        if (decision === 'send') {
          send();
          return;
        }
        otherwise?.();
        if (decision === 'skip') return;
        sendRef.current = send;
        setPending({ providers });
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
    store.update((map) => recordConsent(map, tool, choice, ids, now()));
    if (choice === 'granted') send?.();
  };

  const dialog = (
    <AiConsentDialog
      open={pending !== null}
      tool={tool}
      providers={pending?.providers ?? []}
      onContinue={() => answer('granted')}
      onNotNow={() => answer('declined')}
    />
  );
  return { ask, dialog };
}
