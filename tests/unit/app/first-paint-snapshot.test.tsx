import { act, render } from '@testing-library/react';
import { createHearthDatabase } from '@/data/db';
import {
  clearFirstPaintSnapshot,
  FIRST_PAINT_SNAPSHOT_DAILY_PATHS,
  FIRST_PAINT_SNAPSHOT_KEY,
  FIRST_PAINT_SNAPSHOT_MAX_CHARS,
  FIRST_PAINT_SNAPSHOT_VERSION,
  firstPaintSnapshotDay,
  firstPaintSnapshotKey,
  firstPaintSnapshotToPaint,
  isFirstPaintSnapshotPath,
  saveFirstPaintSnapshot,
} from '@/data/first-paint-snapshot';
import {
  coverWithSnapshot,
  recordFirstPaintSnapshots,
  saveSnapshotOf,
  serializeFirstPaintSnapshot,
  SNAPSHOT_COVER_LIMIT_MS,
  snapshotOnlySettledPages,
  snapshotPagesAsTheyAreLeft,
} from '@/app/first-paint-snapshot';
import { landingRouteScript } from '@/app/prerender-landing';
import { APP_FONT_FAMILY, paintFirstPaintSnapshot } from '@/app/first-paint-snapshot-paint';
import {
  coverCrop,
  decodeSnapshotPhotos,
  SNAPSHOT_PHOTO_BUDGET,
  SNAPSHOT_PHOTO_PREVIEWS,
} from '@/app/first-paint-snapshot-photos';
import { markMainContentRendered, resetMainContentForTests } from '@/lib/after-first-paint';
import { uncoverFirstPaint } from '@/lib/first-paint-cover';

const NOW = new Date(2026, 10, 25, 9, 30);
const TODAY = firstPaintSnapshotDay(NOW);
const BUILD = '/assets/index-x.js';
const HOME_KEY = firstPaintSnapshotKey(FIRST_PAINT_SNAPSHOT_KEY, '/family');
const FEEDS_KEY = firstPaintSnapshotKey(FIRST_PAINT_SNAPSHOT_KEY, '/family/feeds');
const stored = (snapshot: object) =>
  JSON.stringify({ version: FIRST_PAINT_SNAPSHOT_VERSION, build: BUILD, path: '/family', day: TODAY, html: '<p>Hi</p>', ...snapshot });

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-hearth-snapshot');
  document.body.innerHTML = '';
  uncoverFirstPaint();
  vi.useRealTimers();
});

