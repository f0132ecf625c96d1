import { createHash } from 'node:crypto';
import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { act, Component, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createRoutes } from '@/app/router';
import { db } from '@/data/db';
import { useChunk } from '@/lib/use-chunk';
import { landingRouteScript, renderLandingHtml } from '@/app/render-landing-html';
import { createQueryClient, invalidateOnStorageMutation } from '@/app/query-client';
import { mayHaveLocalDatabase } from '@/data/has-local-database';
import { announceTableChanges } from '@/data/table-changes';
import { INLINE_SCRIPT_HASHES } from '../../../server/inline-scripts';
import { preloadFamilyHome, preloadFamilyRecord, preloadMemories } from '@/app/routes/family-preload';
import { saveFamilyData } from '@/data/preferences';
import { familyQueryOptions } from '@/features/family/api/use-family';
import { familyMessages } from '@/features/family/model/messages';
import { feedPreviewQueryOptions } from '@/features/home/api/use-feed-preview';
import { memoriesPageQueryOptions } from '@/features/memories/api/use-memories-page';
import { samplePosts } from '../../../stories/mocks/post-fixtures';
import { testFamily, testMember } from '../family/test-utils';

describe('mayHaveLocalDatabase (first visit without Dexie)', () => {
  it('is false when the browser lists no Hearth database', async () => {
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([{ name: 'Other', version: 1 }]);
    expect(await mayHaveLocalDatabase()).toBe(false);
  });

  it('is true when Hearth is listed', async () => {
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([{ name: 'Hearth', version: 40 }]);
    expect(await mayHaveLocalDatabase()).toBe(true);
  });

  it('is true when the browser cannot tell', async () => {
    vi.spyOn(indexedDB, 'databases').mockRejectedValue(new Error('not supported'));
    expect(await mayHaveLocalDatabase()).toBe(true);
  });
});

describe('invalidateOnStorageMutation', () => {
  // Vitest runs test files in threads of one process, and Dexie tells every "tab" of the process
  // (through BroadcastChannel) about writes to a database of the same name: another file's writes
  // may arrive at any moment. Each check below is therefore synchronous from fresh data to
  // assertion, so no such report can land in between.
  const fresh = (client: QueryClient) => {
    client.setQueryData(['posts', 'count'], 0);
    client.setQueryData(['recipes', 'count'], 0);
  };
  const invalidated = (client: QueryClient, table: string) => client.getQueryState([table, 'count'])?.isInvalidated;

  it('refreshes the queries of the tables a write changed, and only those', () => {
    const client: QueryClient = createQueryClient();
    const stop = invalidateOnStorageMutation(client);
    fresh(client);
    announceTableChanges({ 'idb://Hearth/posts/': {} });
    expect([invalidated(client, 'posts'), invalidated(client, 'recipes')]).toEqual([true, false]);
    fresh(client);
    announceTableChanges({ 'idb://Hearth/recipes/': {}, 'idb://Hearth/posts/': {} });
    expect([invalidated(client, 'posts'), invalidated(client, 'recipes')]).toEqual([true, true]);
    stop();
    fresh(client);
    announceTableChanges({ 'idb://Hearth/posts/': {} });
    expect(invalidated(client, 'posts')).toBe(false);
  });

  it("hears the database's own writes", async () => {
    const client: QueryClient = createQueryClient();
    const stop = invalidateOnStorageMutation(client);
    await db.posts.clear();
    fresh(client);
    await db.posts.add({ id: 'p1', userId: 'm', userName: 'Mia', userImage: '', type: 'text', content: 'Hi', timestamp: new Date().toISOString(), likes: 0, comments: 0 });
    await vi.waitFor(() => expect(invalidated(client, 'posts')).toBe(true));
    stop();
    await db.posts.clear();
  });
});

describe('prerendered landing page (index.html)', () => {
  it('is the landing page the app renders on /', () => {
    const html = renderLandingHtml();
    expect(html).toContain('<main id="main"');
    expect(html).toMatch(/<h1[^>]*id="landing-title"/);
    expect(html).toContain('href="/family"');
  });

  it('hydrates in place: the app keeps the prerendered elements and finds no mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderLandingHtml();
    document.body.append(container);
    const title = container.querySelector('#landing-title');
    expect(title).not.toBeNull();
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <StrictMode>
          <App hostname="hearth.example.org" createRouter={() => createMemoryRouter(createRoutes(), { initialEntries: ['/'] })} />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      ),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('#landing-title')).toBe(title);
    act(() => root.unmount());
    container.remove();
  });

  /** Runs the head script as index.html would, with a stand-in location and document. */
  const routeOf = (pathname: string, hostname: string) => {
    const attributes: Record<string, string> = { 'data-festival-host-prefix': 'onam.' };
    const documentElement = {
      getAttribute: (name: string) => attributes[name] ?? null,
      setAttribute: (name: string, value: string) => (attributes[name] = value),
    };
    const document = { documentElement };
    new Function('location', 'document', landingRouteScript())({ pathname, hostname }, document);
    return attributes['data-hearth-route'];
  };

  it.each([
    ['/', 'hearth.example.org', 'landing'],
    ['/family', 'hearth.example.org', 'app'],
    ['/about', 'hearth.example.org', 'app'],
    ['/', 'onam.hearth.example.org', 'app'],
  ])('marks %s on %s as %s, so only the landing page shows the prerendered markup', (pathname, hostname, route) => {
    expect(routeOf(pathname, hostname)).toBe(route);
  });

  it('is allowed by the content security policy, by its hash', () => {
    const hash = `'sha256-${createHash('sha256').update(landingRouteScript()).digest('base64')}'`;
    expect(INLINE_SCRIPT_HASHES).toContain(hash);
  });
});

