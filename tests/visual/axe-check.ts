import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright';

/** The WCAG levels the a11y addon checks in Storybook (.storybook/preview.tsx parameters.a11y). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = ['serious', 'critical'];

let axeSource: string | undefined;
/** axe-core's browser build, read once (not its Node entry, which would evaluate all of axe here; run from the repository root). */
function readAxeSource(): string {
  axeSource ??= readFileSync(createRequire(join(process.cwd(), 'package.json')).resolve('axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

type AxeWindow = Window & { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/**
 * Axe over the whole document (dialogs and toasts render in portals outside #storybook-root).
 * A story fails on any serious or critical violation of any rule, and on any violation
 * of a WCAG 2.x A/AA rule, as the addon does when a designer opens the story. Rules the story
 * switches off for the addon (parameters.a11y.config.rules) are off here too.
 *
 * axe goes into the page once and stays there while the preview switches stories (the story
 * tests load a page once per worker and width); `axe.run` on the story's document then costs a
 * fraction of @axe-core/playwright's analyze, which injects axe again and opens a blank page to
 * merge its results on every call.
 */
export async function findA11yViolations(page: Page, disabledRules: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) await page.evaluate(readAxeSource());
  const rules = Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }]));
  const { violations } = await page.evaluate((options) => (window as AxeWindow).axe!.run(document, options), { rules });
  return violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? '') || v.tags.some((tag) => WCAG_TAGS.includes(tag)))
    .map((v) => {
      const where = v.nodes
        .slice(0, 3)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
        .join('\n');
      return `${v.id} (${v.impact ?? 'no impact'}): ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n${where}`;
    });
}