describe('firstPaintSnapshotDay', () => {
  it("is the device's local day, zero-padded", () => {
    expect(firstPaintSnapshotDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(firstPaintSnapshotDay(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-25');
  });
});

describe('firstPaintSnapshotToPaint (the rule the head script applies)', () => {
  const toPaint = (raw: string | null, pathname = '/family', search = '', day = TODAY) =>
    firstPaintSnapshotToPaint(raw, pathname, search, day, FIRST_PAINT_SNAPSHOT_VERSION, FIRST_PAINT_SNAPSHOT_DAILY_PATHS, BUILD);
  const html = (...args: Parameters<typeof toPaint>) => toPaint(...args)?.html ?? null;

  it("paints today's snapshot of this page, with or without a trailing slash", () => {
    expect(toPaint(stored({}))).toEqual({ html: '<p>Hi</p>', earlierDay: false });
    expect(html(stored({}), '/family/')).toBe('<p>Hi</p>');
  });

  it("paints the home of an earlier day without its daily card, the memories of any day whole", () => {
    expect(toPaint(stored({ day: '2026-11-24' }))).toEqual({ html: '<p>Hi</p>', earlierDay: true });
    // A clock set back: not today's either.
    expect(toPaint(stored({ day: '2026-11-26' }))?.earlierDay).toBe(true);
    expect(toPaint(stored({ day: undefined }))?.earlierDay).toBe(true);
    expect(toPaint(stored({ day: '2026-11-24', path: '/family/feeds' }), '/family/feeds')).toEqual({ html: '<p>Hi</p>', earlierDay: false });
  });

  it('paints nothing from another page, another version, another build, or with filters in the address', () => {
    expect(html(stored({ build: '/assets/index-older.js' }))).toBeNull();
    expect(html(stored({ build: undefined }))).toBeNull();
    expect(html(stored({}), '/family/feeds')).toBeNull();
    expect(html(stored({ version: FIRST_PAINT_SNAPSHOT_VERSION + 1 }))).toBeNull();
    expect(html(stored({ path: '/family/feeds' }), '/family/feeds', '?member=member_1')).toBeNull();
  });

  it('paints nothing from anything odd in storage', () => {
    for (const raw of [null, '', 'not json', 'null', '42', '{}', stored({ html: '' }), stored({ html: 7 })]) expect(toPaint(raw)).toBeNull();
  });

  it('runs on its own, as the head script runs it (no outer names)', () => {
    // The build puts its source into the head script: it must work without this module's scope.
    const standalone = new Function(`return (${firstPaintSnapshotToPaint.toString()})`)() as typeof firstPaintSnapshotToPaint;
    const day = (new Function(`return (${firstPaintSnapshotDay.toString()})`)() as typeof firstPaintSnapshotDay)(NOW);
    expect(standalone(stored({}), '/family', '', day, FIRST_PAINT_SNAPSHOT_VERSION, ['/family'], BUILD)).toEqual({ html: '<p>Hi</p>', earlierDay: false });
    expect(standalone(stored({}), '/family', '', '2000-01-01', FIRST_PAINT_SNAPSHOT_VERSION, ['/family'], BUILD)?.earlierDay).toBe(true);
    expect(standalone(stored({}), '/family/feeds', '', day, FIRST_PAINT_SNAPSHOT_VERSION, ['/family'], BUILD)).toBeNull();
  });
});

describe('saveFirstPaintSnapshot and clearFirstPaintSnapshot', () => {
  it('keeps each page under its own path and today, as the head script reads it', () => {
    expect(saveFirstPaintSnapshot('/family/feeds/', '<main>Feed</main>', NOW, localStorage, BUILD)).toBe(true);
    expect(saveFirstPaintSnapshot('/family', '<main>Home</main>', NOW, localStorage, BUILD)).toBe(true);
    expect(firstPaintSnapshotKey(FIRST_PAINT_SNAPSHOT_KEY, '/family/feeds/')).toBe(FEEDS_KEY);
    const raw = localStorage.getItem(FEEDS_KEY);
    expect(firstPaintSnapshotToPaint(raw, '/family/feeds', '', TODAY, FIRST_PAINT_SNAPSHOT_VERSION, [], BUILD)?.html).toBe('<main>Feed</main>');
    expect(firstPaintSnapshotToPaint(raw, '/family/feeds', '', TODAY, FIRST_PAINT_SNAPSHOT_VERSION, [], '/assets/index-newer.js')).toBeNull();
    expect(firstPaintSnapshotToPaint(localStorage.getItem(HOME_KEY), '/family', '', TODAY, FIRST_PAINT_SNAPSHOT_VERSION, [], BUILD)?.html).toBe('<main>Home</main>');

    // An earlier version's single snapshot goes with them.
    localStorage.setItem(FIRST_PAINT_SNAPSHOT_KEY, stored({}));
    localStorage.setItem('hearth.modelHealth', '{}');
    clearFirstPaintSnapshot();
    expect([FEEDS_KEY, HOME_KEY, FIRST_PAINT_SNAPSHOT_KEY].map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
    expect(localStorage.getItem('hearth.modelHealth')).toBe('{}');
  });

  it("keeps nothing, and drops the page's old one, when the page is too big or storage is full", () => {
    saveFirstPaintSnapshot('/family/feeds', '<p>Feed</p>', NOW);
    saveFirstPaintSnapshot('/family', '<p>Old</p>', NOW);
    expect(saveFirstPaintSnapshot('/family', 'x'.repeat(FIRST_PAINT_SNAPSHOT_MAX_CHARS + 1), NOW)).toBe(false);
    expect(localStorage.getItem(HOME_KEY)).toBeNull();
    // The other page's is still what it showed.
    expect(localStorage.getItem(FEEDS_KEY)).toContain('<p>Feed</p>');

    saveFirstPaintSnapshot('/family', '<p>Old</p>', NOW);
    const full = {
      getItem: (key: string) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: (key: string) => localStorage.removeItem(key),
    };
    expect(saveFirstPaintSnapshot('/family', '<p>New</p>', NOW, full)).toBe(false);
    expect(localStorage.getItem(HOME_KEY)).toBeNull();
  });

  it('does nothing when storage is switched off', () => {
    expect(saveFirstPaintSnapshot('/family', '<p>Hi</p>', NOW, null)).toBe(false);
    expect(() => clearFirstPaintSnapshot(null)).not.toThrow();
  });

  it('snapshots only the home and the unfiltered memories', () => {
    expect(isFirstPaintSnapshotPath('/family', '')).toBe(true);
    expect(isFirstPaintSnapshotPath('/family/feeds/', '')).toBe(true);
    expect(isFirstPaintSnapshotPath('/family/feeds', '?type=photo')).toBe(false);
    expect(isFirstPaintSnapshotPath('/family/dashboard', '')).toBe(false);
    expect(isFirstPaintSnapshotPath('/', '')).toBe(false);
  });
});

describe('every database write erases the snapshot (db.ts)', () => {
  it('erases it before a put, a delete or a clear, and keeps it through reads', async () => {
    const database = createHearthDatabase(`snapshot-writes-${Math.random()}`);
    try {
      const keep = () => {
        saveFirstPaintSnapshot('/family', '<p>Moment</p>', new Date());
        saveFirstPaintSnapshot('/family/feeds', '<p>Moments</p>', new Date());
      };
      const present = () => localStorage.getItem(HOME_KEY) !== null || localStorage.getItem(FEEDS_KEY) !== null;

      keep();
      await database.posts.toArray();
      await database.preferences.get('familyData');
      expect(present()).toBe(true);

      await database.preferences.put({ key: 'familyData', value: { familyName: 'The Test Family' } });
      expect(present()).toBe(false);

      keep();
      await database.preferences.delete('familyData');
      expect(present()).toBe(false);

      keep();
      await database.transaction('rw', database.posts, async () => database.posts.clear());
      expect(present()).toBe(false);
    } finally {
      await database.delete();
    }
  });
});

describe('serializeFirstPaintSnapshot', () => {
  it('keeps the words and the layout, but no photos, typed text, ids, passing states or stale times', () => {
    const page = document.createElement('div');
    page.innerHTML = `
      <main id="main" aria-hidden="true" data-aria-hidden="true">
        <p class="text-base" aria-describedby="hint">Share what you know about your name</p>
        <img src="data:image/jpeg;base64,AAAA" srcset="blob:x 2x" alt="Asha's photo" class="size-40">
        <div style="background-image: url(data:image/png;base64,BBBB)">Framed</div>
        <input name="title" value="A half-typed title"><textarea>A draft</textarea>
        <time datetime="2026-11-25T08:00:00Z">1h ago</time>
        <span role="timer" data-snapshot-conceal="">Next moment in 14:29:59</span>
        <div data-snapshot-skip="">You are offline</div>
        <section data-sonner-toaster="">Moment saved</section>
        <script>alert(1)</script>
        <label for="title">Title</label>
      </main>`;
    const html = serializeFirstPaintSnapshot(page);
    const copy = document.createElement('div');
    copy.innerHTML = html;

    expect(copy.textContent).toContain('Share what you know about your name');
    expect(copy.querySelector('p')?.className).toBe('text-base');
    expect(html).not.toMatch(/base64|blob:|A half-typed title|A draft|You are offline|Moment saved|alert|Asha's photo/);
    expect(copy.querySelector('img')?.className).toBe('size-40');
    expect(copy.querySelector('[id], [for], [name], [aria-hidden], [data-aria-hidden], [aria-describedby]')).toBeNull();
    expect(copy.querySelector('time')?.style.visibility).toBe('hidden');
    expect(copy.querySelector('[role="timer"]')?.getAttribute('style')).toContain('visibility: hidden');
    // The live page itself is untouched.
    expect(page.querySelector('img')?.getAttribute('src')).toContain('base64');
  });
});

describe('serializeFirstPaintSnapshot on a long list', () => {
  it('keeps only the items on the first screen', () => {
    const page = document.createElement('div');
    page.innerHTML = '<ul data-snapshot-list=""><li>One</li><li>Two</li><li>Three</li><li>Four</li></ul><p>After the list</p>';
    document.body.appendChild(page);
    const tops = [80, 700, 1300, 1900];
    page.querySelectorAll('li').forEach((item, index) => {
      vi.spyOn(item, 'getBoundingClientRect').mockReturnValue({ top: tops[index] } as DOMRect);
    });
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const copy = document.createElement('div');
    copy.innerHTML = serializeFirstPaintSnapshot(page, () => null);
    expect([...copy.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['One', 'Two']);
    expect(copy.textContent).toContain('After the list');
    expect(page.querySelectorAll('li')).toHaveLength(4);
    vi.restoreAllMocks();
  });
});

describe('saveSnapshotOf', () => {
  const container = (markup: string) => {
    const element = document.createElement('div');
    element.innerHTML = markup;
    return element;
  };

  const page = (path: string, content: string) => container(`<main data-snapshot-page="${path}">${content}</main>`);

  it("saves a snapshotted page that shows its main content, and nothing else", () => {
    expect(saveSnapshotOf(page('/family', '<div data-main-content="">Today</div>'), { pathname: '/family/', search: '' })).toBe(true);
    localStorage.clear();
    expect(saveSnapshotOf(page('/family', '<div>Loading today\'s moment...</div>'), { pathname: '/family', search: '' })).toBe(false);
    expect(saveSnapshotOf(page('/family/dashboard', '<div data-main-content="">Today</div>'), { pathname: '/family/dashboard', search: '' })).toBe(false);
    expect(saveSnapshotOf(page('/family/feeds', '<div data-main-content="">Photos</div>'), { pathname: '/family/feeds', search: '?type=photo' })).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('never keeps a page under the path of another: the address changes before the page does', () => {
    // A navigation from the memories to the home: the address is the home's, the page still the memories'.
    expect(saveSnapshotOf(page('/family/feeds', '<div data-main-content="">Moments</div>'), { pathname: '/family', search: '' })).toBe(false);
    expect(saveSnapshotOf(container('<div data-main-content="">No page mark</div>'), { pathname: '/family', search: '' })).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});

describe('recordFirstPaintSnapshots', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the page when it is left, and none once another tab has changed the data', () => {
    window.history.replaceState(null, '', '/family');
    const container = document.createElement('div');
    container.innerHTML = '<main data-snapshot-page="/family"><div data-main-content="">Tallest tower challenge</div></main>';
    const stop = recordFirstPaintSnapshots(container, BUILD);
    const kept = () => localStorage.getItem(HOME_KEY);
    try {
      window.dispatchEvent(new Event('pagehide'));
      expect(kept()).toContain('Tallest tower challenge');

      // Another tab wrote to the database: its write erased the snapshots (db.ts).
      clearFirstPaintSnapshot();
      window.dispatchEvent(new StorageEvent('storage', { key: HOME_KEY, oldValue: 'x', newValue: null }));
      window.dispatchEvent(new Event('pagehide'));
      expect(kept()).toBeNull();
    } finally {
      stop();
    }
  });
});

describe('snapshotOnlySettledPages (app.tsx)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('saves nothing while the page may still show data from before a write', () => {
    window.history.replaceState(null, '', '/family');
    const container = document.createElement('div');
    container.innerHTML = '<main data-snapshot-page="/family"><div data-main-content="">A moment just deleted</div></main>';
    const stopRecording = recordFirstPaintSnapshots(container, BUILD);
    let settled = false;
    const stop = snapshotOnlySettledPages(() => settled);
    try {
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(HOME_KEY)).toBeNull();

      settled = true;
      container.innerHTML = '<main data-snapshot-page="/family"><div data-main-content="">What is left</div></main>';
      window.dispatchEvent(new Event('pagehide'));
      expect(localStorage.getItem(HOME_KEY)).toContain('What is left');
    } finally {
      stop();
      stopRecording();
    }
  });
});

describe('snapshotPagesAsTheyAreLeft (app.tsx)', () => {
  type State = Parameters<typeof snapshotPagesAsTheyAreLeft>[0]['state'];
  /** A router as react-router's reports navigations: first under way, then done. */
  const fakeRouter = (pathname: string) => {
    const listeners = new Set<(state: State) => void>();
    const router = {
      state: { location: { pathname, search: '', key: 'first' }, navigation: {} } as State,
      subscribe: (listener: (state: State) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      navigate(to: string, key: string) {
        const under = { location: router.state.location, navigation: { location: { pathname: to, search: '' } } };
        listeners.forEach((listener) => listener(under));
        router.state = { location: { pathname: to, search: '', key }, navigation: {} };
        listeners.forEach((listener) => listener(router.state));
      },
    };
    return router;
  };

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the page the family leaves inside the app, once, as it was when they left', () => {
    // The address already changed: the page is still the home.
    window.history.replaceState(null, '', '/family/feeds');
    const container = document.createElement('div');
    container.innerHTML = '<main data-snapshot-page="/family"><div data-main-content="">Today\'s Family Moment Created!</div></main>';
    const stopRecording = recordFirstPaintSnapshots(container, BUILD);
    const router = fakeRouter('/family');
    const stop = snapshotPagesAsTheyAreLeft(router);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      router.navigate('/family/feeds', 'second');
      expect(setItem).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(HOME_KEY)).toContain('Moment Created!');
      expect(localStorage.getItem(FEEDS_KEY)).toBeNull();

      // The memories, filtered, then the dashboard: never snapshotted.
      container.innerHTML = '<main data-snapshot-page="/family/feeds"><ul data-main-content=""><li>Moment 1</li></ul></main>';
      router.navigate('/family/dashboard', 'third');
      expect(localStorage.getItem(FEEDS_KEY)).toContain('Moment 1');
      container.innerHTML = '<main data-snapshot-page="/family/dashboard"></main>';
      router.navigate('/family', 'fourth');
      expect(setItem).toHaveBeenCalledTimes(2);
    } finally {
      setItem.mockRestore();
      stop();
      stopRecording();
    }
  });

  it('keeps nothing when main.tsx records no snapshots (stories, tests)', () => {
    const router = fakeRouter('/family');
    const stop = snapshotPagesAsTheyAreLeft(router);
    router.navigate('/family/feeds', 'second');
    expect(localStorage.length).toBe(0);
    stop();
  });
});

