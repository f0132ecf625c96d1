import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright';

/** The WCAG levels the a11y addon checks in Storybook (.storybook/preview.tsx parameters.a11y). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = ['serious', 'critical'];

/**
 * Axe over the whole document (dialogs and toasts render in portals outside #storybook-root).
 * A story fails on any serious or critical violation of any rule (issue 9), and on any violation
 * of a WCAG 2.x A/AA rule, as the addon does when a designer opens the story. Rules the story
 * switches off for the addon (parameters.a11y.config.rules) are off here too.
 */
export async function findA11yViolations(page: Page, disabledRules: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (disabledRules.length > 0) builder.disableRules(disabledRules);
  const { violations } = await builder.analyze();
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
