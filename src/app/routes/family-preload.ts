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
 * Resolves (never rejects) once a returning family's home code and feed preview are here, so the
 * route's first render is the home with its newest moments rather than a loading state first (each
 * render before it was one more React commit, style and layout ahead of the first post). A
 * screen's own load reports what failed. Onboarding is not waited for: a first visit's header
 * paints while its code arrives.
 */
export function preloadFamilyHome(queryClient: QueryClient): Promise<void> {
  return mayHaveLocalDatabase().then((exists) => {
    if (!exists) {
      void preloadChunk(onboardingFlow);
      return;
    }
    void import('@/features/moments/data/load-challenges').then((m) => m.loadChallengeCatalogue()).catch(ignore);
    return Promise.all([
      preloadChunk(homePage),
      import('@/features/home/api/use-feed-preview').then((m) => queryClient.ensureQueryData(m.feedPreviewQueryOptions())),
    ]).then(ignore, ignore);
  });
}

/**
 * For Memories (/family/feeds): the page of moments its address lists, read as the route matches
 * instead of once the screen's code has loaded and rendered its loading state (the first card
 * waited about 100 ms at 4x CPU for that). Resolves (never rejects) once it is in the cache, at
 * once when it already was, so the route renders Memories with its moments. The calendar view,
 * and a period filter (whose start the page takes from the clock as it opens), are left to the page.
 */
export function preloadMemories(queryClient: QueryClient, url: URL): Promise<void> {
  return mayHaveLocalDatabase().then((exists) => {
    if (!exists) return;
    return Promise.all([
      import('@/features/memories/api/use-memories-page'),
      import('@/features/memories/model/memories-filters'),
      import('@/features/memories/model/calendar'),
    ]).then(([{ memoriesPageQueryOptions }, { parseMemoriesSearch, toPostFilter }, { isCalendarView }]) => {
      if (isCalendarView(url.searchParams)) return;
      const filters = parseMemoriesSearch(url.searchParams);
      if (filters.period) return;
      return queryClient.ensureQueryData(memoriesPageQueryOptions(toPostFilter(filters, new Date()), filters.page)).then(ignore);
    }).catch(ignore);
  });
}

/**
 * For every /family screen: the family record, which each of them waits for (the home or
 * onboarding, the family gate of the others). Read as the route matches rather than after the first
 * render, and awaited by the route, so the family frame renders once, with the family's name
 * and its screen, instead of a loading state first. Resolves (never rejects) with the record read
 * or failed; an answer already in the cache is not read again. A first visit answers "no family"
 * without loading any database code (use-family.ts).
 */
export function preloadFamilyRecord(queryClient: QueryClient): Promise<void> {
  return queryClient.ensureQueryData(familyQueryOptions()).then(ignore, ignore);
}
