// Story tests (issue 9): every Storybook story renders and passes its play function, is checked
// with axe once at its home width, and is compared with its baseline pictures at 375 px (project
// `mobile`) and 1280 px (`desktop`) in tests/visual/__screenshots__/. See tests/visual/README.md.
import { appendFileSync, readFileSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { parseScreenStates, proofFailure, type ScreenStateRow } from '../../scripts/screen-state-rules.mjs';
import { findA11yViolations } from './axe-check';
import { readCanvasText } from './canvas-text';
import { StoryPreview } from './harness';
import { readStories, type StoryEntry } from './story-index';

const STORYBOOK_URL = process.env.STORYBOOK_URL?.replace(/\/$/, '');
const STORY_TIMEOUT_MS = 20_000;
const VIEWPORTS = ['mobile', 'desktop'];
/** Where a story that is not pinned to a width gets its axe check (as a designer first sees it). */
const HOME_VIEWPORT = 'desktop';

/** VISUAL_SHUFFLE_SEED=<n> runs the stories in another fixed order: a diff then means one story leaks into the next. */
function ordered(stories: StoryEntry[]): StoryEntry[] {
  const seed = Number(process.env.VISUAL_SHUFFLE_SEED);
  if (!seed) return stories;
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const shuffled = [...stories];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as StoryEntry, shuffled[i] as StoryEntry];
  }
  return shuffled;
}

const stories = ordered(readStories());

/** The screen states each story is mapped to (stories/SCREEN-STATES.md): its final canvas must show their proof. */
const statesByStory = new Map<string, ScreenStateRow[]>();
for (const row of parseScreenStates(readFileSync(new URL('../../stories/SCREEN-STATES.md', import.meta.url), 'utf8')).rows) {
  statesByStory.set(row.storyId, [...(statesByStory.get(row.storyId) ?? []), row]);
}

const test = base.extend<object, { preview: StoryPreview }>({
  // One page per worker (and so per project: a worker only runs one project's tests).
  preview: [
    async ({ browser }, use, workerInfo) => {
      if (!STORYBOOK_URL) throw new Error('STORYBOOK_URL is not set: run the visual tests with `node scripts/test-visual.mjs`.');
      const { viewport, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, colorScheme, reducedMotion } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        colorScheme,
        reducedMotion,
      });
      const preview = new StoryPreview(await context.newPage(), {
        storybookUrl: STORYBOOK_URL,
        viewport: workerInfo.project.name,
        navigation: process.env.VISUAL_NAVIGATION === 'reload' ? 'reload' : 'channel',
        timeout: STORY_TIMEOUT_MS,
      });
      await preview.open();
      await use(preview);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

for (const story of stories) {
  test(story.id, async ({ preview }, testInfo) => {
    const project = testInfo.project.name;
    const { pinned, disabledA11yRules } = await preview.storyInfo(story.id);
    // A story pinned to one width shows a state meant for it; at the other width it would only
    // repeat its unpinned twin.
    test.skip(!!pinned && pinned !== project && VIEWPORTS.includes(pinned), `pinned to the ${pinned} viewport`);
    const home = pinned && VIEWPORTS.includes(pinned) ? pinned : HOME_VIEWPORT;
    test.skip(!story.screenshot && project !== home, 'no picture, and its play function and axe run at its home width');
    testInfo.annotations.push({ type: 'story', description: `${story.title} / ${story.name} (${story.importPath})` });

    await preview.show(story.id);
    const states = statesByStory.get(story.id) ?? [];
    if (states.length > 0) {
      const canvas = await readCanvasText(preview.page);
      const failures = states.map((row) => proofFailure(row, canvas)).filter((failure) => failure !== null);
      expect(failures, `"${story.id}" does not end in its screen state (stories/SCREEN-STATES.md)`).toEqual([]);
    }
    if (story.screenshot) {
      // scripts/test-visual.mjs --update removes the baselines no test of a full run named here.
      const used = process.env.VISUAL_USED_BASELINES;
      if (used) appendFileSync(used, `${project}/${story.id}.png\n`);
      const restoreViewport = await preview.fitOpenDialogs();
      try {
        await expect(preview.page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
      } finally {
        await restoreViewport();
      }
    }
    if (story.a11y && project === home) {
      const violations = await findA11yViolations(preview.page, disabledA11yRules);
      expect(violations, `axe found ${violations.length} violation(s) in "${story.id}":\n${violations.join('\n')}`).toEqual([]);
    }
  });
}

// Guards against an axe check that can never fail (wrong tags, nothing scanned): a nameless button
// and an unlabelled field on a story's page are serious/critical WCAG A failures it must report.
test('the axe check reports a violation when there is one', async ({ preview }, testInfo) => {
  test.skip(testInfo.project.name !== HOME_VIEWPORT, 'one width is enough');
  const first = stories[0];
  test.skip(!first, 'no stories');
  await preview.show((first as StoryEntry).id);
  await preview.page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<div data-axe-probe><button type="button"></button><input type="text"></div>');
  });
  try {
    const violations = await findA11yViolations(preview.page, []);
    expect(violations.map((v) => v.split(' ')[0])).toEqual(expect.arrayContaining(['button-name', 'label']));
  } finally {
    await preview.page.evaluate(() => document.querySelector('[data-axe-probe]')?.remove());
  }
});
