import { isFirstPaintSnapshotPath, saveFirstPaintSnapshot } from '@/data/first-paint-snapshot';
import { afterMainContent } from '@/lib/after-first-paint';
import {
  coverFirstPaintUntilReady,
  MAIN_CONTENT_ATTRIBUTE,
  SNAPSHOT_CONCEAL_ATTRIBUTE,
  SNAPSHOT_SKIP_ATTRIBUTE,
  uncoverFirstPaint,
} from '@/lib/first-paint-cover';

/**
 * Taking and showing the first-paint snapshot (src/data/first-paint-snapshot.ts: what it is, where
 * it is kept, when it is erased). The head script in index.html paints it; this module saves it
 * from the live page and swaps the live page in over it.
 */

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
 * The markup of `container` as the snapshot keeps it: no photos (they are the family's heaviest
 * data and a data URL can be megabytes; their boxes keep their size), no typed text (a draft is
 * not a memory yet), no scripts, nothing marked to skip, no toasts, no element ids. Times and
 * countdowns keep their box but are not shown: they were right when saved, not when painted.
 */
export function serializeFirstPaintSnapshot(container: Element): string {
  const copy = container.cloneNode(true) as Element;
  // sonner's toaster section is not ours to mark: it is skipped by its own attribute.
  for (const element of copy.querySelectorAll(`[${SNAPSHOT_SKIP_ATTRIBUTE}], [data-sonner-toaster], script, template, noscript`)) {
    element.remove();
  }
  for (const media of copy.querySelectorAll('img, source, video, audio, track, iframe')) {
    media.removeAttribute('src');
    media.removeAttribute('srcset');
    if (media.tagName === 'IMG') media.setAttribute('alt', '');
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

/**
 * Saves the snapshot of the page `container` shows, if it is a snapshotted page (no filters in
 * the address) showing its main content. Returns whether one was saved.
 */
export function saveSnapshotOf(container: Element, location: Pick<Location, 'pathname' | 'search'> = window.location): boolean {
  if (!isFirstPaintSnapshotPath(location.pathname, location.search)) return false;
  if (!container.querySelector(`[${MAIN_CONTENT_ATTRIBUTE}]`)) return false;
  return saveFirstPaintSnapshot(location.pathname, serializeFirstPaintSnapshot(container));
}

/**
 * Keeps the snapshot up to date with what the family saw last: once the page's main content has
 * painted (and the main thread is idle), and whenever the page is hidden or left (another app, a
 * closed tab), which is when it is most up to date. Database writes erase it in between (db.ts).
 */
export function recordFirstPaintSnapshots(container: Element): () => void {
  const save = () => void saveSnapshotOf(container);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  const cancelFirst = afterMainContent(save);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', save);
  return () => {
    cancelFirst();
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', save);
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
