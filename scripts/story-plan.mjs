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
 * The test runner's own index for one jest run at every width. The runner writes one jest test
 * file per title, and each file loads the runner, its hooks and their imports again (a second or
 * more apiece on 2 cores), so the stories of each width (`indexes`: width → widthIndex) are grouped,
 * in index order, into a few titles `<width> <n>` (the test environment reads the width from the
 * file name). jest starts the largest files first, so the sizes fall (weights k, k-1, …, 1): the
 * small ones at the end fill the gaps while the other worker finishes. About `perFile` stories
 * make one file's share, at most `maxFiles` files per width. Tests are named `<title> / <name>`;
 * the hooks only use the story id, and an entry's key (`<width>:<id>`) is never read.
 */
export function runIndex(indexes, { perFile = 40, maxFiles = 6 } = {}) {
  const entries = [];
  for (const [width, index] of Object.entries(indexes)) {
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    const files = Math.min(maxFiles, Math.max(1, Math.ceil(stories.length / perFile)));
    const total = (files * (files + 1)) / 2;
    let next = 0;
    for (let file = 1; file <= files; file += 1) {
      const end = file === files ? stories.length : Math.min(stories.length, next + Math.round((stories.length * (files - file + 1)) / total));
      for (const entry of stories.slice(next, end)) {
        entries.push([`${width}:${entry.id}`, { ...entry, title: `${width} ${file}`, name: `${entry.title} / ${entry.name}` }]);
      }
      next = end;
    }
  }
  return { v: Object.values(indexes)[0]?.v ?? 5, entries: Object.fromEntries(entries) };
}
