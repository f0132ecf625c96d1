import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { db } from '@/data/db';
import { ActivitiesHubPage } from '@/features/activities/components/activities-hub-page';
import { ArtGuide } from '@/features/art-guide/components/art-guide';
import { artActivities } from '@/features/art-guide/data/art-activities';
import { SingingGamePage } from '@/features/singing-game/components/singing-game-page';
import { familyPreference } from '../../../stories/mocks/post-fixtures';
import { providers } from '../render';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser Back
      </button>
    </>
  );
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/family/activities" element={<ActivitiesHubPage ArtGuide={ArtGuide} />} />
          <Route path="/family/bollywood-game" element={<SingingGamePage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: providers({ route: false }).wrapper },
  );
}

beforeEach(async () => {
  await db.preferences.clear();
  // jsdom has no layout: the art guide's scroll to the top is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('activities hub', () => {
  it('shows the loading state, then a placeholder needing a family for each activity', async () => {
    renderAt('/family/activities');
    expect(screen.getByRole('status')).toHaveTextContent('Loading activities…');
    const placeholders = await screen.findAllByTestId('family-needed');
    expect(placeholders).toHaveLength(3);
    for (const placeholder of placeholders) {
      expect(within(placeholder).getByRole('link', { name: 'Set Up Your Family' })).toHaveAttribute('href', '/family');
    }
    expect(screen.queryByRole('link', { name: 'Explore Art Activities' })).not.toBeInTheDocument();
  });

  it('keeps the art guide closed without a family, even when its address is opened', async () => {
    renderAt('/family/activities?activity=art');
    expect(await screen.findAllByTestId('family-needed')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Collaborative Art', level: 2 })).not.toBeInTheDocument();
  });

  it('shows the three cards with a family, and opens the art guide in place', async () => {
    await db.preferences.put(familyPreference());
    renderAt('/family/activities');
    const art = await screen.findByRole('link', { name: 'Explore Art Activities' });
    expect(screen.getByRole('link', { name: 'Play Alphabet Singing' })).toHaveAttribute('href', '/family/bollywood-game');
    expect(screen.getByRole('link', { name: 'Spin Recipe Roulette' })).toHaveAttribute('href', '/family/recipe-roulette');

    fireEvent.click(art);
    expect(screen.getByTestId('where')).toHaveTextContent('/family/activities?activity=art');
    expect(await screen.findByRole('heading', { name: 'Collaborative Art', level: 2 })).toHaveFocus();
    expect(screen.getAllByTestId('art-activity')).toHaveLength(artActivities.length);

    fireEvent.click(screen.getByRole('link', { name: 'Silent Collaboration' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/family/activities?activity=art&art=silent-collaboration');
    expect(screen.getByRole('heading', { name: 'Silent Collaboration', level: 2 })).toHaveFocus();

    fireEvent.click(screen.getByRole('link', { name: 'Back to Activities' }));
    expect(screen.getByRole('heading', { name: 'Collaborative Art', level: 2 })).toBeInTheDocument();

    // The browser's Back walks the same way: list <- detail <- list <- hub.
    fireEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(screen.getByRole('heading', { name: 'Silent Collaboration', level: 2 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(screen.getByRole('heading', { name: 'Play Together' })).toBeInTheDocument();
  });

  it('shows the list for an unknown activity in an old link', async () => {
    await db.preferences.put(familyPreference());
    renderAt('/family/activities?activity=art&art=finger-painting');
    expect(await screen.findByRole('heading', { name: 'Collaborative Art', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByTestId('art-activity')).toHaveLength(7);
  });
});

describe('singing game gate', () => {
  it("asks a device without a family to set one up first", async () => {
    renderAt('/family/bollywood-game');
    expect(await screen.findByRole('heading', { name: 'Please set up your family first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Up Your Family' })).toHaveAttribute('href', '/family');
    expect(screen.queryByRole('button', { name: 'Start Family Challenge!' })).not.toBeInTheDocument();
  });

  it('opens the intro for a family', async () => {
    await db.preferences.put(familyPreference());
    renderAt('/family/bollywood-game');
    expect(await screen.findByRole('button', { name: 'Start Family Challenge!' })).toBeInTheDocument();
  });
});
