import { expect, type Page } from '@playwright/test';
import { demoFamily } from '../../../stories/mocks/post-fixtures';

// The addresses of the original product (src/app/router.tsx lists them with the newer ones), with
// what shows once the screen is ready, so a check looks at the real screen and not at a loading
// state. `withFamily` / `withoutFamily`: a heading or text that only that state shows.

export type RouteCase = {
  path: string;
  /** The page's level-1 heading. */
  h1: string | RegExp;
  /** Shown once the screen is ready when a family is saved. */
  withFamily?: string | RegExp;
  /** Shown once the screen is ready when no family is saved. */
  withoutFamily?: string | RegExp;
  /** Where the route ends up when a family with posts is saved (the landing page sends them home). */
  familyRedirect?: string;
};

const firstMember = demoFamily.members[0];
if (!firstMember) throw new Error('The demo family needs a member');

export const ROUTES: readonly RouteCase[] = [
  { path: '/', h1: 'Screen time, together.', familyRedirect: '/family', withFamily: "Today's Family Moment" },
  { path: '/about', h1: 'Screen time that brings your family closer' },
  { path: '/faq', h1: 'Questions parents ask us' },
  { path: '/research', h1: 'Learning from families without watching them' },
  { path: '/intention', h1: 'A gentle pause while you scroll' },
  { path: '/privacy-policy', h1: 'Who receives what, in plain words' },
  { path: '/terms', h1: 'The terms for using Hearth' },
  { path: '/help', h1: 'How can we help?' },
  { path: '/thankyou', h1: 'Thank you for keeping Hearth warm' },
  { path: '/sign-in', h1: 'No account needed' },
  { path: '/family', h1: 'Family Home', withFamily: "Today's Family Moment", withoutFamily: 'Welcome to Hearth' },
  { path: '/family/feed', h1: 'Family Home', withFamily: "Today's Family Moment", withoutFamily: 'Welcome to Hearth' },
  { path: '/family/feeds', h1: 'Family Memories', withFamily: 'Filter memories', withoutFamily: 'Your family story starts here' },
  { path: '/family/activities', h1: 'Family Activities', withFamily: 'Play Together' },
  { path: '/family/dashboard', h1: 'Family Dashboard', withFamily: /journey/i },
  { path: '/family/manage', h1: 'Manage Family', withFamily: 'Family members', withoutFamily: 'No Family Data Found' },
  { path: '/family/add-member', h1: 'Add Family Member', withoutFamily: 'No Family Data Found' },
  { path: `/family/manage/edit/${firstMember.id}`, h1: 'Edit Member', withoutFamily: 'No Family Data Found' },
  { path: '/family/time-travel', h1: 'Time-Travel Photos' },
  { path: '/family/co-drawing', h1: 'Co-Drawing Magic' },
  { path: '/family/bollywood-game', h1: 'Family Alphabet Singing', withoutFamily: 'Please set up your family first' },
  { path: '/family/recipe-roulette', h1: 'Recipe Roulette', withFamily: 'Your Recipe Collection', withoutFamily: 'Recipe Roulette needs a family' },
  { path: '/onam', h1: 'Onam Photo Magic' },
  { path: '/no-such-page', h1: "This family space isn't here" },
];

/** Opens `route` and waits until its screen (for this family state) is showing. */
export async function openRoute(page: Page, route: RouteCase, hasFamily: boolean): Promise<void> {
  await page.goto(route.path);
  const redirect = hasFamily ? route.familyRedirect : undefined;
  if (redirect) {
    await expect(page).toHaveURL(new RegExp(`${redirect.replace(/[/]/g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Family Home' })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible();
  }
  const marker = hasFamily ? route.withFamily : route.withoutFamily;
  if (marker) await expect(page.getByText(marker).first()).toBeVisible();
}
