// Addresses the hub links to (the route table: src/app/router.tsx).
export const ACTIVITIES_PATH = '/family/activities';
export const SINGING_GAME_PATH = '/family/bollywood-game';
export const RECIPE_ROULETTE_PATH = '/family/recipe-roulette';
export const TIME_TRAVEL_PATH = '/family/time-travel';
export const CO_DRAWING_PATH = '/family/co-drawing';
/** Where a family without a family set up goes to make one. */
export const FAMILY_SETUP_PATH = '/family';

/** The art guide opens inside the hub: its list, or one activity's detail. */
export function artGuideHref(activityId: string | null): string {
  const params = new URLSearchParams({ activity: 'art' });
  if (activityId) params.set('art', activityId);
  return `${ACTIVITIES_PATH}?${params.toString()}`;
}
