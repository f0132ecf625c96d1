import { isFirstPaintSnapshotKey, isFirstPaintSnapshotPath, saveFirstPaintSnapshot } from '@/data/first-paint-snapshot';
import { photoPreview, SNAPSHOT_PHOTO_BUDGET, SNAPSHOT_PHOTO_PREVIEWS } from '@/app/first-paint-snapshot-photos';
import {
  coverFirstPaintUntilReady,
  MAIN_CONTENT_ATTRIBUTE,
  SNAPSHOT_CONCEAL_ATTRIBUTE,
  SNAPSHOT_PAGE_ATTRIBUTE,
  SNAPSHOT_SKIP_ATTRIBUTE,
  uncoverFirstPaint,
} from '@/lib/first-paint-cover';

/**
 * Taking and showing the first-paint snapshot (src/data/first-paint-snapshot.ts: what it is, where
 * it is kept, when it is erased). The head script in index.html paints it; this module saves it
 * from the live page and swaps the live page in over it.
 */

/** What is never kept: passing states, and sonner's toaster (not ours to mark). */
const SKIPPED = `[${SNAPSHOT_SKIP_ATTRIBUTE}], [data-sonner-toaster], script, template, noscript`;

/** The feed photos of `root` that a snapshot keeps, in document order. */
const keptPhotos = (root: Element) =>
  [...root.querySelectorAll<HTMLImageElement>('img[data-snapshot-photo]')].filter((image) => !image.closest(SKIPPED));

// References between elements and form names would point into the live page while both are in the
// document (the snapshot sits beside it until the swap); state the head script cannot bring back.
const DROPPED_ATTRIBUTES = [
  'id',
  'for',
  'name',
  'form',
  'autofocus',
  'aria-hidden',
  'data-aria-hidden',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
];

/**
 * The markup of `container` as the snapshot keeps it: no photos but small previews of the first
 * screen's feed photos (first-paint-snapshot-photos.ts; the photos themselves are the family's
 * heaviest data, and a data URL can be megabytes: the other boxes keep their size, empty), no
 * typed text (a draft is not a memory yet), no scripts, nothing marked to skip, no toasts, no
 * element ids. Times and countdowns keep their box but are not shown: they were right when saved,
 * not when painted.
 */
export function serializeFirstPaintSnapshot(container: Element, preview: typeof photoPreview = photoPreview): string {
  const copy = container.cloneNode(true) as Element;
  // The copy's photos are the live page's, in the same order: previews come from the live ones,
  // which are decoded and laid out.
  const livePhotos = keptPhotos(container);
  const copiedPhotos = keptPhotos(copy);
  const previews = new Map<Element, string>();
  let budget = SNAPSHOT_PHOTO_BUDGET;
  for (let index = 0; index < livePhotos.length && previews.size < SNAPSHOT_PHOTO_PREVIEWS; index += 1) {
    const url = preview(livePhotos[index]!, budget);
    const copied = copiedPhotos[index];
    if (url === null || !copied) continue;
    previews.set(copied, url);
    budget -= url.length;
  }
  // Items of a long list below the first screen: the next load opens at the top, and each one
  // costs the head script parsing and layout before the first paint (the memories page lists 15).
  const liveLists = container.querySelectorAll('[data-snapshot-list]');
  const copiedLists = copy.querySelectorAll('[data-snapshot-list]');
  liveLists.forEach((list, index) => {
    const copied = copiedLists[index];
    if (!copied) return;
    const items = [...list.children];
    const firstHidden = items.findIndex((item) => item.getBoundingClientRect().top + window.scrollY >= window.innerHeight);
    if (firstHidden < 0) return;
    for (const item of [...copied.children].slice(firstHidden)) item.remove();
  });
  for (const element of copy.querySelectorAll(SKIPPED)) element.remove();
  for (const media of copy.querySelectorAll('img, source, video, audio, track, iframe')) {
    media.removeAttribute('src');
    media.removeAttribute('srcset');
    if (media.tagName === 'IMG') media.setAttribute('alt', '');
    const url = previews.get(media);
    if (url !== undefined) {
      media.setAttribute('src', url);
      // Painted with the snapshot, not once it scrolls into view (the head script decodes it first).
      media.removeAttribute('loading');
    }
    media.removeAttribute('data-snapshot-photo');
  }
  for (const field of copy.querySelectorAll('input, textarea, select')) {
    field.removeAttribute('value');
    field.removeAttribute('checked');
    if (field.tagName === 'TEXTAREA') field.textContent = '';
  }
  for (const element of copy.querySelectorAll('*')) {
    for (const name of DROPPED_ATTRIBUTES) element.removeAttribute(name);
    // An inline background image would be a photo again.
    const style = element.getAttribute('style');
    if (style?.includes('url(')) element.removeAttribute('style');
  }
  for (const stale of copy.querySelectorAll(`time, [${SNAPSHOT_CONCEAL_ATTRIBUTE}]`)) {
    (stale as HTMLElement).style.visibility = 'hidden';
  }
  return copy.innerHTML.trim();
}

type PageLocation = Pick<Location, 'pathname' | 'search'>;

