import type { Page } from '@playwright/test';

/** Every story starts at this moment (a Saturday morning), whatever the machine clock says. */
export const FIXED_NOW = new Date('2026-03-14T10:00:00Z');
export const RANDOM_SEED = 20260314;
/** The longest the harness waits for a story's images before its screenshot. */
const IMAGE_TIMEOUT_MS = 5_000;

/** What the init script records about the story being rendered (window.__hearthVisual). */
export type HarnessState = {
  /** The story whose storyFinished event arrived last. */
  finishedId: string | null;
  status: 'success' | 'error' | null;
  errors: string[];
  /** Before the next story: forget the last one, restart Math.random, empty web storage, body styles, no focus, scrolled to the top. */
  reset: () => void;
};

type StoryGlobals = { viewport?: { value?: string } };
type StoryParameters = { a11y?: { config?: { rules?: { id: string; enabled?: boolean }[] } } };

export type StoryInfo = { pinned: string | undefined; disabledA11yRules: string[] };

type HarnessWindow = Window & {
  __hearthVisual?: HarnessState;
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { phase?: string };
    storyStoreValue?: {
      userGlobals: { update: (globals: Record<string, unknown>) => void };
      loadStory: (options: { storyId: string }) => Promise<{ storyGlobals?: StoryGlobals; parameters?: StoryParameters }>;
    };
  };
};

/**
 * Same pixels on every run: no motion (the preview's `motion-off` class does this for stories too,
 * but a story may opt out with parameters.motion = 'on'), no caret, no scrollbars.
 */
