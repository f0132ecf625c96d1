/**
 * Build-time rules for the first paint of a returning family's /family pages (issue 9 budgets:
 * Lighthouse LCP and performance of /family and /family/feeds). Used by vite.config.ts only; kept
 * here, free of Node and Vite, so unit tests check the rules (tests/unit/app/load-path.test.tsx).
 *
 * Under Lighthouse's slow 4G (150 ms a round trip) and HTTP/1.1's six connections, what delayed
 * these pages was not bytes but requests: about fifty small chunks, found in three or four steps
 * (entry, then the route's chunks, then the database code, then the page's data). So:
 * - the family space's first-paint modules go into two named chunks instead of dozens;
 * - the head script preloads a route's first-paint chunks with the entry when the device already
 *   holds Hearth's database (prerender-landing.tsx), so they arrive in one step, not three.
 */

/** Paths are matched as suffixes of a module id; `/` separators on every platform (Vite's ids). */
const SRC = 'src/';
const normalise = (moduleId: string) => moduleId.replaceAll('\\', '/').split('?')[0] ?? '';

const iconPath = (name: string) => `node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
/** Icons only the family space's shell draws (the navigation): they go with it. */
const FAMILY_SHELL_ICONS = ['house', 'images', 'layout-dashboard', 'settings'].map(iconPath);
/**
 * Icons the /family pages draw first that other routes draw too (each was a request of its own,
 * 200-500 bytes): they go into app-core, which every route loads (vite.config.ts).
 */
const SHARED_FIRST_PAINT_ICONS = [
  'arrow-left',
  'sparkles',
  'rotate-ccw',
  'chevron-left',
  'chevron-right',
  'external-link',
  'flask-conical',
  'user-plus',
].map(iconPath);

/** Whether a module is one of the shared icons app-core takes (SHARED_FIRST_PAINT_ICONS). */
export function isSharedFirstPaintIcon(moduleId: string): boolean {
  const id = normalise(moduleId);
  return SHARED_FIRST_PAINT_ICONS.some((path) => id.endsWith(`/${path}`));
}

/**
 * The family space shell and what both /family pages render first, without the database: the
 * layout, the family query, the index route, status screens, member-name rules and the post list.
 * A first visit (onboarding) loads this chunk too, so it stays free of Dexie and zod. Only modules
 * of the family space: a page outside it (about, terms, the festival) never loads this chunk. The
 * design system's primitives (cards, badges, banners) are in app-core, with Button (vite.config.ts).
 */
const FAMILY_SHARED = [
  'app/layout/family-layout.tsx',
  'app/routes/family-index-route.tsx',
  'ui/desktop-nav.tsx',
  'ui/bottom-tab-bar.tsx',
  'ui/page-header.tsx',
  'lib/use-chunk.ts',
  'lib/validation/member-name.ts',
  'lib/validation/family-friendly.ts',
  'lib/validation/text-length.ts',
  'data/query-keys.ts',
  'data/ids.ts',
  'data/types.ts',
  'data/family-record.ts',
  'data/first-paint-reads.ts',
  'data/moment-records.ts',
  'features/home/api/use-feed-preview.ts',
  'features/family/api/use-family.ts',
  'features/family/components/family-status.tsx',
  'features/family/model/messages.ts',
  'features/landing/components/welcome-back-banner.tsx',
  'features/feed/components/use-now.ts',
  'features/feed/components/post-list.tsx',
  'features/feed/components/post-card.tsx',
  'features/feed/components/photo-grid.tsx',
  'features/feed/model/post-display.ts',
  'lib/relative-time.ts',
]
  .map((path) => SRC + path)
  .concat(FAMILY_SHELL_ICONS);

/**
 * Dexie and the reads and writes through it (family, preferences, posts); neither /family page
 * waits for it before its first paint: they read with plain IndexedDB first (first-paint-reads.ts). Never a
 * static import of onboarding's code (ids and types, which it uses, are in family-shared): a
 * first visit must paint without Dexie (issue 9, JavaScript before /family's first paint).
 */
const FAMILY_DATA = [
  'data/db.ts',
  'data/family.ts',
  'data/preferences.ts',
  'data/posts.ts',
].map((path) => SRC + path);
const DEXIE = /node_modules\/dexie\//;


export const FAMILY_CHUNK_GROUPS = Object.freeze({ 'family-shared': FAMILY_SHARED, 'family-data': FAMILY_DATA });
export type FamilyChunkName = keyof typeof FAMILY_CHUNK_GROUPS;

/** The named chunk a module goes into, or null to leave it to the bundler's own splitting. */
export function familyChunkOf(moduleId: string): FamilyChunkName | null {
  const id = normalise(moduleId);
  if (DEXIE.test(id)) return 'family-data';
  for (const [name, paths] of Object.entries(FAMILY_CHUNK_GROUPS) as [FamilyChunkName, string[]][]) {
    if (paths.some((path) => id.endsWith(`/${path}`))) return name;
  }
  return null;
}

/**
 * The source modules whose chunks (with the chunks they import) a route's first paint needs when
 * the device holds a family: the head script preloads them with the app's entry. /family shows the
 * home (today's challenge from the catalogue is its largest paint); /family/feeds the first posts.
 * Neither needs Dexie: both read with plain IndexedDB (first-paint-reads.ts).
 */
export const FIRST_PAINT_ROOTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '/family': [
    'app/layout/family-layout.tsx',
    'app/routes/family-index-route.tsx',
    'features/home/components/family-home-page.tsx',
    'features/home/api/use-feed-preview.ts',
    'features/moments/data/challenge-catalogue.ts',
  ].map((path) => SRC + path),
  '/family/feeds': ['app/layout/family-layout.tsx', 'features/memories/components/memories-page.tsx'].map((path) => SRC + path),
});

/** A chunk of the build as the bundler describes it (the fields used here). */
export interface BuiltChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * The URLs to preload for each route of FIRST_PAINT_ROOTS: the chunk holding each root module and
 * every chunk those import statically, minus what the entry already preloads. Throws when a root
 * is in no chunk (a renamed file): the build fails instead of silently preloading nothing.
 */
export function routePreloads(
  chunks: readonly BuiltChunk[],
  alreadyLoaded: readonly string[],
  base = '/',
  roots: Readonly<Record<string, readonly string[]>> = FIRST_PAINT_ROOTS,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const known = new Set(alreadyLoaded);
  const result: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(roots)) {
    const files: string[] = [];
    const visit = (fileName: string) => {
      const url = base + fileName;
      if (known.has(url) || files.includes(url)) return;
      files.push(url);
      for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    };
    for (const module of modules) {
      const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
      if (!chunk) throw new Error(`No chunk of the build holds ${module}, a first-paint module of ${route}`);
      visit(chunk.fileName);
    }
    result[route] = files;
  }
  return result;
}