describe('useChunk', () => {
  it('loads only when enabled, renders the module without suspending, and at once when shown again', async () => {
    const chunk = { Page: 'page' };
    const load = vi.fn(() => Promise.resolve(chunk));
    const first = renderHook(({ enabled }) => useChunk(load, enabled), { initialProps: { enabled: false } });
    expect(first.result.current).toBeNull();
    expect(load).not.toHaveBeenCalled();
    first.rerender({ enabled: true });
    await waitFor(() => expect(first.result.current).toBe(chunk));
    const again = renderHook(() => useChunk(load));
    expect(again.result.current).toBe(chunk);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary', async () => {
    const failure = new Error('chunk missing');
    const load = () => Promise.reject(failure);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useChunk(load), {
      wrapper: ({ children }) => <Catch onError={(error) => errors.push(error)}>{children}</Catch>,
    });
    await waitFor(() => expect(errors).toContain(failure));
  });
});


class Catch extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

describe('preloadMemories (the page of moments read as /family/feeds matches)', () => {
  beforeEach(async () => {
    await db.delete();
    await db.open();
    await db.posts.bulkAdd(samplePosts(20));
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([{ name: 'Hearth', version: 40 }]);
  });

  const pageKey = (filter: object, page: number) => memoriesPageQueryOptions(filter, page).queryKey;

  it("puts the address's page of moments in the query cache, under the key the page reads", async () => {
    const client = createQueryClient();
    preloadMemories(client, new URL('http://localhost/family/feeds?type=mood&page=1'));
    await waitFor(() => expect(client.getQueryData(pageKey({ type: 'mood' }, 1))).toBeDefined());
    const data = client.getQueryData(pageKey({ type: 'mood' }, 1));
    expect(data?.page).toBe(1);
    expect(data?.posts.every((post) => post.type === 'mood')).toBe(true);
    preloadMemories(client, new URL('http://localhost/family/feeds?page=2'));
    await waitFor(() => expect(client.getQueryData(pageKey({}, 2))?.posts).toHaveLength(5));
  });

  it('leaves the calendar, a period filter and a first visit to the page', async () => {
    const client = createQueryClient();
    preloadMemories(client, new URL('http://localhost/family/feeds?view=calendar'));
    preloadMemories(client, new URL('http://localhost/family/feeds?period=last-7-days'));
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([]);
    preloadMemories(client, new URL('http://localhost/family/feeds'));
    // The module imports finish before any read would: give them every chance, then look.
    await import('@/features/memories/api/use-memories-page');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('the /family loaders (the family frame and the home render once, with their data)', () => {
  const family = { ...testFamily([testMember('member_1', 'Asha', 'A')]), familyName: 'The Loaders' };

  beforeEach(async () => {
    await db.delete();
    await db.open();
    await saveFamilyData(family);
    await db.posts.bulkAdd(samplePosts(8));
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([{ name: 'Hearth', version: 40 }]);
  });

  it("resolve once the family record, the home's code and its newest moments are in the cache", async () => {
    const client = createQueryClient();
    await Promise.all([preloadFamilyRecord(client), preloadFamilyHome(client)]);
    expect(client.getQueryData(familyQueryOptions().queryKey)?.familyName).toBe('The Loaders');
    expect(client.getQueryData(feedPreviewQueryOptions().queryKey)).toHaveLength(5);
  });

  it('never reject: a failed read is left to the screen, which reports it', async () => {
    const client = createQueryClient();
    const familyRead = vi.spyOn(await import('@/data/family'), 'loadFamilyData').mockRejectedValue(new Error('read failed'));
    await expect(preloadFamilyRecord(client)).resolves.toBeUndefined();
    expect(client.getQueryState(familyQueryOptions().queryKey)?.status).toBe('error');
    familyRead.mockRestore();
  });

  it('read nothing on a first visit (no database), answering at once', async () => {
    vi.spyOn(indexedDB, 'databases').mockResolvedValue([]);
    const client = createQueryClient();
    await Promise.all([preloadFamilyRecord(client), preloadFamilyHome(client)]);
    expect(client.getQueryData(familyQueryOptions().queryKey)).toBeNull();
    expect(client.getQueryData(feedPreviewQueryOptions().queryKey)).toBeUndefined();
  });

  it("route /family so that the app's first render is the home with its newest moments, never a loading state", async () => {
    const client = createQueryClient();
    const router = createMemoryRouter(createRoutes(client), { initialEntries: ['/family'] });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const firstCommit: string[] = [];
    // What the first commit put in the page, before any effect or later update could add to it.
    const observer = new MutationObserver(() => {
      if (firstCommit.length === 0) firstCommit.push(container.innerHTML);
    });
    observer.observe(container, { childList: true, subtree: true });
    await act(async () => {
      root.render(<App hostname="hearth.example.org" queryClient={client} createRouter={() => router} />);
    });
    observer.disconnect();
    const first = document.createElement('div');
    first.innerHTML = firstCommit[0] ?? '';
    expect(first.textContent).toContain('The Loaders');
    expect(first.querySelector('[data-testid="family-home"] [data-slot="post-card"]')).not.toBeNull();
    // Neither the family's loading state nor the router's (its screen's own panels may still load).
    expect(first.textContent).not.toContain(familyMessages.loading);
    expect(first.querySelector('[data-testid="family-home"]')).not.toBeNull();
    expect(first.textContent).not.toContain('Loading…');
    act(() => root.unmount());
    container.remove();
  });
});
