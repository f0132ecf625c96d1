import type { RouteObject } from 'react-router-dom';
import { lazyScreen, type RouteHandle } from '@/app/route-handle';
import { preloadTickPlayer } from '@/app/services';

// Routes of the activities feature. familyRoutes are children of /family (family layout: header, nav, tab bar);
// pageRoutes are children of the public page layout (content + shared footer).
const handle = (h: RouteHandle) => h;

export const familyRoutes: RouteObject[] = [
  {
    // activities spec §2.3: the hub; the art guide (another feature) opens inside it, so the shell
    // hands it in rather than the hub importing it.
    path: 'activities',
    handle: handle({ title: 'Family Activities', back: '/family' }),
    lazy: async () => {
      const [{ ActivitiesHubPage }, { ArtGuide }] = await Promise.all([
        import('@/features/activities/components/activities-hub-page'),
        import('@/features/art-guide/components/art-guide'),
      ]);
      return { Component: () => <ActivitiesHubPage ArtGuide={ArtGuide} /> };
    },
  },
  // activities spec §2.5.
  lazyScreen(
    'bollywood-game', { title: 'Family Alphabet Singing', back: '/family/activities' },
    () => Promise.all([import('@/features/singing-game/components/singing-game-page'), preloadTickPlayer()]).then(([m]) => m.SingingGamePage),
  ),
  // activities spec §2.6.
  lazyScreen(
    'recipe-roulette', { title: 'Recipe Roulette', back: '/family/activities' },
    () => Promise.all([import('@/features/recipe-roulette/components/recipe-roulette-page'), preloadTickPlayer()]).then(([m]) => m.RecipeRoulettePage),
  ),
];

export const pageRoutes: RouteObject[] = [];
