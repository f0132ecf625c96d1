import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type * as React from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AiError, type ChatCompletionBody } from '@/data/api/ai-client';
import { createMemoryModelHealthStore } from '@/lib/ai/model-health-store';
import type { AiModelConfig } from '@/lib/ai/model-registry';
import { TimeTravelPage } from '@/features/time-travel/components/time-travel-page';
import type { TimeTravelDeps } from '@/features/time-travel/model/time-travel-runner';
import { allowAllAiTools } from '../../../stories/mocks/ai-consent';
import { useServerConfigStub } from './server-config-stub';

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';
const model: AiModelConfig = { id: 'a', quality: 1, speed: 1, capabilities: [], specialties: [], uses: [], modalities: false };

function deps(requestImage: TimeTravelDeps['requestImage']): Partial<TimeTravelDeps> {
  return { models: [model], store: createMemoryModelHealthStore(), now: () => new Date(0), requestImage };
}

function renderPage(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const decadeOf = (body: ChatCompletionBody) => /(19\d0s)/.exec(JSON.stringify(body.messages))?.[1] ?? '';

describe('TimeTravelPage', () => {
  useServerConfigStub();

  it('starts with the upload area and its limits', () => {
    renderPage(<TimeTravelPage consentStore={allowAllAiTools()} />);
    expect(screen.getByText('Choose a family photo')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG or WEBP, up to 5 MB')).toBeInTheDocument();
  });

  it('shows results, a failed slot with Try again, the summary, and downloads by decade', async () => {
    const onDownload = vi.fn();
    const requestImage = vi.fn(async (body: ChatCompletionBody) => {
      if (decadeOf(body) === '1970s') throw new AiError('SERVER_ERROR', 'x', { status: 500 });
      return `data:image/png;base64,${decadeOf(body).slice(0, 4)}`;
    });
    renderPage(<TimeTravelPage consentStore={allowAllAiTools()} deps={deps(requestImage)} initialPhoto={PHOTO} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Travel Through Time' }));
    const summary = await screen.findByTestId('time-travel-summary');
    expect(summary).toHaveTextContent('3 of 4 decades made');
    expect(within(summary).getByRole('button', { name: 'Start Over' })).toBeInTheDocument();
    expect(within(summary).getByLabelText('Change Photo')).toBeInTheDocument();

    const failed = screen.getByRole('group', { name: '1970s' });
    expect(failed).toHaveTextContent('Failed to generate');
    const s1980 = screen.getByRole('group', { name: '1980s' });
    expect(within(s1980).getByRole('img', { name: 'Your family in the 1980s' })).toHaveAttribute('src', 'data:image/png;base64,1980');
    await userEvent.click(within(s1980).getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith('data:image/png;base64,1980', 'time-travel-1980s.png');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    requestImage.mockImplementation(async () => 'data:image/png;base64,RETRY');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('group', { name: '1970s' })).findByRole('img')).toHaveAttribute('src', 'data:image/png;base64,RETRY');
    expect(await screen.findByText('Your time-travel album is ready!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByText('Choose a family photo')).toBeInTheDocument();
  });

  it('opens the time-travel error dialog when every slot failed', async () => {
    const requestImage = vi.fn(async () => {
      throw new AiError('INSUFFICIENT_CREDITS', 'credits', { status: 402 });
    });
    renderPage(<TimeTravelPage consentStore={allowAllAiTools()} deps={deps(requestImage)} initialPhoto={PHOTO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Travel Through Time' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/has run out of credit/i);
    expect(screen.getAllByText('Failed to generate')).toHaveLength(4);
  });

  it('labels the device-made looks in demo mode', async () => {
    const requestImage = vi.fn(async () => {
      throw new AiError('SERVICE_UNAVAILABLE', 'Demo mode', { status: 503, demoMode: true });
    });
    renderPage(
      <TimeTravelPage consentStore={allowAllAiTools()}
        deps={{ ...deps(requestImage), restyle: async (_p, decade) => `data:image/png;base64,${decade.slice(0, 4)}` }}
        initialPhoto={PHOTO}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Travel Through Time' }));
    await screen.findByTestId('time-travel-summary');
    // One label on the page banner and one per decade.
    expect(screen.getAllByText('Demo Mode')).toHaveLength(5);
    expect(screen.getByText('Black-and-white film with grain')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
