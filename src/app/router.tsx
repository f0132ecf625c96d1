import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen, type RouteHandle } from '@/app/route-handle';
import { preloadTickPlayer } from '@/app/services';
import { PageLayout } from '@/app/layout/page-layout';
import { PageFallback, RootLayout } from '@/app/layout/root-layout';
import { RouteErrorPage } from '@/app/routes/route-error-page';
import { LegacyRedirect } from '@/app/routes/legacy-redirect';
import { FamilyLayout } from '@/app/layout/family-layout';
import { preloadFamilyHome, preloadFamilyRecord, preloadMemories } from '@/app/routes/family-preload';
import { FamilyIndexPage } from '@/features/home/components/family-index-page';
import { LandingPage } from '@/features/landing/components/landing-page';
import { OnamRouteError } from '@/features/festival/components/onam-route-error';

/** One address of Hearth: the feature whose screen it shows, and how the router reaches it. */
export interface ScreenRoute {
  /** The address; `:name` is a parameter, `*` any address no other entry matches. */
  path: string;
  /** The feature folder (`src/features/<feature>`) whose screen this is. */
  feature: string;
  /**
   * The frame around the screen: `page`, a public page with the shared footer; `family`, the family
   * space with its header, navigation and tab bar.
   */
  frame: 'page' | 'family';
  /** The original product also had this screen at `/app<path>`, which now redirects here. */
  appPrefix?: true;
  /** What React Router needs besides the path: the screen's handle and component or code. */
  route: Omit<RouteObject, 'path' | 'index' | 'children'>;
}

/**
 * Every address of Hearth, sorted by address (`*`, any other address, last), each with the feature
 * that owns its screen and, above it, what the family sees there. This list is the route table:
 * createRoutes builds React Router's tree from it, so an address exists only when it is listed here
 * (tests/unit/app/route-table.test.ts). The product behind each screen: docs/product.md.
 *
 * Some addresses keep the original product's names, which do not match their feature:
 * /family/feed is the home (like /family), /family/feeds is Memories, /family/bollywood-game is the
 * singing game, /onam is the festival page. Each screen is its own lazily loaded chunk, except the
 * landing page and the /family index, which ship with the app shell.
 */
