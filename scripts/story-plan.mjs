// Which stories the story tests visit at each width (tests/visual/README.md, "Which stories"). The
// test runner reads one index.json per width, served by scripts/test-visual.mjs; this builds them.
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS } from './find-chrome.mjs';

export const WIDTHS = ['mobile', 'desktop'];
/** Where a story that is not pinned to a width gets its axe check (as a designer first sees it). */
export const HOME_WIDTH = 'desktop';

/**
 * The stories pinned to a width (`globals: { viewport: { value: 'mobile' } }`), as `{ id: width }`.
 * index.json does not carry a story's globals, so the built preview loads each story file once.
 */
export async function pinnedStories(storybookUrl, ids) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
  try {
    const page = await browser.newPage();
    await page.goto(`${storybookUrl}/iframe.html`);
    await page.waitForFunction(() => !!globalThis.__STORYBOOK_PREVIEW__?.storyStoreValue, undefined, { timeout: 30_000 });
    return await page.evaluate(async (storyIds) => {
      const store = globalThis.__STORYBOOK_PREVIEW__.storyStoreValue;
      const pinned = {};
      // A story file that fails to load is reported when the test runner visits its stories.
      for (const id of storyIds) {
        const story = await store.loadStory({ storyId: id }).catch(() => undefined);
        const value = story?.storyGlobals?.viewport?.value;
        if (value) pinned[id] = value;
      }
      return pinned;
    }, ids);
  } finally {
    await browser.close();
  }
}

/**
 * The index.json of one width's run: a story pinned to the other width is left out (it shows a
 * state meant for that width; here it would only repeat its unpinned twin), and so is a `no-visual`
 * story away from its home width (no picture; its play function and axe check run at home).
 * `grep` (a RegExp) keeps only the story ids it matches.
 */
export function widthIndex(index, width, { pinned = {}, grep } = {}) {
  const keep = (entry) => {
    if (entry.type !== 'story') return true;
    if (grep && !grep.test(entry.id)) return false;
    const pin = WIDTHS.includes(pinned[entry.id]) ? pinned[entry.id] : undefined;
    if (pin && pin !== width) return false;
    return !(entry.tags ?? []).includes('no-visual') || width === (pin ?? HOME_WIDTH);
  };
  return { ...index, entries: Object.fromEntries(Object.entries(index.entries).filter(([, entry]) => keep(entry))) };
}

/**
 * The test runner writes one jest test file per story title, and each file loads the runner, its
 * hooks and their imports again (seconds apiece on 2 cores). Its own copy of the index groups the
 * stories, in index order, into `count` titles instead; a test is still named by its story's title
 * and name, and the hooks only use the story id.
 */
export function batchIndex(index, count) {
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const size = Math.max(1, Math.ceil(stories.length / count));
  const batched = stories.map((entry, at) => ({
    ...entry,
    title: `Stories ${Math.floor(at / size) + 1}`,
    name: `${entry.title} / ${entry.name}`,
  }));
  return { ...index, entries: Object.fromEntries(batched.map((entry) => [entry.id, entry])) };
}
