// Visual regression: every Storybook story at 375 px (project `mobile`) and 1280 px (`desktop`),
// compared with the baselines in tests/visual/__screenshots__/. See tests/visual/README.md.
import { appendFileSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import { StoryPreview } from './harness';
import { readVisualStories, type VisualStory } from './story-index';

const STORYBOOK_URL = process.env.STORYBOOK_URL?.replace(/\/$/, '');
const STORY_TIMEOUT_MS = 20_000;
const VIEWPORTS = ['mobile', 'desktop'];

/** VISUAL_SHUFFLE_SEED=<n> runs the stories in another fixed order: a diff then means one story leaks into the next. */
function ordered(stories: VisualStory[]): VisualStory[] {
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
    [shuffled[i], shuffled[j]] = [shuffled[j] as VisualStory, shuffled[i] as VisualStory];
  }
  return shuffled;
}

const stories = ordered(readVisualStories());

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
    const pinned = await preview.pinnedViewport(story.id);
    // A story pinned to one width shows a state meant for it; at the other width it would only
    // repeat its unpinned twin.
    test.skip(!!pinned && pinned !== project && VIEWPORTS.includes(pinned), `pinned to the ${pinned} viewport`);
    testInfo.annotations.push({ type: 'story', description: `${story.title} / ${story.name} (${story.importPath})` });

    // scripts/test-visual.mjs --update removes the baselines no test of a full run named here.
    const used = process.env.VISUAL_USED_BASELINES;
    if (used) appendFileSync(used, `${project}/${story.id}.png\n`);

    await preview.show(story.id);
    await expect(preview.page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