export const SCREENS: readonly ScreenRoute[] = [
  // Landing page; a device that holds moments goes on to /family.
  {
    path: '/', feature: 'landing', frame: 'page',
    // The first thing a family sees: in the app shell rather than a separate chunk, so it paints
    // without a second round trip. No handle: the document keeps the shell's title.
    route: { Component: LandingPage },
  },
  // About: our story.
  {
    path: '/about', feature: 'pages', frame: 'page',
    route: lazyScreen({ title: 'Our story' }, () => import('@/features/pages/components/about-page').then((m) => m.AboutPage)),
  },
  // Onboarding while no family with members is saved; the family home after that.
  {
    path: '/family', feature: 'home', frame: 'family', appPrefix: true,
    route: {
      handle: { title: 'Family Home', back: false } satisfies RouteHandle,
      // Ships with the app shell: /family is the installed app's start page, and as a lazy route it
      // would cost a first visit one more round trip after the app's code on a slow network.
      Component: FamilyIndexPage,
    },
  },
  // Family Activities hub; the art guide opens inside it.
  {
    path: '/family/activities', feature: 'activities', frame: 'family', appPrefix: true,
    route: {
      handle: { title: 'Family Activities', back: '/family' } satisfies RouteHandle,
      // The art guide is another feature: the shell hands it to the hub rather than the hub importing it.
      lazy: async () => {
        const [{ ActivitiesHubPage }, { ArtGuide }] = await Promise.all([
          import('@/features/activities/components/activities-hub-page'),
          import('@/features/art-guide/components/art-guide'),
        ]);
        return { Component: () => <ActivitiesHubPage ArtGuide={ArtGuide} /> };
      },
    },
  },
  // Add Family Member.
  {
    path: '/family/add-member', feature: 'family', frame: 'family', appPrefix: true,
    route: lazyScreen(
      { title: 'Add Family Member', back: '/family/manage' },
      () => import('@/features/family/components/manage/add-member-page').then((m) => m.AddMemberPage),
    ),
  },
  // The original product's AI tools page: redirects to /family/activities, which links the tools.
  {
    path: '/family/ai-fun', feature: 'activities', frame: 'family', appPrefix: true,
    route: { element: <Navigate replace to="/family/activities" /> },
  },
  // The singing game, Family Alphabet Singing (the address keeps the original product's name).
  {
    path: '/family/bollywood-game', feature: 'singing-game', frame: 'family', appPrefix: true,
    route: lazyScreen(
      { title: 'Family Alphabet Singing', back: '/family/activities' },
      () => Promise.all([import('@/features/singing-game/components/singing-game-page'), preloadTickPlayer()]).then(([m]) => m.SingingGamePage),
    ),
  },
  // Co-Drawing Magic, a full-screen drawing tool (no tab bar); needs no family.
  {
    path: '/family/co-drawing', feature: 'co-drawing', frame: 'family', appPrefix: true,
    route: lazyScreen(
      { title: 'Co-Drawing Magic', back: '/family/activities', hideTabs: true },
      () => import('@/features/co-drawing/components/co-drawing-page').then((m) => m.CoDrawingPage),
    ),
  },
  // Family Dashboard.
  {
    path: '/family/dashboard', feature: 'dashboard', frame: 'family', appPrefix: true,
    route: lazyScreen(
      { title: 'Family Dashboard', back: '/family' },
      () => import('@/features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
    ),
  },
  // The family home, as at /family (the original product's feed); without a family it goes to /family.
  {
    path: '/family/feed', feature: 'home', frame: 'family',
    route: lazyScreen(
      { title: 'Family Home', back: false },
      () => import('@/features/home/components/family-feed-route').then((m) => m.FamilyFeedRoute),
    ),
  },
  // Memories ('Family Memories'; the original product's address): every moment, filtered and paged, or as a calendar.
  {
    path: '/family/feeds', feature: 'memories', frame: 'family', appPrefix: true,
    route: lazyScreen(
      { title: 'Family Memories', back: '/family' },
      () => import('@/features/memories/components/memories-page').then((m) => m.MemoriesPage),
    ),
  },
  // Manage Family (the Settings tab).
  {
    path: '/family/manage', feature: 'family', frame: 'family', appPrefix: true,
    route: lazyScreen(
      { title: 'Manage Family', back: '/family' },
      () => import('@/features/family/components/manage/manage-family-page').then((m) => m.ManageFamilyPage),
    ),
  },
  // Edit Member.
  {
    path: '/family/manage/edit/:memberId', feature: 'family', frame: 'family',
    route: lazyScreen(
      { title: 'Edit Member', back: '/family/manage' },
      () => import('@/features/family/components/manage/edit-member-page').then((m) => m.EditMemberPage),
    ),
  },
  // Recipe Roulette.
  {
    path: '/family/recipe-roulette', feature: 'recipe-roulette', frame: 'family', appPrefix: true,
    route: lazyScreen(
      { title: 'Recipe Roulette', back: '/family/activities' },
      () => Promise.all([import('@/features/recipe-roulette/components/recipe-roulette-page'), preloadTickPlayer()]).then(([m]) => m.RecipeRoulettePage),
    ),
  },
  // Time-Travel Photos; needs no family.
  {
    path: '/family/time-travel', feature: 'time-travel', frame: 'family', appPrefix: true,
    route: lazyScreen(
      { title: 'Time-Travel Photos', back: '/family/activities' },
      () => import('@/features/time-travel/components/time-travel-page').then((m) => m.TimeTravelPage),
    ),
  },
  // The family year book, made on demand from the stored moments.
  {
    path: '/family/year-book', feature: 'year-book', frame: 'family',
    route: lazyScreen(
      { title: 'Our year book', back: '/family/dashboard' },
      () => import('@/features/year-book/components/year-book-page').then((m) => m.YearBookPage),
    ),
  },
  // Parent FAQ.
  {
    path: '/faq', feature: 'pages', frame: 'page',
    route: lazyScreen({ title: 'Parent FAQ' }, () => import('@/features/pages/components/faq-page').then((m) => m.FaqPage)),
  },
  // Help and support.
  {
    path: '/help', feature: 'pages', frame: 'page',
    route: lazyScreen({ title: 'Help and support' }, () => import('@/features/pages/components/help-page').then((m) => m.HelpPage)),
  },
  // Intention, the attention-pause extension, with its demo.
  {
    path: '/intention', feature: 'pages', frame: 'page',
    route: lazyScreen(
      { title: 'Intention: a gentle pause while you scroll' },
      () => import('@/features/pages/components/intention-page').then((m) => m.IntentionPage),
    ),
  },
  // Join your family from an invitation link (/join#<secret>); outside the family space, as the
  // device may have no family yet.
  {
    path: '/join', feature: 'sync', frame: 'page',
    route: lazyScreen({ title: 'Join your family' }, () => import('@/features/sync/components/join-page').then((m) => m.JoinPage)),
  },
  // The festival page, Onam Photo Magic; a failure to load it ends on 'Onam Page Error'.
  {
    path: '/onam', feature: 'festival', frame: 'page', appPrefix: true,
    route: lazyScreen(
      { title: 'Onam Photo Magic' },
      () => import('@/features/festival/components/onam-page').then((m) => m.OnamPage),
      { errorElement: <OnamRouteError /> },
    ),
  },
  // Privacy policy.
  {
    path: '/privacy-policy', feature: 'pages', frame: 'page',
    route: lazyScreen(
      { title: 'Privacy policy' },
      () => import('@/features/pages/components/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
    ),
  },
  // Recover a synced family on a new device with its recovery code.
  {
    path: '/recover', feature: 'sync', frame: 'page',
    route: lazyScreen({ title: 'Recover your family' }, () => import('@/features/sync/components/recover-page').then((m) => m.RecoverPage)),
  },
  // Research and methodology.
  {
    path: '/research', feature: 'pages', frame: 'page',
    route: lazyScreen(
      { title: 'Research and methodology' },
      () => import('@/features/pages/components/research-page').then((m) => m.ResearchPage),
    ),
  },
  // Sign in: no account is needed.
  {
    path: '/sign-in', feature: 'pages', frame: 'page',
    route: lazyScreen({ title: 'Sign in' }, () => import('@/features/pages/components/sign-in-page').then((m) => m.SignInPage)),
  },
  // Terms of service.
  {
    path: '/terms', feature: 'pages', frame: 'page',
    route: lazyScreen({ title: 'Terms of service' }, () => import('@/features/pages/components/terms-page').then((m) => m.TermsPage)),
  },
  // Thank you, after a contribution.
  {
    path: '/thankyou', feature: 'pages', frame: 'page',
    route: lazyScreen({ title: 'Thank you' }, () => import('@/features/pages/components/thank-you-page').then((m) => m.ThankYouPage)),
  },
  // Page not found (404).
  {
    path: '*', feature: 'pages', frame: 'page',
    route: lazyScreen(
      { title: 'Page not found' },
      () => import('@/features/pages/components/not-found-page').then((m) => m.NotFoundPage),
    ),
  },
];

/** A screen's route inside its frame: the landing page and /family are their frame's index. */
function childRoute({ path, frame, route }: ScreenRoute): RouteObject {
  const inFrame = frame === 'family' ? path.replace(/^\/family\/?/, '') : path.replace(/^\//, '');
  return inFrame === '' ? { ...route, index: true } : { ...route, path: inFrame };
}

/**
 * The app's routes, built from SCREENS. With the app's query client, every /family screen starts
 * reading the family record as its route matches, and /family also the screen it will show
 * (onboarding, or the home's code and data).
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  const screensIn = (frame: ScreenRoute['frame']) => SCREENS.filter((s) => s.frame === frame).map(childRoute);
  // What a screen's first render waits for is read as its route matches, and the route waits for
  // it, so the screen renders once with it: the home's code and newest moments (the /family index),
  // Memories' page of moments.
  const withPreload = (route: RouteObject): RouteObject =>
    route.index
      ? {
          ...route,
          loader: async () => {
            if (queryClient) await preloadFamilyHome(queryClient);
            return null;
          },
        }
      : route.path === 'feeds'
        ? {
            ...route,
            loader: async ({ request }) => {
              if (queryClient) await preloadMemories(queryClient, new URL(request.url));
              return null;
            },
          }
        : route;
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first lazy route of a visit loads, instead of a blank page.
      HydrateFallback: PageFallback,
      children: [
        { element: <PageLayout />, children: screensIn('page') },
        {
          path: 'family',
          Component: FamilyLayout,
          loader: async () => {
            if (queryClient) await preloadFamilyRecord(queryClient);
            return null;
          },
          children: screensIn('family').map(withPreload),
        },
        ...SCREENS.filter((s) => s.appPrefix).map((s) => ({ path: `app${s.path}`, element: <LegacyRedirect /> })),
      ],
    },
  ];
}

export const routes: RouteObject[] = createRoutes();

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
