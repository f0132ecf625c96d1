// One key factory for every React Query key. The first element of every key is the Dexie table
// (or 'server') the data comes from, so a write to a table — in this tab or another — invalidates
// exactly the queries that read it (see src/app/providers.tsx).
import { preferenceKeys } from '@/data/types';

export const queryKeys = {
  /** A voice note's or video's bytes on this device (`mediaBlobs`). */
  recordings: {
    one: (mediaId: string) => ['mediaBlobs', mediaId] as const,
  },
  posts: {
    all: ['posts'] as const,
    list: (limit: number) => ['posts', 'list', limit] as const,
    landingCounts: () => ['posts', 'landing-counts'] as const,
    query: (filter: object, page: number) => ['posts', 'query', filter, page] as const,
    stats: () => ['posts', 'stats'] as const,
    /** The home's offer of notifications: it becomes due with a moment this device shares. */
    notificationOffer: () => ['posts', 'notification-offer'] as const,
    /** The home's "On this day" card for a local day (YYYY-MM-DD). */
    onThisDay: (day: string) => ['posts', 'on-this-day', day] as const,
    /** The Memories calendar's month (YYYY-MM): which days have moments. */
    calendarMonth: (month: string) => ['posts', 'calendar-month', month] as const,
    /** The moments of one local day (YYYY-MM-DD). */
    day: (day: string) => ['posts', 'day', day] as const,
    /** Who shared which type on a local day (YYYY-MM-DD), for the daily allocation. */
    dayShares: (day: string) => ['posts', 'day-shares', day] as const,
    /** The moments a year book is made from, [from, to). */
    range: (from: string, to: string) => ['posts', 'range', from, to] as const,
  },
  reactions: {
    all: ['reactions'] as const,
    byPosts: (postIds: readonly string[]) => ['reactions', 'posts', postIds] as const,
    count: () => ['reactions', 'count'] as const,
  },
  comments: {
    all: ['comments'] as const,
    byPost: (postId: string) => ['comments', 'post', postId] as const,
    count: () => ['comments', 'count'] as const,
  },
  tasks: {
    all: ['completedTasks'] as const,
    recent: (limit: number) => ['completedTasks', 'recent', limit] as const,
    count: () => ['completedTasks', 'count'] as const,
    summary: () => ['completedTasks', 'summary'] as const,
  },
  preferences: {
    all: ['preferences'] as const,
    byKey: (key: string) => ['preferences', key] as const,
    family: () => ['preferences', 'familyData'] as const,
    /** Who shared which type on `date`. */
    momentAllocation: (familyId: string, date: string) =>
      ['preferences', preferenceKeys.momentAllocation(familyId, date)] as const,
    /** The day's moment (challenge, completion) as the daily card reads it. */
    momentDay: (familyId: string, date: string) => ['preferences', 'moment_day', familyId, date] as const,
  },
  recipes: {
    all: ['recipes'] as const,
    byFamily: (familyId: string) => ['recipes', 'family', familyId] as const,
  },
  cookingSessions: {
    all: ['cookingSessions'] as const,
    byFamily: (familyId: string, limit: number) => ['cookingSessions', 'family', familyId, limit] as const,
    byRecipe: (recipeId: string) => ['cookingSessions', 'recipe', recipeId] as const,
    count: () => ['cookingSessions', 'count'] as const,
  },
  storage: {
    estimate: () => ['storage', 'estimate'] as const,
    status: () => ['storage', 'status'] as const,
  },
  // Not tables: song catalogues are code chunks no write changes, and the server's configuration is
  // fetched; their first elements are outside the table names storage events invalidate.
  songs: {
    byLanguage: (language: string) => ['songs', language] as const,
  },
  server: {
    guidanceModel: () => ['server', 'config', 'guidanceModel'] as const,
    /** The family's devices and recovery kit date, from the sync server. */
    familyDevices: () => ['server', 'sync', 'devices'] as const,
  },
  // This device's own choices (syncState, which no storage event names): written only through their hooks.
  device: {
    notifications: () => ['device', 'notifications'] as const,
  },
} as const;
