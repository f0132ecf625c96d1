/**
 * The first-paint snapshots: a copy of what /family and of what /family/feeds last showed on this
 * device (each page its own), kept so the next visit paints the family's page at once, from the head script in
 * index.html, while the app's code still downloads and runs (issue 9 budget: LCP under 1.5 s on a
 * slow phone). The app replaces it with the live page as soon as that has rendered.
 *
 * It holds family text (names, today's challenge, the newest moments), so it is family data:
 * - it lives in this origin's localStorage, on this device only, and is never sent anywhere;
 * - every write to the database erases both first (db.ts), so a deleted moment, a removed member,
 *   an import or an erase never shows again, not even for a second; each is saved again from the
 *   page the family actually sees next;
 * - what belongs to the day it was saved (the home's daily card: today's challenge, whether it is
 *   done, the countdown to midnight) is marked `data-snapshot-today`: painted on a later day, the
 *   snapshot keeps that card's place but not its content, which the app fills with the new day's
 *   challenge (the rest of the page, the family's newest moments, does not change without a
 *   write; its times are hidden);
 * - photos are not copied, only small previews of the first screen's few
 *   (src/app/first-paint-snapshot-photos.ts).
 *
 * The two functions the head script runs are self-contained (no imports, no outer names): the
 * build serialises them with `toString()` into that script (prerender-landing.tsx), so the rule the
 * script applies is the one the unit tests check.
 */

/** Each page's snapshot is kept under this name and its path (firstPaintSnapshotKey). */
export const FIRST_PAINT_SNAPSHOT_KEY = 'hearth.firstPaintSnapshot';
/** Bumped when the stored shape or the page markup changes in a way an old snapshot would show wrong. */
export const FIRST_PAINT_SNAPSHOT_VERSION = 1;
/** The pages that are snapshotted: the two a returning family opens first (issue 9 Lighthouse pages). */
export const FIRST_PAINT_SNAPSHOT_PATHS: readonly string[] = ['/family', '/family/feeds'];
/**
 * The pages with parts that belong to the day the snapshot was taken (today's challenge), marked
 * `data-snapshot-today`: painted on another day, those parts are hidden (index.html).
 */
export const FIRST_PAINT_SNAPSHOT_DAILY_PATHS: readonly string[] = ['/family'];
/** Bigger pages are not kept: localStorage is small and parsing it blocks the first paint (the
 * text of a page is 25-40 KB; photo previews take up to SNAPSHOT_PHOTO_BUDGET more). */
export const FIRST_PAINT_SNAPSHOT_MAX_CHARS = 200_000;

export interface FirstPaintSnapshot {
  version: number;
  /** Path without a trailing slash; snapshots are only taken without a query string. */
  path: string;
  /** The device's local day it was taken on, `YYYY-MM-DD` (firstPaintSnapshotDay). */
  day: string;
  html: string;
  /**
   * The build that saved it (its entry module's path, hashed by every change to the app's code):
   * a snapshot is only painted by the same build, whose stylesheet matches its markup.
   */
  build: string;
}

type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): SnapshotStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage switched off (privacy settings): no snapshot, the page loads as before.
    return null;
  }
}

/**
 * Where the snapshot of `pathname` is kept: each page keeps its own, so leaving the app from the
 * memories does not cost the home its snapshot. Self-contained: it runs in the head script.
 */
export function firstPaintSnapshotKey(prefix: string, pathname: string): string {
  return prefix + ':' + (pathname.replace(/\/+$/, '') || '/');
}

/** Whether `key` is a first-paint snapshot's (or the single one an earlier version kept). */
export function isFirstPaintSnapshotKey(key: string): boolean {
  return key === FIRST_PAINT_SNAPSHOT_KEY || key.startsWith(FIRST_PAINT_SNAPSHOT_KEY + ':');
}

/** The device's local day of `now` as `YYYY-MM-DD`. Self-contained: it runs in the head script. */
export function firstPaintSnapshotDay(now: Date): string {
  const pad = (value: number) => (value < 10 ? '0' : '') + value;
  return now.getFullYear() + '-' + pad(now.getMonth() + 1) + '-' + pad(now.getDate());
}

/** What the head script paints: the markup, and whether its day-specific parts are out of date. */
export interface FirstPaintSnapshotPaint {
  html: string;
  /** A page of `dailyPaths` saved on another day than today: its `data-snapshot-today` parts are hidden. */
  earlierDay: boolean;
}

/**
 * What to paint for this address, or null: the stored snapshot must be of this version and this
 * build, of this path (a trailing slash ignored), and the address must have no query string (the
 * memories filters). A page of `dailyPaths` taken on another day is painted with `earlierDay`.
 * Self-contained: it runs in the head script, where anything odd in storage (not JSON, another
 * shape) must simply mean "no snapshot".
 */
export function firstPaintSnapshotToPaint(
  raw: string | null,
  pathname: string,
  search: string,
  day: string,
  version: number,
  dailyPaths: readonly string[],
  build: string,
): FirstPaintSnapshotPaint | null {
  if (!raw || search) return null;
  try {
    const snapshot = JSON.parse(raw) as Partial<FirstPaintSnapshot> | null;
    const path = pathname.replace(/\/+$/, '') || '/';
    if (!snapshot || snapshot.version !== version || snapshot.build !== build || snapshot.path !== path) return null;
    if (typeof snapshot.html !== 'string' || snapshot.html.length === 0) return null;
    return { html: snapshot.html, earlierDay: dailyPaths.indexOf(path) >= 0 && snapshot.day !== day };
  } catch {
    return null;
  }
}

/** Whether this address is one whose page is snapshotted. */
export function isFirstPaintSnapshotPath(pathname: string, search: string): boolean {
  return !search && FIRST_PAINT_SNAPSHOT_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * Keeps `html` as the snapshot of `pathname`, taken `now`. Returns whether it was kept: a page over
 * the size limit, or storage that is full or switched off, keeps none (and drops the page's old
 * one, which no longer matches what the family last saw; the other page's stays true).
 */
export function saveFirstPaintSnapshot(
  pathname: string,
  html: string,
  now: Date = new Date(),
  storage: SnapshotStorage | null = browserStorage(),
  build = '',
): boolean {
  if (!storage) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  const key = firstPaintSnapshotKey(FIRST_PAINT_SNAPSHOT_KEY, path);
  const drop = () => {
    try {
      storage.removeItem(key);
    } catch {
      // Storage switched off meanwhile: there is nothing to drop then.
    }
  };
  if (html.length === 0 || html.length > FIRST_PAINT_SNAPSHOT_MAX_CHARS) {
    drop();
    return false;
  }
  const snapshot: FirstPaintSnapshot = { version: FIRST_PAINT_SNAPSHOT_VERSION, path, day: firstPaintSnapshotDay(now), html, build };
  try {
    storage.setItem(key, JSON.stringify(snapshot));
    return true;
  } catch {
    // A full disk: the page's old snapshot would be out of date, so it goes too.
    drop();
    return false;
  }
}

/** Erases every page's snapshot (every database write, before it is made: db.ts). Never throws. */
export function clearFirstPaintSnapshot(storage: SnapshotStorage | null = browserStorage()): void {
  if (!storage) return;
  // The single snapshot an earlier version kept is never painted (another build) but takes room.
  for (const key of [FIRST_PAINT_SNAPSHOT_KEY, ...FIRST_PAINT_SNAPSHOT_PATHS.map((path) => firstPaintSnapshotKey(FIRST_PAINT_SNAPSHOT_KEY, path))]) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage switched off between two calls: there is nothing to erase then.
    }
  }
}
