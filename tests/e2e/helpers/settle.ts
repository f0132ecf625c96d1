import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is what a person would look at: no loading spinner, skeleton or busy control
 * is left, the fonts are in, and every finite animation (dialog sheets, fades) has finished — so
 * checks such as colour contrast see the final colours, not a frame of a fade-in.
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"], [data-slot="skeleton"], [data-slot="spinner"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
