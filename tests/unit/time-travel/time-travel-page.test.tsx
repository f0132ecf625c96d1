import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '@/lib/services';
import { TimeTravelPage } from '@/features/time-travel/components/time-travel-page';
import { aiAnswers, aiHandlers } from '../../../stories/mocks/ai-handlers';
import { agreedAiServices } from '../../../stories/mocks/ai-consent';
import { configHandler } from '../../../stories/mocks/guidance-handlers';
import { renderWithProviders } from '../render';

// jsdom has no 2D canvas: demo mode's look made on the device is stood in for by a picture per decade.
vi.mock('@/features/time-travel/device/restyle-photo', () => ({
  restylePhoto: async (_photo: string, decade: string) => `data:image/png;base64,${decade.slice(0, 4)}`,
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The tools ask the server what it is before anything is sent.
beforeEach(() => server.use(configHandler()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

/** The page for a family that agreed. */
function renderPage(ui: React.ReactElement, services: Partial<Services> = {}) {
  return renderWithProviders(ui, { services: { ...agreedAiServices(), ...services }, route: '/family/time-travel' });
}

const image = (decade: string) => aiAnswers.chatImage(`data:image/png;base64,${decade.slice(0, 4)}`);

describe('TimeTravelPage', () => {
  it('starts with the upload area and its limits', () => {
    renderPage(<TimeTravelPage />);
    expect(screen.getByText('Choose a family photo')).toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG or WEBP, up to 5 MB')).toBeInTheDocument();
  });

  it('shows results, a failed slot with Try again, the summary, and downloads by decade', async () => {
    const saveFile = vi.fn();
    server.use(...aiHandlers.byDecade({ '1960s': image('1960s'), '1970s': aiAnswers.status(500), '1980s': image('1980s'), '1990s': image('1990s') }));
    renderPage(<TimeTravelPage initialPhoto={PHOTO} />, { saveFile });
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
    expect(saveFile).toHaveBeenCalledWith('data:image/png;base64,1980', 'time-travel-1980s.png');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    server.use(...aiHandlers.chatImage('data:image/png;base64,RETRY'));
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('group', { name: '1970s' })).findByRole('img')).toHaveAttribute('src', 'data:image/png;base64,RETRY');
    expect(await screen.findByText('Your time-travel album is ready!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByText('Choose a family photo')).toBeInTheDocument();
  });

  it('opens the time-travel error dialog when every slot failed', async () => {
    server.use(...aiHandlers.status(402, 'chat'));
    renderPage(<TimeTravelPage initialPhoto={PHOTO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Travel Through Time' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/has run out of credit/i);
    expect(screen.getAllByText('Failed to generate')).toHaveLength(4);
  });

  it('labels the device-made looks in demo mode', async () => {
    server.use(...aiHandlers.demoMode('chat'));
    renderPage(<TimeTravelPage initialPhoto={PHOTO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Travel Through Time' }));
    await screen.findByTestId('time-travel-summary');
    // One label on the page banner and one per decade.
    expect(screen.getAllByText('Demo Mode')).toHaveLength(5);
    expect(screen.getByText('Black-and-white film with grain')).toBeInTheDocument();
    expect(screen.getByText('Soft disposable-camera film')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
