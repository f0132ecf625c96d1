import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type ModuleGraph = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * The libraries every screen renders with, by package: React and its scheduler, the router, the
 * query cache, the helpers every component's classes go through, and the icons.
 */
const everyScreenPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|clsx|tailwind-merge|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;
const iconPackage = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/** What the chunking rules need to know about the module graph, worked out once per build. */
interface Graph {
  /** Everything the app shell imports statically. */
  shell: Set<string>;
  /** Modules that need no package beyond `everyScreenPackages` and the icons, however deep. */
  isLight: (id: string) => boolean;
  /** For each module, the lazily loaded modules (screens, dialogs, workers) whose code includes it. */
  reachedFrom: Map<string, Set<string>>;
  /** Everything the screens of a first visit import statically. */
  firstVisit: Set<string>;
}

function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function analyse(graph: ModuleGraph, shellEntry: string, sourceDir: string, firstVisitScreens: readonly string[]): Graph {
  const shell = staticClosure(graph, shellEntry);
  const firstVisit = new Set(firstVisitScreens.flatMap((screen) => [...staticClosure(graph, screen)]));
  const reachedFrom = new Map<string, Set<string>>();
  const lazyEntries = new Set<string>();
  const pending = [shellEntry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (lazyEntries.has(id)) continue;
    lazyEntries.add(id);
    for (const member of staticClosure(graph, id)) {
      const entries = reachedFrom.get(member) ?? new Set<string>();
      entries.add(id);
      reachedFrom.set(member, entries);
      pending.push(...(graph.getModuleInfo(member)?.dynamicallyImportedIds ?? []));
    }
  }
  const light = new Map<string, boolean>();
  const isLight = (id: string): boolean => {
    const known = light.get(id);
    if (known !== undefined) return known;
    light.set(id, true); // a cycle does not make a module heavy by itself
    let result: boolean;
    if (id.includes('node_modules')) result = everyScreenPackages.test(id) || iconPackage.test(id);
    else if (!id.startsWith(sourceDir)) result = !id.startsWith('/'); // bundler helpers are virtual modules
    else result = (graph.getModuleInfo(id)?.importedIds ?? []).every(isLight);
    light.set(id, result);
    return result;
  };
  return { shell, isLight, reachedFrom, firstVisit };
}

/** The feature a module belongs to (`features/<name>/`), or its top folder in src (`app`, `ui`, ...). */
function ownerOf(id: string, sourceDir: string): string {
  const path = id.slice(sourceDir.length);
  return /^features\/([^/]+)\//.exec(path)?.[1] ?? path.split('/')[0] ?? '';
}

/**
 * How the build groups modules into chunks, by rule rather than by list. Left alone,
 * rolldown gives every set of screens that shares a module its own chunk: a first visit to /family
 * requested 37 scripts, most under 2 KB, and over HTTP/1.1's six connections per host on a slow
 * phone network each batch costs a round trip, and each request in flight a share of the bandwidth,
 * before onboarding can paint.
 *
 * - `index`: what index.html's entry imports statically stays in the entry, so no group below
 *   drags the app into the landing page's first paint (main.tsx requests the app after it).
 * - `react-vendor`: the libraries of every screen, one file (`everyScreenPackages`).
 * - `start`: the app shell, everything `shellEntry` imports statically, one file: every address
 *   loads it anyway, so splitting out what it shares with screens only adds requests.
 * - Code that several lazily loaded screens share, light enough to need no other package (no
 *   Dexie, zod, Radix dialogs): one chunk per feature when the screens sharing it are all that
 *   feature's (`family-shared`: the member row, the name field, the colour swatches), one `shared`
 *   chunk when they belong to several features (the text field, the card, the API client). Shared
 *   code that needs a heavier package stays where rolldown puts it, so a screen never downloads a
 *   package only another screen uses.
 * - `first-visit-shared`: of that code of several features, what the screens of a first visit
 *   (`firstVisitScreens`: onboarding) import. A new family on a slow phone network downloads the
 *   fields and the name checks, not the sync keys, the backup zip and the photo picker that the
 *   rest of `shared` holds (about three quarters of it). A returning family's screens load both
 *   from the service worker's cache.
 * Screens stay lazy: each route's code is its own chunk, requested when the route is opened.
 */
export function codeSplittingGroups(sourceDir: string, shellEntry: string, firstVisitScreens: readonly string[] = []): CodeSplittingGroup[] {
  const graphs = new WeakMap<object, Graph>();
  const graphOf = (graph: ModuleGraph): Graph | null => {
    const entry = graph.getModuleInfo(shellEntry);
    if (!entry) return null;
    let known = graphs.get(entry);
    if (!known) {
      known = analyse(graph, shellEntry, sourceDir, firstVisitScreens);
      graphs.set(entry, known);
    }
    return known;
  };
  /** The features whose lazily loaded screens share the light module `id`; null when not shared. */
  const sharingFeatures = (id: string, moduleGraph: ModuleGraph): Set<string> | null => {
    const graph = graphOf(moduleGraph);
    const screens = graph?.reachedFrom.get(id);
    if (!graph || !screens || screens.size < 2 || !id.startsWith(sourceDir) || !graph.isLight(id)) return null;
    if (moduleGraph.getModuleInfo(id)?.dynamicImporters.length) return null; // a lazy module is its own chunk
    return new Set([...screens].map((screen) => ownerOf(screen, sourceDir)));
  };
  return [
    { name: 'index', tags: ['$initial'], priority: 3 },
    { name: 'react-vendor', test: everyScreenPackages, priority: 2 },
    { name: (id, graph) => (graphOf(graph)?.shell.has(id) ? 'start' : null), debugName: 'app shell', priority: 1 },
    // Before the features' own: what a feature's shared code imports from the common chunk stays there.
    {
      name: (id, graph) => {
        if ((sharingFeatures(id, graph)?.size ?? 0) < 2) return null;
        return graphOf(graph)?.firstVisit.has(id) ? 'first-visit-shared' : 'shared';
      },
      debugName: 'shared by features',
      priority: 0.5,
    },
    {
      name: (id, graph) => {
        const [owner, ...others] = sharingFeatures(id, graph) ?? [];
        return owner && others.length === 0 ? `${owner}-shared` : null;
      },
      debugName: 'shared within a feature',
      priority: 0,
    },
  ];
}
