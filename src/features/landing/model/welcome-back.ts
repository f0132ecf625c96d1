// A family that already has local data goes from the landing page
// straight to its family space, greeted with how many moments it has shared.

export interface SharedMomentCounts {
  /** Posts in the family feed. */
  posts: number;
  /** Completed daily family moments. */
  completedTasks: number;
}

/** Prior data (posts or completed tasks) exists -> redirect to /family. */
export function hasPriorFamilyData(counts: SharedMomentCounts): boolean {
  return counts.posts > 0 || counts.completedTasks > 0;
}

/**
 * The number the welcome-back banner shows. Shared moments are the posts of the feed; a family that
 * completed daily moments without posting yet still gets a non-zero count (its completed moments),
 * so the banner never greets a returning family with "0 moments". Null when there is nothing to
 * welcome back to.
 */
export function welcomeBackCount(counts: SharedMomentCounts): number | null {
  if (!hasPriorFamilyData(counts)) return null;
  return counts.posts > 0 ? counts.posts : counts.completedTasks;
}

/** "1 shared moment", "12 shared moments". */
export function sharedMomentsLabel(count: number): string {
  return `${count} shared ${count === 1 ? 'moment' : 'moments'}`;
}
