import { useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { aiToolSends, joinNames, providersForTool, toolDemoMode, type AiSetup, type AiTool } from '@/lib/ai-recipients';
import { consentDecision, forgetConsent, recordConsent, type ConsentRecord } from '@/lib/ai/ai-consent';
import { useConsentMap } from '@/lib/ai/ai-consent-store';
import { useServices } from '@/lib/services';
import { useAiSetup } from '@/features/ai-tools/api/use-ai-setup';
import { AiConsentDialog } from '@/features/ai-tools/components/ai-consent-dialog';

/** The photo tools in the order the activities hub lists them, then the daily moment's guidance. */
const listedTools: readonly AiTool[] = ['timeTravel', 'coDrawing', 'festival', 'guidance'];

export interface AiToolsCardProps {
  /** Stories and tests; the server's setup (or the build's) by default. */
  setup?: AiSetup;
}

function stateText(tool: AiTool, record: ConsentRecord | undefined, allowed: boolean): string {
  if (allowed) return 'Allowed on this device';
  if (record?.choice === 'declined' && tool === 'guidance') return 'You said Not now: the daily moment uses Hearth’s own guidance';
  if (record?.choice === 'declined') return 'You said Not now: it asks again next time';
  if (record?.choice === 'granted') return 'Asks again: who receives it has changed';
  return 'Asks before its first use';
}

/**
 * AI tools ask first (docs/product.md#ai-tools-card): the dashboard shows, per AI tool, whether it may send
 * from this device, and changes it. 'Allow' asks with the same dialog the tool shows.
 */
export function AiToolsCard({ setup: givenSetup }: AiToolsCardProps) {
  const { ai, clock } = useServices();
  const store = ai.consent;
  const fromServer = useAiSetup();
  const setup = givenSetup ?? fromServer.setup;
  const consents = useConsentMap(store);
  const [asking, setAsking] = useState<AiTool | null>(null);
  const askingProviders = asking ? providersForTool(setup, asking) : [];

  if (setup.demoMode === true) {
    return (
      <Card data-testid="ai-tools-card">
        <CardHeader>
          <CardTitle as="h2">AI tools</CardTitle>
          <CardDescription>
            This Hearth runs in demo mode: no AI provider is configured, so the AI tools send nothing to any AI provider. They
            make their pictures on this device instead, marked Demo Mode.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const answer = (tool: AiTool, choice: ConsentRecord['choice']) => {
    const ids = providersForTool(setup, tool).map((provider) => provider.id);
    store.update((map) => recordConsent(map, tool, choice, ids, clock.now()));
    setAsking(null);
  };

  return (
    <Card data-testid="ai-tools-card">
      <CardHeader>
        <CardTitle as="h2">AI tools</CardTitle>
        <CardDescription>
          Each AI tool asks before it first sends a photo, a drawing or today’s challenge from this device. Here you can see and change what you chose.
        </CardDescription>
      </CardHeader>
      <ul className="flex flex-col divide-y divide-border" aria-label="AI tools on this device">
        {listedTools.map((tool) => {
          const providers = providersForTool(setup, tool);
          const record = consents[tool];
          const allowed = consentDecision(record, providers.map((provider) => provider.id), toolDemoMode(setup, tool), tool) === 'send';
          const name = aiToolSends[tool].name;
          return (
            <li key={tool} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-extrabold">{name}</p>
                <p className="text-sm text-muted-foreground">
                  {stateText(tool, record, allowed)}
                  {providers.length > 0 ? `. Sends to ${joinNames(providers.map((provider) => provider.name))}.` : '.'}
                </p>
              </div>
              {allowed ? (
                <Button variant="outline" size="sm" onClick={() => store.update((map) => forgetConsent(map, tool))} aria-label={`Ask first: ${name}`}>
                  Ask first
                </Button>
              ) : (
                <Button variant="outline" size="sm" onClick={() => setAsking(tool)} aria-label={`Allow: ${name}`}>
                  Allow
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <AiConsentDialog
        open={asking !== null}
        tool={asking ?? 'timeTravel'}
        providers={askingProviders}
        onContinue={() => asking && answer(asking, 'granted')}
        onNotNow={() => asking && answer(asking, 'declined')}
      />
    </Card>
  );
}
