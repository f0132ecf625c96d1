// Guards against an axe check that can never fail (wrong tags, nothing scanned): a nameless button
// and an unlabelled field on a story's page are serious/critical WCAG A failures it must report.
import { expect, test } from '@playwright/test';
import { findA11yViolations } from './axe-check';
import { readIndex } from './story-index';

test('the axe check reports a violation when there is one', async ({ page }) => {
  const first = Object.values(readIndex()).find((entry) => entry.type === 'story');
  expect(first, 'a built Storybook with stories').toBeDefined();
  await page.goto(`/iframe.html?id=${first?.id}&viewMode=story`);
  await expect(page.locator('#storybook-root > *').first()).toBeAttached({ timeout: 20_000 });
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('beforeend', '<div data-axe-probe><button type="button"></button><input type="text"></div>');
  });
  const violations = await findA11yViolations(page, []);
  expect(violations.map((v) => v.split(' ')[0])).toEqual(expect.arrayContaining(['button-name', 'label']));
});
