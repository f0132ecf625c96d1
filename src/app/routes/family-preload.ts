import type { QueryClient } from '@tanstack/react-query';
import { mayHaveLocalDatabase } from '@/data/has-local-database';
import { preloadChunk } from '@/lib/use-chunk';
import { familyQueryOptions } from '@/features/family/api/use-family';
import { homePage, onboardingFlow } from '@/features/home/components/family-index-chunks';

// Opening /family used to be a chain: the family record, then the home's code, then the feed and
// today's challenge, each waiting for the one before (the first feed post within 300 ms).
// This starts what the page will need at once, as the route matches, while the family record is
// read. A device without Hearth's database (a first visit) fetches none of the home: /family shows
// onboarding there, so its code is requested instead.

const ignore = () => undefined;

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
    void import('@/features/moments/data/load-challenges').then((m) => m.loadChallengeCatalogue()).catch(ignore);
  });
}

/**
 * For Memories (/family/feeds): the page of moments its address lists, read as the route matches
 * instead of once the screen's code has loaded and rendered its loading state (the first card
 * waited about 100 ms at 4x CPU for that). The calendar view, and a period filter (whose start the
 * page takes from the clock as it opens), are left to the page.
 */
export function preloadMemories(queryClient: QueryClient, url: URL): void {
  void mayHaveLocalDatabase().then((exists) => {
    if (!exists) return;
    void Promise.all([
      import('@/features/memories/api/use-memories-page'),
      import('@/features/memories/model/memories-filters'),
      import('@/features/memories/model/calendar'),
    ]).then(([{ memoriesPageQueryOptions }, { parseMemoriesSearch, toPostFilter }, { isCalendarView }]) => {
      if (isCalendarView(url.searchParams)) return;
      const filters = parseMemoriesSearch(url.searchParams);
      if (filters.period) return;
      return queryClient.prefetchQuery(memoriesPageQueryOptions(toPostFilter(filters, new Date()), filters.page));
    }, ignore);
  });
}

/**
 * For every /family screen: the family record, which each of them waits for (the home or
 * onboarding, the family gate of the others). Read as the route matches rather than after the first
 * render: a returning family's first post waited about 150 ms at 4x CPU for that render. A first
 * visit answers "no family" without loading any database code (use-family.ts).
 */
export function preloadFamilyRecord(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(familyQueryOptions());
}
