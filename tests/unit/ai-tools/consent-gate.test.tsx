import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providersForTool, type AiSetup, type AiTool } from '@/lib/ai-recipients';
import { createMemoryAiConsentStore, type AiConsentStore } from '@/lib/ai/ai-consent-store';
import { useAiConsentGate } from '@/features/ai-tools/api/use-ai-consent-gate';
import { aiSetupQueryOptions } from '@/features/ai-tools/api/use-ai-setup';
import { consentSentence } from '@/features/ai-tools/components/ai-consent-dialog';
import { recordConsent } from '@/lib/ai/ai-consent';
import type { AiSendMode } from '@/features/ai-tools/model/send-mode';
import { sampleServerAiSetup } from '../../../stories/mocks/ai-consent';
import { memoryAiServices } from '../../../stories/mocks/services';
import { renderWithProviders, testQueryClient } from '../render';
import { serverConfigAnswer } from './server-config-stub';

// AI tools ask first (docs/product.md#ai-consent): demo mode and who receives the photo come from the server's
// answer of this moment, and consent is asked again when the receivers change.

function Tool({ tool, modes }: { tool: AiTool; modes: AiSendMode[] }) {
  const gate = useAiConsentGate(tool);
  return (
    <>
      <button type="button" onClick={() => gate.ask((mode) => modes.push(mode))}>
        Use the tool
      </button>
      {gate.dialog}
    </>
  );
}

function setup(options: { config: () => unknown; tool?: AiTool; store?: AiConsentStore; cached?: AiSetup }) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    const answer = options.config();
    if (answer === null) throw new TypeError('Failed to fetch');
    return Response.json(answer);
  });
  const queryClient = testQueryClient();
  if (options.cached) queryClient.setQueryData(aiSetupQueryOptions().queryKey, options.cached);
  const modes: AiSendMode[] = [];
  const store = options.store ?? createMemoryAiConsentStore();
  renderWithProviders(<Tool tool={options.tool ?? 'timeTravel'} modes={modes} />, {
    queryClient,
    services: { ai: { ...memoryAiServices(), consent: store } },
  });
  return { requests, modes, store, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('the consent gate', () => {
  it('asks the server every time: a cached "demo mode" does not let a photo go without the question once the server is live', async () => {
    const demoCached: AiSetup = { ...sampleServerAiSetup, demoMode: true, paths: { chat: false, image: false } };
    const { requests, modes, user } = setup({ config: () => serverConfigAnswer(), cached: demoCached });
    await user.click(screen.getByRole('button', { name: 'Use the tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to an AI provider?' });
    expect(modes).toEqual([]);
    expect(requests).toEqual(['/api/config']);
    expect(dialog).toHaveTextContent('OpenRouter, the AI service this Hearth uses');
  });

  it('in demo mode (the server says so now) sends nothing and asks nothing', async () => {
    const { requests, modes, user } = setup({ config: () => serverConfigAnswer({ demoMode: true }), cached: sampleServerAiSetup });
    await user.click(screen.getByRole('button', { name: 'Use the tool' }));
    await waitFor(() => expect(modes).toEqual(['demo']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests).toEqual(['/api/config']);
  });

  it('co-drawing is in demo mode when the server has a gateway but no image service', async () => {
    const answer = { ...serverConfigAnswer(), ai: { ...serverConfigAnswer().ai, image: false } };
    const { modes, user } = setup({ config: () => answer, tool: 'coDrawing' });
    await user.click(screen.getByRole('button', { name: 'Use the tool' }));
    await waitFor(() => expect(modes).toEqual(['demo']));
  });

  it('sends nothing when the server cannot say who would receive it', async () => {
    const { modes, user } = setup({ config: () => null, cached: sampleServerAiSetup });
    await user.click(screen.getByRole('button', { name: 'Use the tool' }));
    await waitFor(() => expect(modes).toEqual(['unreachable']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks again, saying so, when the service that receives the photo changed since the family agreed', async () => {
    const store = createMemoryAiConsentStore();
    const before = { ...sampleServerAiSetup, services: { chat: { id: '0000000000000001', name: 'Old Gateway', policyUrl: null }, image: null } };
    store.update((map) => recordConsent(map, 'timeTravel', 'granted', providersForTool(before, 'timeTravel').map((p) => p.id), new Date()));
    const { modes, user } = setup({ config: () => serverConfigAnswer(), store });
    await user.click(screen.getByRole('button', { name: 'Use the tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to an AI provider?' });
    expect(dialog).toHaveTextContent('Who receives it has changed since you last agreed');
    expect(dialog).toHaveTextContent('OpenRouter');
    expect(modes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(modes).toEqual(['live']);
    // Agreed for the new receivers: the next use sends at once.
    await user.click(screen.getByRole('button', { name: 'Use the tool' }));
    await waitFor(() => expect(modes).toEqual(['live', 'live']));
  });

  it('sends at once when the family agreed to exactly these receivers', async () => {
    const store = createMemoryAiConsentStore();
    store.update((map) => recordConsent(map, 'festival', 'granted', providersForTool(sampleServerAiSetup, 'festival').map((p) => p.id), new Date()));
    const { modes, user } = setup({ config: () => serverConfigAnswer(), store, tool: 'festival' });
    await act(() => user.click(screen.getByRole('button', { name: 'Use the tool' })));
    await waitFor(() => expect(modes).toEqual(['live']));
  });
});

describe('who the dialog names', () => {
  it('the operator’s service first, then the providers of its models', () => {
    expect(consentSentence('timeTravel', providersForTool(sampleServerAiSetup, 'timeTravel'))).toMatch(
      /^Time-travel photos will send the photo you choose and a short description of each decade’s look to OpenRouter, the AI service this Hearth uses, which passes it on to the AI model of (\w[\w ]*)(, \w[\w ]*)*( and \w[\w ]*)?\. Hearth’s server forwards it and keeps nothing of it\.$/,
    );
    expect(consentSentence('coDrawing', providersForTool(sampleServerAiSetup, 'coDrawing'))).toContain('to Example Image Service, the AI service this Hearth uses,');
  });

  it('says so when the server names no service', () => {
    expect(consentSentence('guidance', [])).toBe(
      'Daily-moment guidance will send the title, description and kind of today’s challenge (no names, no photos) to the AI service this Hearth uses, which passes it on to the AI model it uses. Hearth’s server forwards it and keeps nothing of it.',
    );
  });
});
