import { expect, test, type Page } from '@playwright/test';
import { describeViolations, seriousViolations } from './helpers/axe';
import { openRoute, ROUTES } from './helpers/routes';
import { fewPosts, seedFamily } from './helpers/seed';
import { waitForSettled } from './helpers/settle';

// Zero serious or critical axe violations (WCAG 2.0/2.1 A and AA) on every
// route of the route table, with and without family data, at 1280 px (desktop project) and 375 px
// (mobile project, through the @mobile tag). One page visits every route in turn (a fresh browser
// context per route would triple the time of this file); each route is its own step and a
// violation on one route does not hide the others.

async function checkEveryRoute(page: Page, hasFamily: boolean) {
  const state = hasFamily ? 'with a family and posts' : 'without family data';
  for (const route of ROUTES) {
    await test.step(route.path, async () => {
      await openRoute(page, route, hasFamily);
      await waitForSettled(page);
      const violations = await seriousViolations(page);
      expect.soft(describeViolations(violations), `serious or critical axe violations on ${route.path} ${state}`).toBe('');
    });
  }
}

test('every route: no serious axe violations without family data @mobile', async ({ page }) => {
  test.setTimeout(ROUTES.length * 15_000);
  await checkEveryRoute(page, false);
});

test('every route: no serious axe violations with a family and posts @mobile', async ({ page }) => {
  test.setTimeout(ROUTES.length * 15_000);
  await seedFamily(page, { posts: fewPosts() });
  await checkEveryRoute(page, true);
});

test('the check itself finds a serious violation when there is one', async ({ page }) => {
  // Guards against a check that can never fail (wrong tags, nothing scanned): a nameless button and
  // an unlabelled field are serious/critical WCAG A failures axe must report.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML('afterbegin', '<button type="button"></button><input type="text">');
  });
  const ids = (await seriousViolations(page)).map((v) => v.id);
  expect(ids).toEqual(expect.arrayContaining(['button-name', 'label']));
});
