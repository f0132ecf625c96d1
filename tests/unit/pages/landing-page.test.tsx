import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { db } from '@/data/db';
import type { CompletedTask, Post } from '@/data/types';
import { LandingPage } from '@/features/landing/components/landing-page';
import { WelcomeBackBanner } from '@/features/landing/components/welcome-back-banner';

function FamilyProbe() {
  const location = useLocation();
  return <p>family home, welcome back: {String((location.state as { welcomeBack?: number } | null)?.welcomeBack)}</p>;
}

function renderLanding() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/family" element={<FamilyProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const post = (id: string): Post => ({
    id,
    userId: 'member_1',
    userName: 'Mia',
    userImage: '',
    type: 'text',
    content: 'Hello',
    timestamp: new Date('2025-11-01T10:00:00Z').toISOString(),
    likes: 0,
    comments: 0,
});

describe('LandingPage', () => {
  beforeEach(async () => {
    await Promise.all([db.posts.clear(), db.completedTasks.clear()]);
  });

  it('shows the first-visit landing with its sections and calls to action to /family', async () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: /Screen time, together/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sound familiar?' })).toBeInTheDocument();
    expect(screen.getByText(/Every evening ends in the same argument/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The science behind it' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Privacy-first research' })).toBeInTheDocument();
    for (const title of [
      'Collaborative art activities',
      'Daily connection moments',
      'Family alphabet singing',
      'Family recipe roulette',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const ctas = screen.getAllByRole('link', { name: /Start your family space/ });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/family');
    // Nothing stored: it stays on the landing page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/family home/)).not.toBeInTheDocument();
  });

  it('redirects a family with posts to /family with the count of shared moments', async () => {
    await db.posts.bulkAdd([post('p1'), post('p2'), post('p3')]);
    renderLanding();
    expect(await screen.findByText('family home, welcome back: 3')).toBeInTheDocument();
  });

  it('redirects a family with only completed moments', async () => {
    const task: CompletedTask = { id: 't1', userId: 'member_1', completedAt: new Date().toISOString() };
    await db.completedTasks.add(task);
    renderLanding();
    expect(await screen.findByText('family home, welcome back: 1')).toBeInTheDocument();
  });
});

describe('WelcomeBackBanner', () => {
  it('shows the count and continues', async () => {
    const onContinue = vi.fn();
    render(<WelcomeBackBanner count={12} onContinue={onContinue} />);
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('12 shared moments')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Continue' }).click();
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
