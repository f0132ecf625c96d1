import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { useFamily } from '@/features/family/api/use-family';
import { PostList } from '@/features/feed/components/post-list';
import { useNow } from '@/lib/use-now';
import { useMemoriesPage } from '@/features/memories/api/use-memories-page';
import { useServices } from '@/lib/services';
import {
  NO_FILTERS,
  hasActiveFilters,
  memoriesSearch,
  pageCount as countPages,
  pageRange,
  parseMemoriesSearch,
  toPostFilter,
  type MemoriesFilters,
} from '@/features/memories/model/memories-filters';
import { MemoriesFilterBar } from '@/features/memories/components/memories-filter-bar';
import { MemoriesPagination } from '@/features/memories/components/memories-pagination';
import { MemoriesCalendar } from '@/features/memories/components/memories-calendar';
import { MemoriesViewToggle } from '@/features/memories/components/memories-view-toggle';
import { calendarSearch, isCalendarView, parseCalendarSearch } from '@/features/memories/model/calendar';

/**
 * Memories (/family/feeds, docs/product.md#memories): every post, filtered by member, type and period, 15 a
 * page. Filters and page live in the URL query, so back/forward and reload keep them.
 */
export function MemoriesPage() {
  const { clock } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseMemoriesSearch(searchParams);
  const active = hasActiveFilters(filters);
  const now = useNow();
  // Period boundaries stay where they were when the page opened, so the query key (and the list)
  // does not change under the family every minute.
  const [openedAt] = useState(() => clock.now());
  const postFilter = toPostFilter(filters, openedAt);
  const query = useMemoriesPage(postFilter, filters.page);
  const family = useFamily();
  const members = family.data?.members ?? [];
  const listTop = useRef<HTMLDivElement>(null);

  const navigate = (next: MemoriesFilters, options?: { replace?: boolean }) =>
    setSearchParams(memoriesSearch(next), options);

  const total = query.data?.total ?? 0;
  const pages = countPages(total);

  // A link to a page that no longer exists (posts were removed, or an edited URL) shows the last one.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && filters.page > pages) {
      setSearchParams(memoriesSearch({ ...filters, page: pages }), { replace: true });
    }
  }, [query.data, query.isPlaceholderData, filters, pages, setSearchParams]);

  const goToPage = (page: number) => {
    navigate({ ...filters, page });
    listTop.current?.scrollIntoView?.({ block: 'start' });
  };

  const noPostsAtAll = query.isSuccess && total === 0 && !active;

  // The calendar view lives in the same URL (`?view=calendar&month=…&day=…`).
  if (isCalendarView(searchParams)) {
    const position = parseCalendarSearch(searchParams, now);
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 pb-6">
        <MemoriesViewToggle view="calendar" onChange={() => setSearchParams(memoriesSearch(NO_FILTERS))} />
        <MemoriesCalendar
          month={position.month}
          day={position.day}
          now={now}
          onMove={(month, day) => setSearchParams(calendarSearch(month, day))}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 pb-6">
      <MemoriesViewToggle view="list" onChange={() => setSearchParams(calendarSearch(parseCalendarSearch(new URLSearchParams(), now).month, null))} />
      {noPostsAtAll ? null : (
        <MemoriesFilterBar
          filters={filters}
          members={members}
          active={active}
          onChange={(next) => navigate({ ...next, page: 1 })}
          onClear={() => navigate(NO_FILTERS)}
        />
      )}

      <div ref={listTop} className="flex scroll-mt-24 flex-col gap-4">
        <MemoriesResults
          query={query}
          filters={filters}
          active={active}
          pages={pages}
          onClear={() => navigate(NO_FILTERS)}
          onPageChange={goToPage}
        />
      </div>
    </div>
  );
}

function MemoriesResults({
  query,
  filters,
  active,
  pages,
  onClear,
  onPageChange,
}: {
  query: ReturnType<typeof useMemoriesPage>;
  filters: MemoriesFilters;
  active: boolean;
  pages: number;
  onClear: () => void;
  onPageChange: (page: number) => void;
}) {
  // A page past the end is being replaced by the last page (see the effect above).
  const outOfRange = query.data !== undefined && query.data.total > 0 && query.data.page > pages;
  if (query.isPending || outOfRange) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Spinner label="Loading your memories" showLabel className="self-center" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full rounded-2xl" />
        ))}
      </div>
    );
  }

  // When posts fail to load the memories list falls back to empty; Hearth also says
  // so and offers to try again instead of pretending there are no memories.
  if (query.isError) {
    return (
      <>
        <AlertBanner
          tone="warning"
          title="Your memories could not be loaded"
          action={
            <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          They are still safe on this device. Please try again in a moment.
        </AlertBanner>
        <ul aria-label="Family memories" data-slot="post-list" />
      </>
    );
  }

  const { posts, total, page: shownPage } = query.data;
  if (total === 0 && !active) {
    return (
      <EmptyState
        icon="📖"
        title="Your family story starts here"
        description="Every moment your family shares is kept here, newest first. Share your first one today."
        action={
          <Button asChild>
            <Link to="/family">Go to today's moment</Link>
          </Button>
        }
      />
    );
  }
  if (total === 0 && filters.withComments && filters.member === null && filters.type === null && filters.period === null) {
    // Only the conversation filter is on: nothing is wrong with the filters, no one has commented yet.
    return (
      <EmptyState
        icon="💬"
        title="No comments yet"
        description="When someone comments on a moment, it shows up here. Open a moment's comments to start the conversation."
        action={<Button onClick={onClear}>Show every memory</Button>}
      />
    );
  }
  if (total === 0) {
    return (
      <EmptyState
        icon="🔍"
        title="No memories match these filters"
        description="Try another person, type or time, or clear the filters to see every memory."
        action={<Button onClick={onClear}>Clear filters</Button>}
      />
    );
  }

  const { from, to } = pageRange(shownPage, total);
  return (
    <>
      <p aria-live="polite" className="text-sm font-semibold text-muted-foreground">
        {total === 1
          ? 'Showing 1 memory'
          : `Showing ${from.toLocaleString()}–${to.toLocaleString()} of ${total.toLocaleString()} memories`}
      </p>
      <PostList
        posts={posts}
        aria-label="Family memories"
        className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      />
      {pages > 1 ? <MemoriesPagination page={Math.min(filters.page, pages)} pageCount={pages} onPageChange={onPageChange} /> : null}
    </>
  );
}
