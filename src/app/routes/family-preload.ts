import type { QueryClient } from '@tanstack/react-query';
import { mayHaveLocalDatabase } from '@/data/has-local-database';
import { preloadChunk } from '@/lib/use-chunk';
import { homePage, onboardingFlow } from '@/features/home/components/family-index-chunks';

// Opening /family used to be a chain: the route's code, then the family record, then the home's
// code, then the feed and today's challenge, each waiting for the one before (issue 4: the first
// feed post within 300 ms). These start what the page will need at once, while the route's own
// code loads. A device without Hearth's database (a first visit) fetches none of the home: /family
// shows onboarding there, so its code is requested instead (issue 9 budget for /family).

const ignore = () => undefined;

/**
 * The family record, read as soon as the family space's code is requested (every /family route).
 * On a first visit the query answers "no family" without loading the database code (use-family.ts).
 */
export function preloadFamily(queryClient: QueryClient): void {
  void import('@/features/family/api/use-family').then((m) => queryClient.prefetchQuery(m.familyQueryOptions()), ignore);
}

/**
 * For the /family index: a returning family's home code, its feed preview (5 posts through the
 * timestamp index) and the challenge catalogue the daily card shows; onboarding's code otherwise.
 */
export function preloadFamilyHome(queryClient: QueryClient): void {
  void mayHaveLocalDatabase().then((exists) => {
    if (!exists) {
      void preloadChunk(onboardingFlow);
      return;
    }
    void preloadChunk(homePage);
    void import('@/features/home/api/use-feed-preview').then((m) => queryClient.prefetchQuery(m.feedPreviewQueryOptions()), ignore);
    void import('@/features/moments/api/load-challenges').then((m) => m.loadChallengeCatalogue()).catch(ignore);
  });
}
