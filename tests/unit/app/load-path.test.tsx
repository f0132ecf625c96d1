import type { QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { act, Component, StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createRoutes } from '@/app/router';
import { db } from '@/data/db';
import { afterFirstPaint, afterMainContent, holdMainContent, markMainContentRendered, resetMainContentForTests } from '@/lib/after-first-paint';
import { useChunk } from '@/lib/use-chunk';
import { landingRouteScript, renderLandingHtml, type AppEntry } from '@/app/prerender-landing';
import { createQueryClient, invalidateOnStorageMutation } from '@/app/query-client';
import { DEXIE_LOADED_EVENT, mayHaveLocalDatabase } from '@/data/has-local-database';
import { familyChunkOf, FIRST_PAINT_ROOTS, isSharedFirstPaintIcon, routePreloads, type BuiltChunk } from '@/app/first-paint-chunks';

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

describe('afterFirstPaint', () => {
  it('runs the task once, and not at all when cancelled', async () => {
    const task = vi.fn();
    afterFirstPaint(task, 50);
    const cancelled = vi.fn();
    afterFirstPaint(cancelled, 50)();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('invalidateOnStorageMutation', () => {
  it('refreshes the queries of a table a write changed, once Dexie is loaded', async () => {
    const client: QueryClient = createQueryClient();
    const stop = invalidateOnStorageMutation(client);
    await db.posts.clear();
    await client.fetchQuery({ queryKey: ['posts', 'count'], queryFn: () => db.posts.count() });
    await client.fetchQuery({ queryKey: ['recipes', 'count'], queryFn: () => db.recipes.count() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.posts.add({ id: 'p1', userId: 'm', userName: 'Mia', userImage: '', type: 'text', content: 'Hi', timestamp: new Date().toISOString(), likes: 0, comments: 0 });
    await vi.waitFor(() => expect(client.getQueryState(['posts', 'count'])?.isInvalidated).toBe(true));
    expect(client.getQueryState(['recipes', 'count'])?.isInvalidated).toBe(false);
    stop();
    await db.posts.clear();
  });
});

describe('invalidateOnStorageMutation when the page was read without Dexie', () => {
  it('listens for writes once db.ts announces Dexie, even when no query or mutation event follows', async () => {
    const client: QueryClient = createQueryClient();
    const registered = Symbol.for('Dexie');
    const global = globalThis as Record<symbol, unknown>;
    const dexie = global[registered];
    // As on /family/feeds before Dexie has loaded: the first posts were read with plain IndexedDB.
    delete global[registered];
    const stop = invalidateOnStorageMutation(client);
    await client.fetchQuery({ queryKey: ['posts', 'count'], queryFn: () => 0 });
    global[registered] = dexie;
    globalThis.dispatchEvent(new Event(DEXIE_LOADED_EVENT));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await db.posts.add({ id: 'p2', userId: 'm', userName: 'Mia', userImage: '', type: 'text', content: 'Hi', timestamp: new Date().toISOString(), likes: 0, comments: 0 });
    await vi.waitFor(() => expect(client.getQueryState(['posts', 'count'])?.isInvalidated).toBe(true));
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

  const ENTRY = {
    src: '/assets/index-abc.js',
    preloads: ['/assets/rolldown-runtime-x.js', '/assets/app-core-y.js'],
    routePreloads: { '/family': ['/assets/family-shared-s.js', '/assets/family-home-page-h.js'], '/family/feeds': ['/assets/memories-page-m.js'] },
  };

  /**
   * Runs the script as index.html would, with stand-ins for the page; `paint()` plays the first
   * paint; `databases` is what `indexedDB.databases()` answers (undefined: the browser lacks it).
   */
  const runRouteScript = (
    pathname: string,
    hostname = 'hearth.example.org',
    databases?: { name: string }[],
    PerformanceObserver?: unknown,
    entry: AppEntry = ENTRY,
  ) => {
    const attributes: Record<string, string> = {};
    const appended: { tag: string; src?: string; href?: string; rel?: string; type?: string }[] = [];
    const pending: (() => void)[] = [];
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
      createElement: (tag: string) => ({ tag }),
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'DOMContentLoaded') pending.push(listener);
      },
    };
    const requestAnimationFrame = (callback: () => void) => pending.push(callback);
    // Timers of a second or more (the fallback for a tab that never paints) wait for `timeout()`.
    const timers: (() => void)[] = [];
    const setTimeout = (callback: () => void, delay = 0) => (delay >= 1000 ? timers : pending).push(callback);
    const indexedDB = databases ? { databases: () => Promise.resolve(databases) } : {};
    // The script runs as a classic script in index.html; here with a stand-in location and document.
    new Function('location', 'document', 'requestAnimationFrame', 'setTimeout', 'indexedDB', 'PerformanceObserver', landingRouteScript(entry))(
      { pathname, hostname },
      document,
      requestAnimationFrame,
      setTimeout,
      indexedDB,
      PerformanceObserver,
    );
    const paint = () => {
      while (pending.length > 0) pending.shift()?.();
    };
    const timeout = () => {
      while (timers.length > 0) timers.shift()?.();
      paint();
    };
    return { route: attributes['data-hearth-route'], appended, paint, timeout };
  };
  const preload = (href: string) => ({ tag: 'link', rel: 'modulepreload', crossOrigin: '', href });
  const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

  it.each([
    ['/', 'hearth.example.org', 'landing'],
    ['/family', 'hearth.example.org', 'app'],
    ['/about', 'hearth.example.org', 'app'],
    ['/', 'onam.hearth.example.org', 'app'],
  ])('marks %s on %s as %s', (pathname, hostname, route) => {
    expect(runRouteScript(pathname, hostname).route).toBe(route);
  });

  it.each(['/', '/family', '/about'])('starts the app on %s only after the page (the landing page or the splash) has painted', (pathname) => {
    const started = [
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/rolldown-runtime-x.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/app-core-y.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
    ];
    const page = runRouteScript(pathname);
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual(started);
  });

  // A /family page with nothing to paint from data (here: no database to read) starts as any page
  // without a snapshot (first-paint-from-data.ts).
  const WITH_TEMPLATES: AppEntry = { ...ENTRY, firstPaintFromData: { paths: ['/family'] } };
  it.each([
    ['/', ENTRY],
    ['/family', ENTRY],
    ['/family', WITH_TEMPLATES],
  ])('on %s, waits for the first contentful paint the browser reports when it can', async (pathname, entry) => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    let observers = 0;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
        observers += 1;
      }
      observe() {}
      disconnect() {}
    }
    const landing = runRouteScript(pathname, 'hearth.example.org', undefined, FakePaintObserver, entry);
    // The parsed page and its next frame are not the paint: the 3 s fallback timer is set instead.
    landing.paint();
    // From data: the first observer waits for the painted page's largest paint; once the page
    // turns out not to be paintable, a second one waits for the splash's first contentful paint.
    if (entry === WITH_TEMPLATES) await vi.waitFor(() => expect(observers).toBe(2));
    expect(landing.appended).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
    expect(landing.appended).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    landing.paint();
    const scripts = ['/assets/rolldown-runtime-x.js', '/assets/app-core-y.js', '/assets/index-abc.js'];
    expect(landing.appended.map((element) => element.src ?? element.href)).toEqual(scripts);
    // Started once: the fallback timer changes nothing after the paint.
    landing.timeout();
    expect(landing.appended).toHaveLength(3);

    // A tab that never paints starts the app after the fallback timer.
    const hidden = runRouteScript(pathname, 'hearth.example.org', undefined, FakePaintObserver, entry);
    hidden.paint();
    expect(hidden.appended).toEqual([]);
    hidden.timeout();
    expect(hidden.appended.map((element) => element.src ?? element.href)).toEqual(scripts);
  });

  it.each([
    ['/family', ENTRY.routePreloads['/family']],
    ['/family/', ENTRY.routePreloads['/family']],
    ['/family/feeds', ENTRY.routePreloads['/family/feeds']],
  ])('preloads the first-paint chunks of %s when the device holds Hearth\'s database', async (pathname, chunks) => {
    const page = runRouteScript(pathname, 'hearth.example.org', [{ name: 'Other' }, { name: 'Hearth' }]);
    page.paint();
    await answered();
    expect(page.appended.slice(3)).toEqual(chunks.map(preload));
    expect(page.appended[2]).toMatchObject({ tag: 'script', src: ENTRY.src });
  });

  it.each([
    ['a first visit (no Hearth database)', '/family', 'hearth.example.org', [{ name: 'Other' }]],
    ['a browser that cannot list databases', '/family', 'hearth.example.org', undefined],
    ['a page without first-paint chunks', '/family/manage', 'hearth.example.org', [{ name: 'Hearth' }]],
    ['the festival host', '/family', 'onam.hearth.example.org', [{ name: 'Hearth' }]],
  ])('preloads no route chunks on %s', async (_case, pathname, hostname, databases) => {
    const page = runRouteScript(pathname, hostname, databases);
    await answered();
    page.paint();
    expect(page.appended.filter((element) => element.href?.includes('family-') || element.href?.includes('memories-'))).toEqual([]);
  });
});

describe('first-paint chunks of the /family pages (vite.config.ts)', () => {
  const node = '/repo/node_modules';
  it.each([
    ['/repo/src/app/layout/family-layout.tsx', 'family-shared'],
    ['/repo/src/features/family/api/use-family.ts', 'family-shared'],
    ['/repo/src/features/feed/components/post-list.tsx', 'family-shared'],
    ['/repo/src/data/ids.ts', 'family-shared'],
    [`${node}/lucide-react/dist/esm/icons/house.mjs`, 'family-shared'],
    ['/repo/src/data/db.ts', 'family-data'],
    ['/repo/src/data/posts.ts', 'family-data'],
    [`${node}/dexie/import-wrapper.mjs`, 'family-data'],
    [`${node}/dexie/dist/dexie.mjs`, 'family-data'],
  ])('puts %s in %s', (id, chunk) => {
    expect(familyChunkOf(id)).toBe(chunk);
  });

  it.each([
    // Another feature's code, the onboarding screens (a first visit) and zod stay out of both.
    '/repo/src/features/moments/data/challenge-catalogue.ts',
    '/repo/src/features/family/components/onboarding/onboarding-flow.tsx',
    '/repo/src/features/home/components/family-home-page.tsx',
    '/repo/src/data/schemas.ts',
    `${node}/zod/v4/classic/schemas.js`,
    '/repo/src/ui/card.tsx',
    `${node}/lucide-react/dist/esm/icons/arrow-left.mjs`,
  ])('leaves %s to the bundler', (id) => {
    expect(familyChunkOf(id)).toBeNull();
  });

  it('gives app-core the icons the /family pages share with other routes, and only those', () => {
    expect(isSharedFirstPaintIcon(`${node}/lucide-react/dist/esm/icons/arrow-left.mjs`)).toBe(true);
    expect(isSharedFirstPaintIcon(`${node}/lucide-react/dist/esm/icons/house.mjs`)).toBe(false);
    expect(isSharedFirstPaintIcon('/repo/src/app/layout/arrow-left.mjs')).toBe(false);
  });

  it('lists modules and roots that exist, so a renamed file breaks this test, not the page', async () => {
    const sources = import.meta.glob('/src/**/*.{ts,tsx}');
    const roots = Object.values(FIRST_PAINT_ROOTS).flat();
    for (const path of roots) expect(Object.keys(sources)).toContain(`/${path}`);
  });

  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []): BuiltChunk => ({ fileName, moduleIds, imports });
  const bundle = [
    chunk('assets/index-e.js', ['/r/src/main.tsx'], ['assets/app-core-c.js']),
    chunk('assets/app-core-c.js', ['/r/node_modules/react/index.js']),
    chunk('assets/family-shared-s.js', ['/r/src/app/layout/family-layout.tsx', '/r/src/app/routes/family-index-route.tsx'], ['assets/app-core-c.js', 'assets/index-e.js']),
    chunk('assets/family-data-d.js', ['/r/src/data/family.ts'], ['assets/family-shared-s.js']),
    chunk('assets/home-h.js', ['/r/src/features/home/components/family-home-page.tsx', '/r/src/features/home/api/use-feed-preview.ts'], ['assets/chip-k.js']),
    chunk('assets/chip-k.js', ['/r/src/ui/chip-group.tsx']),
    chunk('assets/catalogue-m.js', ['/r/src/features/moments/data/challenge-catalogue.ts']),
    chunk('assets/memories-p.js', ['/r/src/features/memories/components/memories-page.tsx'], ['assets/chip-k.js']),
  ];

  it('preloads each route\'s chunks and what they import, once, without what the entry loads', () => {
    const routes = routePreloads(bundle, ['/assets/index-e.js', '/assets/app-core-c.js']);
    // No Dexie before either page paints: their first reads are plain IndexedDB (first-paint-reads.ts).
    expect(routes['/family']).toEqual(['/assets/family-shared-s.js', '/assets/home-h.js', '/assets/chip-k.js', '/assets/catalogue-m.js']);
    expect(routes['/family/feeds']).toEqual(['/assets/family-shared-s.js', '/assets/memories-p.js', '/assets/chip-k.js']);
  });

  // The source behind the rule above: no first-paint root of a /family page imports Dexie (db.ts)
  // statically, directly or through other modules; type-only imports and import() do not count.
  const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
  const resolve = (from: string, specifier: string) => {
    let base: string;
    if (specifier.startsWith('@/')) base = `/src/${specifier.slice(2)}`;
    else if (specifier.startsWith('.')) base = new URL(specifier, `file://${from}`).pathname;
    else return null;
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => path in sources) ?? null;
  };
  const staticImports = (file: string) =>
    [...(sources[file] ?? '').matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)]
      .map((match) => resolve(file, match[1] ?? ''))
      .filter((path): path is string => path !== null);
  const reachable = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      staticImports(file).forEach(visit);
    };
    roots.forEach((root) => visit(`/${root}`));
    return seen;
  };

  it.each(Object.keys(FIRST_PAINT_ROOTS))('imports no Dexie statically before %s paints', (route) => {
    const modules = reachable(FIRST_PAINT_ROOTS[route] ?? []);
    expect(modules.size).toBeGreaterThan(20);
    expect(modules).toContain('/src/data/first-paint-reads.ts');
    expect(modules).not.toContain('/src/data/db.ts');
  });

  it('fails the build when a first-paint module is in no chunk', () => {
    const withoutMemories = bundle.filter((c) => !c.fileName.includes('memories'));
    expect(() => routePreloads(withoutMemories, [])).toThrow(/memories-page\.tsx/);
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

describe('afterMainContent (the toast region and the moment dialogs wait for the largest paint)', () => {
  afterEach(() => resetMainContentForTests());
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** A browser whose largest-contentful-paint entries the test reports: `report(startTime)`. */
  const stubLargestPaints = () => {
    let observed: ((list: { getEntries: () => { startTime: number }[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    return (startTime: number) => observed?.({ getEntries: () => [{ startTime }] });
  };

  it('waits for the page to mark its main content, then runs the task once', async () => {
    const task = vi.fn();
    afterMainContent(task, 10_000);
    await wait(100);
    expect(task).not.toHaveBeenCalled();
    markMainContentRendered();
    markMainContentRendered();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('runs at once (after a paint) when the mark came before, and after its timeout when it never comes', async () => {
    const unmarked = vi.fn();
    afterMainContent(unmarked, 50);
    await vi.waitFor(() => expect(unmarked).toHaveBeenCalledTimes(1), { timeout: 3000 });
    markMainContentRendered();
    const later = vi.fn();
    afterMainContent(later, 10_000);
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('does not run a cancelled task', async () => {
    const task = vi.fn();
    afterMainContent(task, 50)();
    markMainContentRendered();
    await wait(300);
    expect(task).not.toHaveBeenCalled();
  });

  it('waits for every held part of the main content (the home\'s newest photos) as well as the mark', async () => {
    const task = vi.fn();
    const releasePhotos = holdMainContent();
    const releaseOther = holdMainContent();
    afterMainContent(task, 10_000);
    markMainContentRendered();
    releaseOther();
    releaseOther();
    await wait(150);
    expect(task).not.toHaveBeenCalled();
    releasePhotos();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('waits for the largest paint after the last held part arrives, not the one after the mark', async () => {
    const report = stubLargestPaints();
    const task = vi.fn();
    const releasePhotos = holdMainContent();
    afterMainContent(task, 10_000);
    markMainContentRendered();
    const challengePainted = performance.now();
    await wait(20);
    releasePhotos();
    // The challenge's paint, reported late, is older than the photos' arrival: it does not count.
    report(challengePainted);
    await wait(150);
    expect(task).not.toHaveBeenCalled();
    report(performance.now());
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
    vi.unstubAllGlobals();
  });

  it('waits for the browser to report a largest paint at or after the mark', async () => {
    const report = stubLargestPaints();
    const task = vi.fn();
    afterMainContent(task, 10_000);
    markMainContentRendered();
    // An earlier candidate (the splash) does not count; the main content's paint does.
    report(0);
    await wait(150);
    expect(task).not.toHaveBeenCalled();
    report(performance.now());
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 3000 });
    vi.unstubAllGlobals();
  });
});