/**
 * Saves the snapshot of the page at `location` that `container` shows, if it is a snapshotted
 * page (no filters in the address) showing its main content, and the page it shows is that one
 * (not the next one already). Returns whether one was saved.
 */
export function saveSnapshotOf(container: Element, location: PageLocation = window.location, build = ''): boolean {
  if (!isFirstPaintSnapshotPath(location.pathname, location.search)) return false;
  const shown = container.querySelector(`[${SNAPSHOT_PAGE_ATTRIBUTE}]`)?.getAttribute(SNAPSHOT_PAGE_ATTRIBUTE);
  if (shown !== (location.pathname.replace(/\/+$/, '') || '/')) return false;
  if (!container.querySelector(`[${MAIN_CONTENT_ATTRIBUTE}]`)) return false;
  return saveFirstPaintSnapshot(location.pathname, serializeFirstPaintSnapshot(container), new Date(), undefined, build);
}

/** The recorder main.tsx started (recordFirstPaintSnapshots): saves the page at a location. */
let saveLeftPage: ((location: PageLocation) => void) | null = null;

/** Whether the page shows settled data (app.tsx: no query loading, no change being saved). */
let pageSettled: () => boolean = () => true;

/**
 * Saves a snapshot only while `settled()` says the page shows what the database holds. A write
 * erases the snapshots before it is made (db.ts), but the page still shows the data from before
 * it until its queries have read again: a snapshot saved in between (the family leaves at once)
 * would paint a deleted moment again on the next load. Returns a function that removes the check.
 */
export function snapshotOnlySettledPages(settled: () => boolean): () => void {
  pageSettled = settled;
  return () => {
    if (pageSettled === settled) pageSettled = () => true;
  };
}

interface NavigatingRouter {
  state: { location: PageLocation & { key: string }; navigation: { location?: PageLocation | undefined } };
  subscribe: (listener: (state: NavigatingRouter['state']) => void) => () => void;
}

/**
 * Keeps the snapshot of each snapshotted page the family leaves inside the app, as it was when
 * they left (app.tsx, with the app's router): the home after today's moment, when the family then
 * goes on to the memories and closes Hearth there, still paints at once the next morning. The
 * router reports a navigation before React shows the next page. Saved at most once per visit of
 * a page; only when main.tsx records snapshots.
 */
export function snapshotPagesAsTheyAreLeft(router: NavigatingRouter): () => void {
  let shown = router.state.location;
  let savedVisit: string | null = null;
  return router.subscribe((state) => {
    const next = state.navigation.location ?? state.location;
    if ((next.pathname !== shown.pathname || next.search !== shown.search) && savedVisit !== shown.key) {
      savedVisit = shown.key;
      saveLeftPage?.(shown);
    }
    shown = state.location;
  });
}

/**
 * Keeps the snapshot up to date with what the family saw last: whenever the page is hidden or left
 * (another app, another tab, a closed tab, another page of the app: snapshotPagesAsTheyAreLeft),
 * which is when it is most up to date, and when the family is no longer looking. Not while the
 * page loads: copying the page and drawing the photo previews takes tens of milliseconds on a
 * slow phone, a long task just when the family starts to use the page (issue 9: TBT). Mobile browsers report a page as hidden before they discard it.
 * Database writes erase it in between (db.ts).
 * Once another tab has erased it (a write there), this tab keeps none until it is loaded again:
 * what it shows may predate that write (it refreshes only once its queries have re-read), and a
 * deleted moment must never be painted again. The other tab keeps its own.
 */
export function recordFirstPaintSnapshots(container: Element, build: string): () => void {
  let changedElsewhere = false;
  const save = (location: PageLocation = window.location) => {
    if (!changedElsewhere && pageSettled()) saveSnapshotOf(container, location, build);
  };
  saveLeftPage = save;
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  // `storage` events come only from other tabs; a null key means their storage was cleared.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (isFirstPaintSnapshotKey(event.key) && event.newValue === null)) changedElsewhere = true;
  };
  document.addEventListener('visibilitychange', onHidden);
  const onPageHide = () => save();
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('storage', onStorage);
  return () => {
    if (saveLeftPage === save) saveLeftPage = null;
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('storage', onStorage);
  };
}

/** How long the snapshot may stay when no screen says it is ready (a stuck request, a slow phone). */
export const SNAPSHOT_COVER_LIMIT_MS = 5000;

/**
 * The head script painted a snapshot into `root`: renders the app into a container beside it,
 * unseen (index.html), and swaps it in when a screen is ready (first-paint-cover.ts) or after
 * SNAPSHOT_COVER_LIMIT_MS. Returns the app's container.
 */
export function coverWithSnapshot(root: HTMLElement, snapshot: Element): HTMLElement {
  const container = document.createElement('div');
  container.className = 'hearth-app';
  root.appendChild(container);
  const limit = window.setTimeout(uncoverFirstPaint, SNAPSHOT_COVER_LIMIT_MS);
  coverFirstPaintUntilReady(() => {
    window.clearTimeout(limit);
    snapshot.remove();
    root.querySelector(':scope > .hearth-splash')?.remove();
    document.documentElement.removeAttribute('data-hearth-snapshot');
  });
  return container;
}