describe('coverWithSnapshot (main.tsx)', () => {
  const painted = () => {
    document.body.innerHTML = '<div id="root"><div class="hearth-splash" role="status">Hearth is warming up…</div><div class="hearth-snapshot" inert aria-hidden="true"><p>Today</p></div></div>';
    document.documentElement.setAttribute('data-hearth-snapshot', '');
    const root = document.getElementById('root')!;
    return { root, snapshot: root.querySelector('.hearth-snapshot')! };
  };

  it('renders the app beside the snapshot and swaps it in when the main content renders', () => {
    resetMainContentForTests();
    const { root, snapshot } = painted();
    const container = coverWithSnapshot(root, snapshot);
    expect(container.parentElement).toBe(root);
    expect(container.className).toBe('hearth-app');
    expect(root.querySelector('.hearth-snapshot')).not.toBeNull();

    markMainContentRendered();
    expect(root.querySelector('.hearth-snapshot')).toBeNull();
    expect(root.querySelector('.hearth-splash')).toBeNull();
    expect(document.documentElement.hasAttribute('data-hearth-snapshot')).toBe(false);
    expect(root.children).toHaveLength(1);
    resetMainContentForTests();
  });

  it('swaps it in after its time limit when no screen says it is ready', () => {
    vi.useFakeTimers();
    const { root, snapshot } = painted();
    coverWithSnapshot(root, snapshot);
    vi.advanceTimersByTime(SNAPSHOT_COVER_LIMIT_MS - 1);
    expect(root.querySelector('.hearth-snapshot')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(root.querySelector('.hearth-snapshot')).toBeNull();
  });

  it("swaps in an error as soon as it renders (the route's error page)", async () => {
    const { root, snapshot } = painted();
    const container = coverWithSnapshot(root, snapshot);
    const { RouteErrorPage } = await import('@/app/routes/route-error-page');
    const { createMemoryRouter, RouterProvider } = await import('react-router-dom');
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(<RouterProvider router={router} />, { container });
    });
    expect(root.querySelector('.hearth-snapshot')).toBeNull();
    expect(container.textContent).toContain('Hearth ran into a problem showing this page');
  });
});

