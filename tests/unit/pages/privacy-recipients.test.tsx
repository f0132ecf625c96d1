import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aiRecipients, joinNames, providerOf, providersForTool, type AiSetup } from '@/lib/ai-recipients';
import { PrivacyPolicyPage } from '@/features/pages/components/privacy-policy-page';

function renderPolicy(aiSetup: AiSetup) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PrivacyPolicyPage aiSetup={aiSetup} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const providerNames = () =>
  within(screen.getByRole('list', { name: 'AI providers' }))
    .getAllByText(/./, { selector: 'p.text-lg' })
    .map((node) => node.textContent);

describe('providerOf', () => {
  it.each([
    ['openai/gpt-4o', 'OpenAI', 'https://openai.com/policies/privacy-policy/'],
    ['google/gemini-2.5-flash-image', 'Google', 'https://policies.google.com/privacy'],
    ['meta-llama/llama-3.2-3b-instruct', 'Meta', 'https://www.facebook.com/privacy/policy/'],
    ['acme-ai/painter-2', 'acme-ai', null],
    ['plain-model', 'plain-model', null],
    ['constructor/x', 'constructor', null],
  ])('%s → %s', (id, name, policyUrl) => {
    expect(providerOf(id)).toMatchObject({ name, policyUrl });
  });
});

describe('aiRecipients', () => {
  const setup: AiSetup = {
    demoMode: false,
    models: [
      { id: 'google/a', uses: ['timeTravel', 'festival'] },
      { id: 'google/b', uses: ['coDrawing'] },
      { id: 'stabilityai/c', uses: [] },
    ],
    guidanceModel: 'openai/gpt-4o-mini',
  };

  it('lists each provider once with the tools that send to it', () => {
    expect(aiRecipients(setup).map((r) => [r.provider.name, r.tools])).toEqual([
      ['Google', ['timeTravel', 'coDrawing', 'festival']],
      ['Stability AI', ['timeTravel', 'coDrawing', 'festival']],
      ['OpenAI', ['guidance']],
    ]);
    expect(providersForTool(setup, 'guidance').map((p) => p.name)).toEqual(['OpenAI']);
  });

  it('is empty in demo mode', () => {
    expect(aiRecipients({ ...setup, demoMode: true })).toEqual([]);
  });

  it('joins names in plain words', () => {
    expect(joinNames(['Google'])).toBe('Google');
    expect(joinNames(['Google', 'OpenAI', 'Meta'])).toBe('Google, OpenAI and Meta');
  });
});

describe('the privacy policy is built from the model registry', () => {
  it('names the providers of the configured models, what is sent, and links their policies', () => {
    renderPolicy({ demoMode: false, models: [{ id: 'google/gemini', uses: ['timeTravel'] }], guidanceModel: null });
    expect(providerNames()).toEqual(['Google']);
    expect(screen.getByText(/Time-travel photos: the photo you choose/)).toBeInTheDocument();
    expect(within(screen.getByTestId('ai-recipients')).getByText(/keeps nothing of it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Google’s privacy policy/ })).toHaveAttribute('href', 'https://policies.google.com/privacy');
  });

  it('changes when the registry changes', () => {
    renderPolicy({
      demoMode: false,
      models: [{ id: 'openai/gpt-image-1', uses: ['coDrawing'] }, { id: 'acme-ai/painter', uses: ['festival'] }],
      guidanceModel: 'meta-llama/llama-3',
    });
    expect(providerNames()).toEqual(['OpenAI', 'acme-ai', 'Meta']);
    expect(screen.getByText(/acme-ai publishes its privacy policy/)).toBeInTheDocument();
    expect(screen.queryByText('Google')).toBeNull();
  });

  it('says nothing leaves the device in demo mode', () => {
    renderPolicy({ demoMode: true, models: [{ id: 'google/gemini', uses: [] }], guidanceModel: 'openai/x' });
    expect(screen.getByRole('heading', { name: 'AI tools: nothing leaves your device' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'AI providers' })).toBeNull();
  });
});

describe('the privacy policy names who receives the photo first: the operator’s AI services', () => {
  const withServices: AiSetup = {
    demoMode: false,
    paths: { chat: true, image: true },
    services: {
      chat: { id: 'aaaa', name: 'Family Gateway Ltd', policyUrl: 'https://gateway.example/privacy' },
      image: { id: 'bbbb', name: 'Picture Works', policyUrl: null },
    },
    models: [{ id: 'google/gemini', uses: ['timeTravel'] }],
    guidanceModel: null,
  };

  it('lists each service with what the tools send to it, before the providers', () => {
    renderPolicy(withServices);
    const services = within(screen.getByRole('list', { name: 'AI services this Hearth uses' }));
    expect(services.getByText('Family Gateway Ltd')).toBeInTheDocument();
    expect(services.getByText(/Time-travel photos: the photo you choose/)).toBeInTheDocument();
    expect(services.getByText('Picture Works')).toBeInTheDocument();
    expect(services.getByText(/Co-drawing: your drawing/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Family Gateway Ltd’s privacy policy/ })).toHaveAttribute('href', 'https://gateway.example/privacy');
    expect(screen.getByText('Picture Works publishes its privacy policy on its own website.')).toBeInTheDocument();
  });

  it('names no image service when the server has none (co-drawing then runs in demo mode)', () => {
    renderPolicy({ ...withServices, paths: { chat: true, image: false }, services: { ...withServices.services!, image: null } });
    const services = within(screen.getByRole('list', { name: 'AI services this Hearth uses' }));
    expect(services.queryByText('Picture Works')).toBeNull();
    expect(services.queryByText(/Co-drawing/)).toBeNull();
  });

  it('says so when the server names no service', () => {
    renderPolicy({ ...withServices, services: undefined });
    expect(screen.getByText(/this server does not name it/)).toBeInTheDocument();
  });
});
