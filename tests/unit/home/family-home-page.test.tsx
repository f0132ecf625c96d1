import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { preferenceKeys, type Post } from '@/data/types';
import { FamilyHomePage } from '@/features/home/components/family-home-page';
import { stoppedClock } from '@/lib/clock';
import { renderWithProviders } from '../render';
import { twoMembers } from '../moments/render';
import { preloadMomentDialogs } from '@/features/moments/components/lazy-moment-dialogs';

// The small test catalogue stands in for the catalogue's code chunk.
vi.mock('@/features/moments/data/load-challenges', async () => ({ loadChallengeCatalogue: async () => (await import('../moments/render')).testCatalogue }));

const DATE = '2025-06-15';
const clock = stoppedClock(new Date(2025, 5, 15, 12, 0, 0));

const post = (n: number): Post => ({
  id: `post_${n}`,
  userId: 'member_a',
  userName: 'Asha',
  userImage: '🌻',
  type: 'text',
  content: `Moment number ${n}`,
  timestamp: new Date(2025, 5, 15, 11, 0, 0, 0 - n * 60_000).toISOString(),
  likes: 0,
  comments: 0,
  memberColor: '#a855f7',
  memberInitials: 'AS',
});

function renderHome(props: Partial<Parameters<typeof FamilyHomePage>[0]> = {}) {
  return renderWithProviders(
    <FamilyHomePage family={twoMembers} supportCheckoutUrl="https://pay.example.org/hearth" {...props} />,
    { services: { clock } },
  );
}


// The dialogs' code loads on demand; loaded once up front, as the home does after its
// first paint, so a busy machine's first transform of it does not count against findBy's wait.
beforeAll(() => preloadMomentDialogs());
describe('FamilyHomePage', () => {
  it('shows the latest 5 posts, newest first, and links to all memories', async () => {
    await db.posts.bulkAdd([1, 2, 3, 4, 5, 6, 7].map(post));
    renderHome();
    const feed = await screen.findByRole('list', { name: 'Latest family moments', busy: false });
    const items = within(feed).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Moment number 1');
    expect(items[4]).toHaveTextContent('Moment number 5');
    expect(screen.getByRole('link', { name: /View all memories/ })).toHaveAttribute('href', '/family/feeds');
  });

  it('shows the three-step guide while the feed is empty', async () => {
    renderHome();
    const guide = await screen.findByTestId('feed-empty');
    expect(within(guide).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /View all memories/ })).not.toBeInTheDocument();
  });

  it('shows a sample welcome post when posts cannot be read', async () => {
    const fail = () => {
      throw new Error('read failed');
    };
    await db.posts.add(post(1));
    // Dexie runs the reading hook on each record read: stored posts that cannot be read.
    db.posts.hook('reading', fail);
    try {
      renderHome();
      const feed = await screen.findByRole('list', { name: 'Welcome to your family feed' });
      expect(within(feed).getByText(/Welcome to your family feed!/)).toBeInTheDocument();
    } finally {
      db.posts.hook('reading').unsubscribe(fail);
    }
  });

  it('has the research card linking to /about and the support checkout in a new tab', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Read the research' })).toHaveAttribute('href', '/about');
    const support = screen.getByRole('link', { name: /Support Hearth/ });
    expect(support).toHaveAttribute('href', 'https://pay.example.org/hearth');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('hides the support button without a checkout URL, and still explains', async () => {
    renderHome({ supportCheckoutUrl: '' });
    expect(await screen.findByTestId('support-no-checkout')).toHaveTextContent(/Card payments are not set up/);
    expect(screen.queryByRole('link', { name: /Support Hearth/ })).not.toBeInTheDocument();
  });

  it("'Invite Others' opens the share dialog while moments are left today", async () => {
    const user = userEvent.setup();
    renderHome();
    const invite = await screen.findByRole('button', { name: 'Invite Others' });
    await waitFor(() => expect(invite).toBeEnabled());
    await user.click(invite);
    expect(await screen.findByRole('dialog', { name: 'Share a Family Moment' })).toBeInTheDocument();
  });

  it("'Invite Others' shows 'Amazing Work!' once 4 moments were shared today", async () => {
    await db.preferences.put({
      key: preferenceKeys.momentAllocation(twoMembers.familyId, DATE),
      value: { date: DATE, familyId: twoMembers.familyId, allocations: { member_a: { text: true, mood: true }, member_b: { photo: true, gratitude: true } } },
    });
    const user = userEvent.setup();
    renderHome();
    const invite = await screen.findByRole('button', { name: 'Invite Others' });
    await waitFor(() => expect(invite).toBeEnabled());
    await user.click(invite);
    const dialog = await screen.findByRole('dialog', { name: 'Amazing Work!' });
    expect(dialog).toHaveTextContent('Your family shared all 4 moments today! New moments will be available tomorrow.');
    await user.click(within(dialog).getByRole('button', { name: 'Ready to begin?' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
