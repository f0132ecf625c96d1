import { act, screen } from '@testing-library/react';
import { stoppedClock } from '@/lib/clock';
import type { Services } from '@/lib/services';
import { IntentionPage } from '@/features/pages/components/intention-page';
import { renderWithProviders } from '../render';

function renderPage(props: Parameters<typeof IntentionPage>[0] = {}, services: Partial<Services> = {}) {
  return renderWithProviders(<IntentionPage {...props} />, { route: '/intention', services });
}

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('IntentionPage demo', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs step 1, step 2 at 2 s, step 3 at 5 s, closes at 8 s, then offers to run again', async () => {
    renderPage();
    await act(async () => {
      screen.getByRole('button', { name: 'Experience a mindful pause' }).click();
    });
    expect(screen.getByRole('dialog', { name: 'Take a mindful pause' })).toBeInTheDocument();
    expect(screen.getByText(/Breathe in slowly/)).toBeInTheDocument();

    await advance(1999);
    expect(screen.getByRole('dialog', { name: 'Take a mindful pause' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('dialog', { name: "What's your intention?" })).toBeInTheDocument();

    // The choice buttons do nothing in the demo: the step stays the same.
    await act(async () => {
      screen.getByRole('button', { name: 'Continue mindfully' }).click();
      screen.getByRole('button', { name: 'Do something else' }).click();
    });
    expect(screen.getByRole('dialog', { name: "What's your intention?" })).toBeInTheDocument();

    await advance(2999);
    expect(screen.getByRole('dialog', { name: "What's your intention?" })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('dialog', { name: 'Choice created' })).toBeInTheDocument();

    await advance(2999);
    expect(screen.getByRole('dialog', { name: 'Choice created' })).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the demo again' })).toBeEnabled();
  });

  it('cannot be dismissed early with Escape', async () => {
    renderPage();
    await act(async () => {
      screen.getByRole('button', { name: 'Experience a mindful pause' }).click();
    });
    const dialog = screen.getByRole('dialog');
    await act(async () => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(screen.getByRole('dialog', { name: 'Take a mindful pause' })).toBeInTheDocument();
  });

  it('opens at a chosen moment for stories and carries on from there', async () => {
    renderPage({ demo: { initialElapsedMs: 4000 } });
    expect(screen.getByRole('dialog', { name: "What's your intention?" })).toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('dialog', { name: 'Choice created' })).toBeInTheDocument();
  });

  it('holds its step on a stopped clock (stories)', async () => {
    renderPage({ demo: { initialElapsedMs: 5000 } }, { clock: stoppedClock(new Date('2025-11-22T10:00:00Z')) });
    await advance(10_000);
    expect(screen.getByRole('dialog', { name: 'Choice created' })).toBeInTheDocument();
  });

  it('runs again after a first run', async () => {
    renderPage({ demo: { initialHasRun: true } });
    await act(async () => {
      screen.getByRole('button', { name: 'Try the demo again' }).click();
    });
    expect(screen.getByRole('dialog', { name: 'Take a mindful pause' })).toBeInTheDocument();
    await advance(8000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
