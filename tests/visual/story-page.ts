import type { Page } from 'playwright';

/** Every story starts at this moment (a Saturday morning), whatever the machine clock says. */
export const FIXED_NOW = new Date('2026-03-14T10:00:00Z');
export const RANDOM_SEED = 20260314;
/** The longest a story's images may take to load before its screenshot. */
const IMAGE_TIMEOUT_MS = 5_000;

type StoryGlobals = { viewport?: { value?: string } };
type StoryParameters = { a11y?: { config?: { rules?: { id: string; enabled?: boolean }[] } } };

/** What index.json does not carry about a story. */
export type StoryInfo = { tags: string[]; pinned: string | undefined; disabledA11yRules: string[] };

type VisualWindow = Window & {
  __hearthVisual?: { reset: () => void };
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      userGlobals: { update: (globals: Record<string, unknown>) => void };
      loadStory: (options: { storyId: string }) => Promise<{ tags?: string[]; storyGlobals?: StoryGlobals; parameters?: StoryParameters }>;
    };
  };
};

/**
 * Same pixels on every run: no motion (the preview's `motion-off` class does this for stories too,
 * but a story may opt out with parameters.motion = 'on'), no caret, no scrollbars.
 */
const DETERMINISTIC_CSS = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html, body { scrollbar-width: none !important; }
::-webkit-scrollbar { display: none !important; }
`;

/**
 * Runs in the story iframe before any of its scripts (page.addInitScript), so it must be
 * self-contained: it is serialised, not imported.
 * - Math.random becomes seeded PRNGs (mulberry32), one per calling file, restarted for every story
 *   and as each of its loading, rendering and playing phases begins: shuffles, picks and ids
 *   repeat run after run.
 * - `__hearthVisual.reset()` readies the page for the next story.
 * - It adds DETERMINISTIC_CSS as soon as there is a document.
 */
function initScript({ seed, css }: { seed: number; css: string }): void {
  // One stream per calling script file (named without its content hash, e.g. `moment-fixtures`
  // for assets/moment-fixtures-CQIicCyg.js): what a story draws does not depend on how many draws a
  // library made in between (MSW numbers every request it intercepts, at times that vary).
  let base = seed >>> 0;
  const streams = new Map<string, number>();
  const hash = (text: string) => {
    let h = 2166136261;
    for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    return h >>> 0;
  };
  const restart = (next: number) => {
    base = next >>> 0;
    streams.clear();
  };
  Math.random = () => {
    const caller = new Error().stack?.split('\n')[2] ?? '';
    const file = /\/([^/?#]+?)(?:-[\w-]{8})?\.m?js(?:\?[^:)]*)?:\d+:\d+\)?\s*$/.exec(caller)?.[1] ?? '';
    const state = ((streams.get(file) ?? (base ^ hash(file)) >>> 0) + 0x6d2b79f5) >>> 0;
    streams.set(file, state);
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // As if in a fresh browser: nothing one story stored (model health, flags) reaches the next.
  const clearStorage = () => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // Storage can be unavailable (opaque origin); then there is nothing to carry over either.
    }
  };
  clearStorage();
  (window as VisualWindow).__hearthVisual = {
    reset: () => {
      restart(seed);
      clearStorage();
      // A story may end with a Radix dialog open; unmounting it mid-way can leave the
      // body inert (pointer-events: none) and scroll-locked for the next story.
      document.body.removeAttribute('style');
      document.body.removeAttribute('data-scroll-locked');
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
    },
  };

  // Libraries draw from Math.random too (MSW request ids, a chunk's first evaluation), as many
  // times as the stories before happened to make them. Restarting the sequence as each phase of
  // the story begins makes what the story itself draws independent of the order of the run. The
  // listener goes on the channel the moment the preview installs it, so no phase is missed.
  type Channel = { on: (event: string, listener: (payload: unknown) => void) => void };
  let current: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (next: unknown) => {
      if (next !== current && next && typeof next === 'object' && 'on' in next) {
        (next as Channel).on('storyRenderPhaseChanged', (payload) => {
          const offset = ['loading', 'rendering', 'playing'].indexOf((payload as { newPhase?: string } | undefined)?.newPhase ?? '');
          if (offset >= 0) restart(seed + offset + 1);
        });
      }
      current = next;
    },
  });

  const addStyle = () => {
    const style = document.createElement('style');
    style.textContent = css;
    (document.head ?? document.documentElement).append(style);
  };
  if (document.documentElement) addStyle();
  else document.addEventListener('DOMContentLoaded', addStyle, { once: true });
}

/**
 * The width a page runs at, read from its viewport (test-runner-jest.config.js gives each width's
 * browser context its own): 375 px is `mobile`, 1280 px `desktop`. fitOpenDialogs only ever grows
 * the height.
 */
export function widthOf(page: Page): 'mobile' | 'desktop' {
  return (page.viewportSize()?.width ?? 1280) <= 375 ? 'mobile' : 'desktop';
}

/**
 * Loads the preview once for a run of stories (the test runner's `prepare`): Date, timers and
 * performance.now under Playwright's clock, the init script, then every story gets the width's
 * viewport global and the a11y addon's own axe run off (axe-check.ts runs axe instead).
 */
export async function openPreview(page: Page, iframeUrl: string): Promise<void> {
  const viewport = widthOf(page);
  await page.clock.install({ time: FIXED_NOW });
  await page.addInitScript(initScript, { seed: RANDOM_SEED, css: DETERMINISTIC_CSS });
  await page.goto(iframeUrl, { waitUntil: 'load' });
  await page.waitForFunction(() => !!(window as VisualWindow).__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, { timeout: 30_000 });
  await page.evaluate((value) => {
    (window as VisualWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.update({
      viewport: { value, isRotated: false },
      a11y: { manual: true },
    });
  }, viewport);
}

/**
 * Toasts and alert notices outlive the story that opened them: sonner keeps active toasts in a
 * module-level store and replays them into the next story's Toaster, and openAlertNotice renders
 * into a React root of its own (like window.alert). After such a story the page is loaded again.
 */
export async function leftSomethingOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('[data-sonner-toast], [data-slot="alert-notice-root"]') !== null);
}

/** Before a story: every story starts at FIXED_NOW (time then runs), with a clean page. */
export async function resetForStory(page: Page): Promise<void> {
  await page.clock.setSystemTime(FIXED_NOW);
  await page.evaluate(() => (window as VisualWindow).__hearthVisual?.reset());
}

/**
 * What index.json does not carry about story `id`: its tags as the preview resolves them, the
 * viewport it is pinned to (`globals: { viewport: { value: 'mobile' } }`), if any, and the axe
 * rules it switches off (`parameters.a11y.config.rules`).
 */
export async function storyInfo(page: Page, id: string): Promise<StoryInfo> {
  return page.evaluate(async (storyId) => {
    const store = (window as VisualWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    const story = await store?.loadStory({ storyId }).catch(() => undefined);
    const rules = story?.parameters?.a11y?.config?.rules ?? [];
    return {
      tags: story?.tags ?? [],
      pinned: story?.storyGlobals?.viewport?.value,
      disabledA11yRules: rules.filter((rule) => rule.enabled === false).map((rule) => rule.id),
    };
  }, id);
}

/** After a story finished (loaders, render, play function, afterEach): fonts, every image and two frames. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async (imageTimeout) => {
    await document.fonts.ready;
    // A full-page picture shows every image: lazy ones below the fold load now, not on scroll.
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    const loaded = (image: HTMLImageElement) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
    await Promise.race([Promise.all(images.map(loaded)), new Promise((resolve) => setTimeout(resolve, imageTimeout))]);
    window.scrollTo(0, 0);
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }, IMAGE_TIMEOUT_MS);
}

/**
 * Makes the page tall enough for every open dialog to show its whole content unscrolled (issue
 * 21: the photo errors of the share dialog sat below its fold), and returns how to set the
 * viewport back. A dialog's height is a share of the viewport's (max-h 92dvh / 85dvh), so the
 * page grows by more than the hidden part, then again if a dialog still scrolls.
 */
export async function fitOpenDialogs(page: Page): Promise<() => Promise<void>> {
  const original = page.viewportSize();
  let grown = false;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const hidden = await page.evaluate(() =>
      Math.max(
        0,
        ...Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'))
          .filter((dialog) => dialog.checkVisibility())
          .map((dialog) => dialog.scrollHeight - dialog.clientHeight),
      ),
    );
    const size = page.viewportSize();
    if (hidden <= 1 || !size) break;
    await page.setViewportSize({ width: size.width, height: size.height + Math.ceil(hidden / 0.85) + 8 });
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    grown = true;
  }
  // Typing into a field near a dialog's fold scrolls the dialog, or not, depending on when the
  // browser got to it; a dialog that still overflows by a rounding pixel then keeps that scroll.
  // Every picture shows its dialogs from the top.
  await page.evaluate(() => {
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')) dialog.scrollTop = 0;
  });
  return async () => {
    if (grown && original) await page.setViewportSize(original);
  };
}