export const DETERMINISTIC_CSS = `
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
 * - It listens on the Storybook channel the moment the preview installs it, so no event is missed:
 *   storyFinished (after loaders, render, play function and afterEach) ends the wait; any render,
 *   play-function or unhandled error is kept to fail the test with its message.
 * - It adds DETERMINISTIC_CSS as soon as there is a document.
 */
export function harnessInitScript({ seed, css }: { seed: number; css: string }): void {
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

  const record: HarnessState = {
    finishedId: null,
    status: null,
    errors: [],
    reset: () => {
      record.finishedId = null;
      record.status = null;
      record.errors = [];
      restart(seed);
      clearStorage();
      // A story may end with a Radix dialog open (issue 21); unmounting it mid-way can leave the
      // body inert (pointer-events: none) and scroll-locked for the next story.
      document.body.removeAttribute('style');
      document.body.removeAttribute('data-scroll-locked');
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
    },
  };
  (window as HarnessWindow).__hearthVisual = record;

  const message = (value: unknown): string => {
    if (value && typeof value === 'object') {
      const { message: text, description, name } = value as { message?: string; description?: string; name?: string };
      if (text || description) return [name, text ?? description].filter(Boolean).join(': ');
    }
    return String(value);
  };
  type Channel = { on: (event: string, listener: (payload: unknown) => void) => void };
  const attached = new WeakSet<object>();
  const attach = (channel: Channel) => {
    if (attached.has(channel)) return;
    attached.add(channel);
    // Libraries draw from Math.random too (MSW request ids, a chunk's first evaluation), as many
    // times as the stories before happened to make them. Restarting the sequence as each phase of
    // the story begins makes what the story itself draws independent of the order of the run.
    channel.on('storyRenderPhaseChanged', (payload) => {
      const phase = (payload as { newPhase?: string } | undefined)?.newPhase ?? '';
      const offset = ['loading', 'rendering', 'playing'].indexOf(phase);
      if (offset >= 0) restart(seed + offset + 1);
    });
    channel.on('storyFinished', (payload) => {
      const { storyId, status } = (payload ?? {}) as { storyId?: string; status?: 'success' | 'error' };
      record.finishedId = storyId ?? null;
      record.status = status ?? null;
    });
    channel.on('storyErrored', (payload) => record.errors.push(`The story could not render: ${message(payload)}`));
    channel.on('storyThrewException', (payload) => record.errors.push(`The story threw: ${message(payload)}`));
    channel.on('playFunctionThrewException', (payload) => record.errors.push(`The play function failed: ${message(payload)}`));
    channel.on('unhandledErrorsWhilePlaying', (payload) =>
      record.errors.push(`Unhandled errors while playing: ${(payload as unknown[]).map(message).join('; ')}`),
    );
    channel.on('storyMissing', (payload) => record.errors.push(`Storybook has no story ${String(payload)}`));
  };
  let current: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (next: unknown) => {
      current = next;
      if (next && typeof next === 'object' && 'on' in next) attach(next as Channel);
    },
  });

  const addStyle = () => {
    const style = document.createElement('style');
    style.dataset.hearthVisual = '';
    style.textContent = css;
    (document.head ?? document.documentElement).append(style);
  };
  if (document.documentElement) addStyle();
  else document.addEventListener('DOMContentLoaded', addStyle, { once: true });
}

/** How a worker's page moves from one story to the next (VISUAL_NAVIGATION; README). */
export type Navigation = 'channel' | 'reload';

/** Globals every story gets: the project's viewport, and the a11y addon's own axe run off (axe-check.ts runs axe instead). */
function harnessGlobals(viewport: string) {
  return { viewport: { value: viewport, isRotated: false }, a11y: { manual: true } };
}

/** The same globals in Storybook's URL syntax (`globals=viewport.value:mobile;a11y.manual:!true`). */
function globalsParam(viewport: string): string {
  return Object.entries(harnessGlobals(viewport))
    .flatMap(([key, fields]) =>
      Object.entries(fields).map(([field, value]) => `${key}.${field}:${typeof value === 'string' ? value : `!${value}`}`),
    )
    .join(';');
}

export type PreviewOptions = { storybookUrl: string; viewport: string; navigation: Navigation; timeout: number };

/**
 * One preview page per worker, reused for every story of its project. By default it switches
 * stories over the Storybook channel (as Storybook's test runner does), a fraction of the cost of a
 * page load, which keeps hundreds of screenshots inside npm test's time budget. Each story still
 * starts clean: the preview unmounts the previous one, the loaders give it a fresh Dexie database
 * and MSW handlers, the decorators a fresh QueryClient and router, and `reset()` restarts
 * Math.random and empties web storage.
 *
 * The page is loaded again instead (a) after a story that left a toast on screen (sonner keeps
 * active toasts in a module-level store and replays them into the next story's Toaster) or an
 * alert notice open (it lives in its own React root, outside the story's), and
 * (b) for every story with `navigation: 'reload'`, which rules out any other state a story could
 * leave in a module for the next one (slower; VISUAL_NAVIGATION=reload).
 */
export class StoryPreview {
  constructor(
    readonly page: Page,
    private readonly options: PreviewOptions,
  ) {}

  async open(): Promise<void> {
    // Date, timers and performance.now under Playwright's clock; show() sets it back to FIXED_NOW.
    await this.page.clock.install({ time: FIXED_NOW });
    await this.page.addInitScript(harnessInitScript, { seed: RANDOM_SEED, css: DETERMINISTIC_CSS });
    await this.page.goto(`${this.options.storybookUrl}/iframe.html?viewMode=story`);
    await this.waitForStore();
    await this.page.evaluate((globals) => {
      (window as HarnessWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals.update(globals);
    }, harnessGlobals(this.options.viewport));
  }

  private async waitForStore(): Promise<void> {
    await this.page.waitForFunction(() => !!(window as HarnessWindow).__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, {
      timeout: 30_000,
    });
  }

  /**
   * What index.json does not carry about story `id`: the viewport it is pinned to
   * (`globals: { viewport: { value: 'mobile' } }`), if any, and the axe rules it switches off
   * (`parameters.a11y.config.rules`). The story is loaded (not rendered) to read them.
   */
  async storyInfo(id: string): Promise<StoryInfo> {
    return this.page.evaluate(async (storyId) => {
      const store = (window as HarnessWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
      // A story file that fails to load is reported when the story is shown.
      const story = await store?.loadStory({ storyId }).catch(() => undefined);
      const rules = story?.parameters?.a11y?.config?.rules ?? [];
      return {
        pinned: story?.storyGlobals?.viewport?.value,
        disabledA11yRules: rules.filter((rule) => rule.enabled === false).map((rule) => rule.id),
      };
    }, id);
  }

  /**
   * Shows story `id` and waits until it has finished (loaders, render, play function, afterEach)
   * and settled (fonts, images, two frames). Throws a message naming the story when it failed or
   * did not finish in time.
   */
  async show(id: string): Promise<void> {
    const { page } = this;
    const { storybookUrl, viewport, navigation, timeout } = this.options;
    // Toasts and alert notices (openAlertNotice renders into a React root of its own, like
    // window.alert) outlive the story that opened them; a story may now end with one open.
    const leftToasts = await page.evaluate(() => document.querySelector('[data-sonner-toast], [data-slot="alert-notice-root"]') !== null);
    // Every story starts at the same moment. Time then runs, so a countdown a play function
    // watches does tick; a story whose picture shows running seconds is tagged no-visual (README).
    await page.clock.setSystemTime(FIXED_NOW);
    if (navigation === 'reload' || leftToasts) {
      await page.goto(`${storybookUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globalsParam(viewport)}`);
    } else {
      await page.evaluate((storyId) => {
        const win = window as HarnessWindow;
        win.__hearthVisual?.reset();
        win.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, id);
    }
    try {
      await page.waitForFunction(
        (storyId) => {
          const record = (window as HarnessWindow).__hearthVisual;
          return !!record && (record.finishedId === storyId || record.errors.length > 0);
        },
        id,
        { timeout, polling: 25 },
      );
    } catch (error) {
      const phase = await page
        .evaluate(() => (window as HarnessWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? 'not started')
        .catch(() => 'unknown');
      throw new Error(
        `Story "${id}" did not finish within ${timeout / 1000} s (render phase: ${phase}). ` +
          'A play function waiting for something that never shows, or a story that never settles.',
        { cause: error },
      );
    }
    const record = await page.evaluate(() => {
      const { errors, status } = (window as HarnessWindow).__hearthVisual as HarnessState;
      return { errors, status };
    });
    if (record.errors.length > 0) throw new Error(`Story "${id}" failed, no screenshot taken.\n${record.errors.join('\n')}`);
    if (record.status === 'error') {
      throw new Error(`Story "${id}" finished with status "error" (a failing report or an unhandled error); no screenshot taken.`);
    }
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
  async fitOpenDialogs(): Promise<() => Promise<void>> {
    const { page } = this;
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
    return async () => {
      if (grown && original) await page.setViewportSize(original);
    };
  }
}
