import { screen } from '@testing-library/react';
import { db } from '@/data/db';
import { saveFamilyData } from '@/data/preferences';
import { RecipeRoulettePage } from '@/features/recipe-roulette/components/recipe-roulette-page';
import { renderWithProviders } from '../render';

// The roulette is open only to a family saved on this device (real
// IndexedDB through fake-indexeddb).

function renderPage() {
  return renderWithProviders(<RecipeRoulettePage />, { route: '/family/recipe-roulette' });
}

beforeEach(async () => {
  await db.delete();
  await db.open();
});

describe('RecipeRoulettePage', () => {
  it('without a family: a placeholder that links to /family', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Recipe Roulette needs a family' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set Up Your Family' })).toHaveAttribute('href', '/family');
    expect(screen.queryByRole('button', { name: 'Spin the Roulette' })).not.toBeInTheDocument();
  });

  it('with a family: the spin card and the eight defaults, page 1 of 2', async () => {
    await saveFamilyData({
      familyName: 'The Kumars',
      familyId: 'family_1700000000000_demo',
      members: [{ id: 'member_1', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' }],
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Spin the Roulette' })).toBeEnabled();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Pasta Night' })).toBeInTheDocument();
    expect(screen.getByText("8 Hearth classics. Add your family's own favourites too!")).toBeInTheDocument();
  });
});
