import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

type ViewportOption = { styles?: { width?: string; height?: string } };
type ViewportGlobals = { viewport?: { value?: string } };
type A11yParameter = { config?: { rules?: { id: string; enabled: boolean }[] } };

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * Every story: its play function runs (the runner's default), then axe checks the whole document.
 * Only serious and critical violations fail here; stories tagged `no-a11y` skip this check. (The
 * a11y addon's own run, `parameters.a11y.test = 'error'`, also fails a story on WCAG A/AA rules.)
 */
const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // A story pinned to a viewport (`globals: { viewport: { value: 'mobile' } }`) renders at that
    // size here too; a prepared story keeps its own globals as storyGlobals.
    const { storyGlobals, globals } = story as unknown as { storyGlobals?: ViewportGlobals; globals?: ViewportGlobals };
    const viewportName = storyGlobals?.viewport?.value ?? globals?.viewport?.value;
    const options = (story.parameters.viewport as { options?: Record<string, ViewportOption> } | undefined)?.options;
    const styles = viewportName ? options?.[viewportName]?.styles : undefined;
    const width = Number.parseInt(styles?.width ?? '', 10);
    const height = Number.parseInt(styles?.height ?? '', 10);
    await page.setViewportSize(Number.isFinite(width) && Number.isFinite(height) ? { width, height } : DEFAULT_VIEWPORT);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    if (story.tags.includes('no-a11y')) return;
    // Rules a story switches off for the addon (parameters.a11y.config.rules) are off here too.
    const disabled = ((story.parameters.a11y as A11yParameter | undefined)?.config?.rules ?? []).filter((r) => !r.enabled);
    const rules = Object.fromEntries(disabled.map((r) => [r.id, { enabled: false }]));
    const check = () =>
      // The whole document: dialogs and toasts render in portals outside #storybook-root.
      checkA11y(page, 'body', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        includedImpacts: ['critical', 'serious'],
        verbose: false,
        axeOptions: { rules },
      });
    // The addon's axe may still be finishing its own run of this story: wait for it, do not fail.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await check();
        return;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
        await page.waitForTimeout(250);
      }
    }
  },
};

export default config;
