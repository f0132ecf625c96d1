import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { calendarDayOf, dayKey } from '@/lib/local-days';
import type { HearthDatabase } from '@/data/db';
import { firstPostTimestamp, postsBetween, timestampsBetween } from '@/data/posts-by-time';
import type { Post } from '@/data/types';
import { earlierYearDays, monthFallbackDays, type LookbackDay } from '../model/on-this-day-rules';
import { pickMoment } from '../model/pick-moment';

export interface OnThisDayOther {
  lookback: LookbackDay;
  count: number;
}

export interface OnThisDay {
  lookback: LookbackDay;
  moment: Post;
  /** How many moments the featured day holds (the card shows one). */
  count: number;
  /** Other earlier years with moments on this day, newest first. */
  others: OnThisDayOther[];
}

/** The featured day's moments read to pick the one shown (photos are large, so only a few). */
const FEATURED_READ = 8;

/**
 * What the home's card shows for `today`, or null when there is nothing: each earlier year's day
 * is counted from index keys, and only the newest day with moments is read (a few posts).
 * Deleted moments are gone from the index, so they can never come back here.
 */
export async function loadOnThisDay(today: Date, database?: HearthDatabase): Promise<OnThisDay | null> {
  const first = await firstPostTimestamp(database);
  if (!first) return null;
  const firstMoment = new Date(first);
  const years = await countDays(earlierYearDays(today, firstMoment), database);
  const candidates = years.length > 0 ? years : (await countDays(monthFallbackDays(today, firstMoment), database)).slice(0, 1);
  const [featured, ...others] = candidates;
  if (!featured) return null;
  const posts = await postsBetween(featured.lookback.range.from, featured.lookback.range.to, FEATURED_READ, database);
  const moment = pickMoment(posts);
  if (!moment) return null;
  return { lookback: featured.lookback, moment, count: featured.count, others };
}

async function countDays(days: LookbackDay[], database?: HearthDatabase): Promise<OnThisDayOther[]> {
  const counts = await Promise.all(days.map((day) => timestampsBetween(day.range.from, day.range.to, database)));
  return days.map((lookback, i) => ({ lookback, count: counts[i]?.length ?? 0 })).filter((entry) => entry.count > 0);
}

export const onThisDayQueryOptions = (today: Date) =>
  queryOptions({
    // Keyed by the local day: a write to posts (a deletion too) invalidates it like every posts query.
    queryKey: queryKeys.posts.onThisDay(dayKey(calendarDayOf(today))),
    queryFn: () => loadOnThisDay(today),
  });

export function useOnThisDay(today: Date) {
  return useQuery(onThisDayQueryOptions(today));
}
