import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// Zero serious or critical axe violations, checked against the WCAG 2.0 and
// 2.1 A and AA rules.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/** The serious and critical violations on the page (optionally only inside `include`). */
export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<AxeViolation[]> {
  // Legacy mode runs axe.run() in the page itself: Hearth's pages have no frames, and the default
  // opens a blank page and injects axe twice more on every call (about a second each, ~100 calls).
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per offending node: rule, impact, what is wrong and where (CSS selector and HTML). */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `[${v.impact}] ${v.id}: ${v.help}\n    at ${node.target.join(' ')}\n    ${node.html.slice(0, 200)}\n    ${summary}`;
      }),
    )
    .join('\n');
}

/** Fails with the list of offenders when axe finds a serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, where: string, options: { include?: string } = {}): Promise<void> {
  const violations = await seriousViolations(page, options);
  expect(describeViolations(violations), `serious or critical axe violations on ${where}`).toBe('');
}
