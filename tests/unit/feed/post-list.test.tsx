import { screen, within } from '@testing-library/react';
import { db } from '@/data/db';
import { PostList } from '@/features/feed/components/post-list';
import { FIXED_NOW, demoFamily, familyPreference, makePost, memberAt } from '../../../stories/mocks/post-fixtures';
import { stoppedClock } from '@/lib/clock';
import { renderWithProviders } from '../render';

// Reactions and comments sit under every stored moment, never under a sample that is not stored.
describe('PostList responses', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await db.delete();
    await db.open();
    await db.preferences.put(familyPreference(demoFamily));
  });

  it('shows the reaction bar under stored moments and none under a sample', async () => {
    const stored = makePost({ id: 'post_stored', content: 'Stored moment' }, memberAt(0));
    const sample = makePost({ id: 'welcome', content: 'A sample moment' }, memberAt(1));
    renderWithProviders(
      <>
        <PostList posts={[stored]} aria-label="Stored" />
        <PostList posts={[sample]} responses={false} aria-label="Sample" />
      </>,
      { services: { clock: stoppedClock(FIXED_NOW) } },
    );
    // Both lists read the same family: once the first shows its bar, the second has had the chance.
    await within(screen.getByRole('list', { name: 'Stored' })).findByRole('button', { name: 'React with heart, 0 reactions' });
    const sampleList = within(screen.getByRole('list', { name: 'Sample' }));
    expect(sampleList.getByText('A sample moment')).toBeInTheDocument();
    expect(sampleList.queryByRole('button', { name: /^React with/ })).toBeNull();
    expect(sampleList.queryByRole('button', { name: 'Comment' })).toBeNull();
  });
});

// A long list renders a first screenful, then the rest; once complete it is no longer busy.
describe('PostList rendering', { timeout: 20_000 }, () => {
  it('shows every post, in order, and is not busy once all of them are on the page', async () => {
    const posts = Array.from({ length: 12 }, (_, i) => makePost({ id: `post_${i}`, content: `Moment ${i + 1}` }, memberAt(i % 2)));
    renderWithProviders(<PostList posts={posts} aria-label="Moments" responses={false} />, { services: { clock: stoppedClock(FIXED_NOW) } });
    const list = await screen.findByRole('list', { name: 'Moments', busy: false });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(12);
    expect(cards.map((card) => within(card).getByText(/^Moment \d+$/).textContent)).toEqual(posts.map((_, i) => `Moment ${i + 1}`));
  });
});
