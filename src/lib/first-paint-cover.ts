/**
 * While the first-paint snapshot covers the page (main.tsx, first-paint-snapshot.ts), the app
 * renders unseen beside it. Screens call `uncoverFirstPaint` from a layout effect once what they
 * show is final enough to replace it: the page's main content (markMainContentRendered), an error,
 * onboarding. It is swapped in the same frame, so the family never sees a spinner in between.
 * Without a snapshot (every other load, stories, tests) nothing is registered and it does nothing.
 */
/**
 * Marks the element of a page's main content while it shows what a fresh load of the page would
 * show (real data; not loading, not an error, not a moment in progress): only then is the page
 * snapshotted (src/app/first-paint-snapshot.ts).
 */
export const MAIN_CONTENT_ATTRIBUTE = 'data-main-content';
/** Marks what must never be in a snapshot: passing states (the offline banner). */
export const SNAPSHOT_SKIP_ATTRIBUTE = 'data-snapshot-skip';
/** Marks text that is out of date as soon as it is saved (a countdown): its box is kept, unseen. */
export const SNAPSHOT_CONCEAL_ATTRIBUTE = 'data-snapshot-conceal';
/**
 * Marks what belongs to the day the snapshot is taken (the home's daily card): painted on a later
 * day, the element keeps its place but its content is hidden (index.html) until the app has read
 * the new day.
 */
export const SNAPSHOT_TODAY_ATTRIBUTE = 'data-snapshot-today';
/**
 * On the page's <main>: the path of the page it shows. A snapshot is only kept under the path of
 * the page it copies, also while a navigation has already changed the address but not the page.
 */
export const SNAPSHOT_PAGE_ATTRIBUTE = 'data-snapshot-page';

let uncover: (() => void) | null = null;

/** main.tsx: what swapping the live page in means for this load. */
export function coverFirstPaintUntilReady(swap: () => void): void {
  uncover = swap;
}

/** Swaps the live page in, once; later calls do nothing. */
export function uncoverFirstPaint(): void {
  const swap = uncover;
  uncover = null;
  swap?.();
}