describe('paintFirstPaintSnapshot (the head script, once the page is parsed)', () => {
  const page = () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    document.body.innerHTML = '<div id="root"><div class="hearth-splash" role="status">Hearth is warming up…</div></div>';
    document.documentElement.setAttribute('data-hearth-snapshot', '');
    return document.head.querySelector('link')!;
  };
  const prepared = (_snapshot: HTMLElement, ready: () => void) => ready();
  const withFonts = (load: (font: string) => Promise<unknown>) => {
    Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  };
  afterEach(() => {
    Reflect.deleteProperty(document, 'fonts');
    document.head.innerHTML = '';
  });

  it('waits for the stylesheet, then for the font, and only then puts the snapshot in', async () => {
    const stylesheet = page();
    let fontLoaded: (value: unknown) => void = () => undefined;
    const load = vi.fn(() => new Promise((resolve) => (fontLoaded = resolve)));
    withFonts(load);
    const done = vi.fn();
    paintFirstPaintSnapshot(document, '<p>Today</p>', false, APP_FONT_FAMILY, 60_000, prepared, done);

    expect(load).not.toHaveBeenCalled();
    stylesheet.dispatchEvent(new Event('load'));
    expect(load).toHaveBeenCalledWith('1em "Nunito Variable"');
    await Promise.resolve();
    expect(document.querySelector('.hearth-snapshot')).toBeNull();
    expect(done).not.toHaveBeenCalled();

    fontLoaded([]);
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith(document.querySelector('.hearth-snapshot')));
    expect(document.querySelector('#root > .hearth-snapshot')?.innerHTML).toBe('<p>Today</p>');
    expect(document.documentElement.getAttribute('data-hearth-snapshot')).toBe('shown');
  });

  it('puts it in after its time limit when the font is slow, and once only', () => {
    vi.useFakeTimers();
    const stylesheet = page();
    withFonts(() => new Promise(() => undefined));
    const done = vi.fn();
    paintFirstPaintSnapshot(document, '<p>Today</p>', false, APP_FONT_FAMILY, 2000, prepared, done);
    stylesheet.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1999);
    expect(document.querySelector('.hearth-snapshot')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('.hearth-snapshot')).toHaveLength(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('puts nothing in when the app has started meanwhile (main.tsx dropped the mark)', () => {
    vi.useFakeTimers();
    page();
    withFonts(() => new Promise(() => undefined));
    const done = vi.fn();
    paintFirstPaintSnapshot(document, '<p>Today</p>', false, APP_FONT_FAMILY, 2000, prepared, done);
    document.documentElement.removeAttribute('data-hearth-snapshot');
    vi.advanceTimersByTime(2000);
    expect(document.querySelector('.hearth-snapshot')).toBeNull();
    expect(done).toHaveBeenCalledWith(null);
  });
});

