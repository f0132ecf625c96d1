import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { db } from '@/data/db';
import { MemoriesPage } from '@/features/memories/components/memories-page';
import { stoppedClock } from '@/lib/clock';
import { FIXED_NOW, familyPreference, samplePosts } from '../../../stories/mocks/post-fixtures';
import { failStorage } from '../../../stories/mocks/storage-failures';
import { providers } from '../render';

const POSTS = samplePosts(40);

beforeEach(async () => {
  await db.delete();
  await db.open();
  await db.posts.bulkAdd(POSTS);
  await db.preferences.add(familyPreference());
});

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/family/feeds', element: <MemoriesPage /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />, { wrapper: providers({ route: false, services: { clock: stoppedClock(FIXED_NOW) } }).wrapper });
  return router;
}

const articles = async () => within(await screen.findByRole('list', { name: 'Family memories', busy: false })).getAllByRole('article');

// Real IndexedDB work (fake-indexeddb) and user-event on two shared cores: generous time per test.
describe('MemoriesPage', { timeout: 30_000 }, () => {
  it('keeps filters and page in the URL, so back and forward restore them', async () => {
    const user = userEvent.setup();
    const router = renderAt('/family/feeds');
    expect(await articles()).toHaveLength(15);

    await user.click(await screen.findByRole('radio', { name: 'Photo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=photo'));
    await screen.findByText('Showing 1–10 of 10 memories');

    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=photo&period=last-30-days'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Any time' })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('radio', { name: 'Photo' })).toHaveAttribute('aria-checked', 'true');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByText('Showing 1–15 of 40 memories')).toBeInTheDocument());
    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByText('Showing 1–10 of 10 memories')).toBeInTheDocument());
  });

  it('pages with Next page / Previous page and resets to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const router = renderAt('/family/feeds');
    await articles();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await screen.findByText('Page 2 of 3');
    await screen.findByText('Showing 16–30 of 40 memories');
    const firstOnPage2 = (await articles())[0];
    expect(within(firstOnPage2 as HTMLElement).getByRole('heading').textContent).toBe(POSTS[15]?.userName);

    await user.click(screen.getByRole('radio', { name: 'Mood' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=mood'));
  });

  it('opens straight onto a filtered page from the URL (reload)', async () => {
    renderAt('/family/feeds?member=member_1700000000002_mia&page=1');
    await screen.findByText('Showing 1–10 of 10 memories');
    for (const article of await articles()) expect(within(article).getByRole('heading')).toHaveTextContent('Mia');
  });

  it('says when filters match nothing and clears them', async () => {
    const user = userEvent.setup();
    const router = renderAt('/family/feeds?type=mood&period=today&member=member_1700000000003_leo');
    await screen.findByRole('heading', { name: 'No memories match these filters' });
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await articles()).toHaveLength(15);
  });

  it.each([
    ['only "Moments with comments" is on', '/family/feeds?comments=1', 'No comments yet'],
    ['another filter is on with it', '/family/feeds?comments=1&type=mood', 'No memories match these filters'],
  ])('with no comment stored, when %s it says %s', async (_case, url, heading) => {
    renderAt(url);
    await screen.findByRole('heading', { name: heading });
  });

  it('shows an empty list and Try again when loading fails, then loads on retry', async () => {
    const user = userEvent.setup();
    const restore = await failStorage(db, { table: 'posts', on: 'read', times: 1, error: new Error('IndexedDB unavailable') });
    try {
      renderAt('/family/feeds');
      await screen.findByText('Your memories could not be loaded');
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await articles()).toHaveLength(15);
    } finally {
      await restore();
    }
  });

  it('shows the warm empty state with no posts at all', async () => {
    await db.posts.clear();
    renderAt('/family/feeds');
    await screen.findByRole('heading', { name: 'Your family story starts here' });
    expect(screen.getByRole('link', { name: "Go to today's moment" })).toHaveAttribute('href', '/family');
  });
});
