import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { queryKeys } from '@/data/query-keys';
import type { FamilyData, Post } from '@/data/types';
import { preloadChunk } from '@/lib/use-chunk';
import { feedPreviewQueryOptions } from '@/features/home/api/use-feed-preview';
import { memoriesPageQueryOptions } from '@/features/memories/api/use-memories-page';
import { MEMORIES_PAGE_SIZE, NO_FILTERS, toPostFilter } from '@/features/memories/model/memories-filters';
import { readableInkOn } from '@/ui/member-avatar';
import { homePage } from '@/app/routes/family-index-route';
import { allocationKey } from '@/features/moments/api/use-today-allocation';
import { localDateKey } from '@/features/moments/model/choose-daily-challenge';
import { FIRST_PAINT_SLOTS, type FirstPaintTemplates } from '@/app/first-paint-from-data';

/**
 * Build time (vite.config.ts, through prerender-landing.tsx): the markup of /family and
 * /family/feeds as the app renders them for a family, with slots where the family's own data goes
 * (FIRST_PAINT_SLOTS). When a returning family's page has no first-paint snapshot (the first load
 * after an update of Hearth, or after a change made on another page), the head script fills these
 * with what IndexedDB holds and paints them as it paints a snapshot (first-paint-from-data.ts), so
 * the page shows before the app's code has downloaded and run (issue 9: LCP of those pages without
 * a snapshot, 2.5-2.8 s before). The markup is React's own, from the app's routes and components,
 * so it cannot drift from the live page; a build whose markup lacks a slot fails.
 */

const S = FIRST_PAINT_SLOTS;
/** A colour no member has: its style in the markup is the template's. */
const MARKER_COLOR = '#010203';

const markerFamily: FamilyData = {
  familyName: S.familyName,
  familyId: 'family_0_template',
  members: [{ id: 'member_0_template', name: S.memberName, emoji: '', color: MARKER_COLOR, initials: S.memberInitials }],
};

/** A text post with no task and no photos: its card is one <li> with no list inside. */
const markerPost: Post = {
  id: 'post_0_template',
  userId: 'member_0_template',
  userName: 'Template',
  memberColor: MARKER_COLOR,
  memberInitials: 'TE',
  type: 'text',
  content: 'Template',
  timestamp: '2026-01-01T00:00:00.000Z',
} as Post;

async function renderPage(path: string, queryClient: QueryClient): Promise<string> {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  // The routes' code is loaded lazily: render once the router has it (no loaders run).
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    else
      router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') resolve();
      });
  });
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  router.dispose();
  return html;
}

function templateClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.preferences.family(), markerFamily);
  return client;
}

/** Cuts the posts out of the page's post list, leaving the posts slot. */
function withPostsSlot(html: string, path: string): string {
  const list = /(<ul data-slot="post-list"[^>]*>)([\s\S]*?)(<\/ul>)/;
  const match = list.exec(html);
  if (!match || !match[2]?.includes('Template')) {
    throw new Error(`The first-paint template of ${path} has no post list to fill`);
  }
  return html.replace(list, `$1${S.posts}$3`);
}

function expectSlot(html: string, slot: string, path: string, what: string): string {
  if (!html.includes(slot)) throw new Error(`The first-paint template of ${path} lacks ${what}`);
  return html;
}

/** The member chip of the memories filter (one per member), and the page with a slot for them. */
function withMemberChipsSlot(html: string, path: string): { html: string; memberChip: string } {
  const chip = new RegExp(`<button[^>]*>(?:(?!</button>)[\\s\\S])*${S.memberName}</button>`);
  const match = chip.exec(html);
  const style = `background-color:${MARKER_COLOR};color:${readableInkOn(MARKER_COLOR)}`;
  if (!match || !match[0].includes(style)) throw new Error(`The first-paint template of ${path} has no member chip`);
  return { html: html.replace(chip, S.memberChips), memberChip: match[0].replace(style, S.memberStyle) };
}

// What a snapshot leaves out (first-paint-snapshot.ts, serializeFirstPaintSnapshot): passing
// states (the offline banner), and references between elements, which would point into the live
// page while both are in the document.
const withoutSkipped = (html: string) => html.replace(/<div [^>]*data-snapshot-skip=""[^>]*><\/div>/g, '');
const withoutReferences = (html: string) =>
  html.replace(/ (?:id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g, '');
// The live page marks its main content once it shows real data (first-paint-cover.ts): the
// templates show the family's data only once filled, and are never the live page.
const withoutMainContentMark = (html: string) => html.replace(/ data-main-content="[^"]*"/g, '');
const asSnapshot = (html: string) => withoutMainContentMark(withoutReferences(withoutSkipped(html)));

export async function renderFirstPaintTemplates(): Promise<FirstPaintTemplates> {
  await preloadChunk(homePage);

  const home = templateClient();
  home.setQueryData(feedPreviewQueryOptions().queryKey, [markerPost]);
  // Nobody has shared yet today: 'Invite Others' as it shows once that is read (it is disabled
  // until then). Today's challenge stays loading: it is chosen by the app.
  home.setQueryData(allocationKey(markerFamily.familyId, localDateKey(new Date())), null);
  let homeHtml = withPostsSlot(await renderPage('/family', home), '/family');
  homeHtml = expectSlot(homeHtml, S.familyName, '/family', 'the family name');

  const feeds = templateClient();
  const now = new Date();
  feeds.setQueryData(memoriesPageQueryOptions(toPostFilter(NO_FILTERS, now), 1).queryKey, { posts: [markerPost], total: 1, page: 1 });
  let feedsHtml = withPostsSlot(await renderPage('/family/feeds', feeds), '/family/feeds');
  feedsHtml = expectSlot(feedsHtml, S.familyName, '/family/feeds', 'the family name');
  if (!feedsHtml.includes('>Showing 1 memory<')) throw new Error('The first-paint template of /family/feeds lacks its count');
  feedsHtml = feedsHtml.replace('>Showing 1 memory<', `>${S.count}<`);
  const chips = withMemberChipsSlot(feedsHtml, '/family/feeds');

  return {
    '/family': { html: asSnapshot(homeHtml) },
    '/family/feeds': { html: asSnapshot(chips.html), memberChip: asSnapshot(chips.memberChip), pageSize: MEMORIES_PAGE_SIZE },
  };
}