describe('paintFirstPaintSnapshot waits for its photo previews', () => {
  it('puts the snapshot in only once they are ready', () => {
    document.body.innerHTML = '<div id="root"></div>';
    document.documentElement.setAttribute('data-hearth-snapshot', '');
    let photosReady: () => void = () => undefined;
    const done = vi.fn();
    paintFirstPaintSnapshot(document, '<img src="data:image/jpeg;base64,preview">', false, APP_FONT_FAMILY, 60_000, (snapshot, ready) => {
      expect(snapshot.querySelector('img')).not.toBeNull();
      photosReady = ready;
    }, done);
    expect(document.querySelector('.hearth-snapshot')).toBeNull();
    photosReady();
    photosReady();
    expect(document.querySelectorAll('.hearth-snapshot')).toHaveLength(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('photo previews (first-paint-snapshot-photos.ts)', () => {
  it('crops as object-fit: cover does, centred', () => {
    // A 4:3 photo in a square box: the middle square.
    expect(coverCrop(960, 720, 300, 300)).toEqual({ sx: 120, sy: 0, sw: 720, sh: 720 });
    // A 4:3 photo in a wide box: the middle band, full width.
    expect(coverCrop(960, 720, 400, 200)).toEqual({ sx: 0, sy: 120, sw: 960, sh: 480 });
    // The same shape: all of it.
    expect(coverCrop(800, 600, 400, 300)).toEqual({ sx: 0, sy: 0, sw: 800, sh: 600 });
  });

  it('keeps previews of the first feed photos only, within their number and size budget', () => {
    const page = document.createElement('div');
    const photo = (n: number) => `<img data-snapshot-photo="" loading="lazy" src="data:image/png;base64,PHOTO${n}" alt="Photo ${n}">`;
    page.innerHTML = `<div data-snapshot-skip=""><img data-snapshot-photo="" src="data:image/png;base64,SKIPPED"></div>` +
      `<img src="data:image/png;base64,AVATAR" alt="">` + [1, 2, 3, 4, 5, 6].map(photo).join('');
    const seen: string[] = [];
    const preview = (image: HTMLImageElement, maxChars: number) => {
      seen.push(image.alt);
      expect(maxChars).toBeLessThanOrEqual(SNAPSHOT_PHOTO_BUDGET);
      // The second photo is not on the first screen.
      return image.alt === 'Photo 2' ? null : `data:image/jpeg;base64,PREVIEW-${image.alt}`;
    };
    const copy = document.createElement('div');
    copy.innerHTML = serializeFirstPaintSnapshot(page, preview);
    const sources = [...copy.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      null,
      'data:image/jpeg;base64,PREVIEW-Photo 1',
      null,
      'data:image/jpeg;base64,PREVIEW-Photo 3',
      'data:image/jpeg;base64,PREVIEW-Photo 4',
      'data:image/jpeg;base64,PREVIEW-Photo 5',
      null,
    ]);
    // Never a skipped element's photo, and none after the fourth preview.
    expect(seen).toEqual(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4', 'Photo 5']);
    expect(sources.filter(Boolean)).toHaveLength(SNAPSHOT_PHOTO_PREVIEWS);
    expect(copy.innerHTML).not.toMatch(/PHOTO|AVATAR|SKIPPED|data-snapshot-photo/);
    expect(copy.querySelectorAll('img:not([alt=""])')).toHaveLength(0);
    expect(copy.querySelectorAll('img[src][loading]')).toHaveLength(0);
  });

  it('decodes the previews before the snapshot is put in, and drops one that does not decode', async () => {
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        return this.src.includes('broken') ? Promise.reject(new Error('EncodingError')) : Promise.resolve();
      },
    });
    try {
      const snapshot = document.createElement('div');
      snapshot.innerHTML = '<img src="data:image/jpeg;base64,good"><img src="data:image/jpeg;base64,broken"><img>';
      const standalone = new Function(`return (${decodeSnapshotPhotos.toString()})`)() as typeof decodeSnapshotPhotos;
      await new Promise<void>((resolve) => standalone(snapshot, resolve));
      expect([...snapshot.querySelectorAll('img')].map((image) => image.hasAttribute('src'))).toEqual([true, false, false]);
    } finally {
      Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    }
  });
});

describe('the head script paints the snapshot (index.html)', () => {
  const ENTRY = { src: '/assets/index-x.js', preloads: [] };
  const run = (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    document.head.querySelectorAll('script[src], link[rel="modulepreload"]').forEach((element) => element.remove());
    document.body.innerHTML = '<div id="root"><div class="hearth-splash" role="status">Hearth is warming up…</div></div>';
    // The page is parsed: its DOMContentLoaded listener runs (kept off the shared document, so an
    // earlier run's listener does not run again). jsdom has no paint timing: the script starts the
    // app after the frame that follows the page.
    const parsed: (() => void)[] = [];
    const listen = vi.spyOn(document, 'addEventListener').mockImplementation((type: string, listener: unknown) => {
      if (type === 'DOMContentLoaded') parsed.push(listener as () => void);
    });
    new Function(landingRouteScript(ENTRY))();
    listen.mockRestore();
    for (const listener of parsed) listener();
  };
  const appStarted = () => document.head.querySelector('script[src="/assets/index-x.js"]') !== null;
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

  afterEach(() => window.history.replaceState(null, '', '/'));

  it("paints today's snapshot of the page, inert and hidden from assistive technology, then starts the app", async () => {
    saveFirstPaintSnapshot('/family', '<p class="text-base">Share what you know about your name</p>', new Date(), localStorage, BUILD);
    run('/family');
    const snapshot = document.querySelector('#root > .hearth-snapshot');
    expect(snapshot?.innerHTML).toBe('<p class="text-base">Share what you know about your name</p>');
    expect(snapshot?.hasAttribute('inert')).toBe(true);
    expect(snapshot?.getAttribute('aria-hidden')).toBe('true');
    expect(document.documentElement.getAttribute('data-hearth-snapshot')).toBe('shown');
    expect(document.querySelector('.hearth-splash')).not.toBeNull();
    expect(appStarted()).toBe(false);
    await nextFrame();
    expect(appStarted()).toBe(true);
  });

  it('paints nothing without a snapshot for this page today, and starts the app once the splash has painted', async () => {
    saveFirstPaintSnapshot('/family/feeds', '<p>Feed</p>', new Date(), localStorage, BUILD);
    run('/family');
    expect(document.querySelector('.hearth-snapshot')).toBeNull();
    expect(document.documentElement.hasAttribute('data-hearth-snapshot')).toBe(false);
    expect(appStarted()).toBe(false);
    await nextFrame();
    expect(appStarted()).toBe(true);

    localStorage.setItem(HOME_KEY, stored({ build: '/assets/index-older.js' }));
    run('/family');
    expect(document.querySelector('.hearth-snapshot')).toBeNull();
    await nextFrame();
    expect(appStarted()).toBe(true);
  });

  it("marks the home's snapshot of an earlier day, whose daily card index.html then hides", async () => {
    const card = '<section data-snapshot-today=""><p>Yesterday&#39;s challenge</p></section><ul><li>Moment 1</li></ul>';
    localStorage.setItem(HOME_KEY, stored({ day: '2020-01-01', html: card }));
    run('/family');
    const snapshot = document.querySelector('#root > .hearth-snapshot');
    expect(snapshot?.hasAttribute('data-earlier-day')).toBe(true);
    expect(snapshot?.querySelector('li')?.textContent).toBe('Moment 1');
    await nextFrame();
    expect(appStarted()).toBe(true);

    localStorage.setItem(HOME_KEY, stored({ day: firstPaintSnapshotDay(new Date()), html: card }));
    run('/family');
    expect(document.querySelector('#root > .hearth-snapshot')?.hasAttribute('data-earlier-day')).toBe(false);
  });
});
