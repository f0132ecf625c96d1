// @vitest-environment node
import { codeSplittingGroups } from '../../../build/code-splitting';

/**
 * The chunking rules on a small module graph: an entry that lazily loads the app shell, which
 * lazily loads three screens of two features.
 */
const src = '/app/src/';
const nm = (pkg: string) => `/app/node_modules/${pkg}/index.js`;
const graph: Record<string, { imports?: string[]; lazy?: string[] }> = {
  [`${src}main.tsx`]: { lazy: [`${src}app/start.tsx`] },
  [`${src}app/start.tsx`]: { imports: [`${src}app/router.tsx`, nm('react')], lazy: [`${src}features/family/onboarding.tsx`, `${src}features/family/manage.tsx`, `${src}features/feed/feed.tsx`] },
  [`${src}app/router.tsx`]: { imports: [nm('react-router')] },
  [`${src}features/family/onboarding.tsx`]: { imports: [`${src}features/family/name-field.tsx`, `${src}ui/text-field.tsx`, `${src}features/family/steps.tsx`] },
  [`${src}features/family/manage.tsx`]: { imports: [`${src}features/family/name-field.tsx`, `${src}ui/text-field.tsx`, `${src}ui/photo-picker.tsx`, `${src}data/db.ts`] },
  [`${src}features/feed/feed.tsx`]: { imports: [`${src}ui/text-field.tsx`, `${src}ui/photo-picker.tsx`, `${src}data/db.ts`] },
  [`${src}ui/photo-picker.tsx`]: { imports: [nm('clsx')] },
  [`${src}features/family/name-field.tsx`]: { imports: [nm('react')] },
  [`${src}features/family/steps.tsx`]: {},
  [`${src}ui/text-field.tsx`]: { imports: [nm('clsx')] },
  [`${src}data/db.ts`]: { imports: [nm('dexie')] },
  [nm('react')]: {},
  [nm('react-router')]: {},
  [nm('clsx')]: {},
  [nm('dexie')]: {},
};
const moduleGraph = {
  getModuleInfo: (id: string) => {
    const node = graph[id];
    if (!node) return null;
    const importers = (kind: 'imports' | 'lazy') => Object.keys(graph).filter((other) => graph[other]?.[kind]?.includes(id));
    return { importedIds: node.imports ?? [], dynamicallyImportedIds: node.lazy ?? [], importers: importers('imports'), dynamicImporters: importers('lazy') };
  },
};

function chunkOf(id: string, firstVisitScreens: string[] = []): string | null {
  const groups = codeSplittingGroups(src, `${src}app/start.tsx`, firstVisitScreens).filter((g) => !g.tags).sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const group of groups) {
    const test = group.test;
    if (test instanceof RegExp && !test.test(id)) continue;
    const name = typeof group.name === 'function' ? (group.name as (id: string, ctx: unknown) => string | null)(id, moduleGraph) : group.name;
    if (name) return name;
  }
  return null;
}

describe('codeSplittingGroups', () => {
  it.each([
    ['a library every screen uses', nm('react'), 'react-vendor'],
    ['the router', nm('react-router'), 'react-vendor'],
    ['what the app shell imports', `${src}app/router.tsx`, 'start'],
    ['code two screens of one feature share', `${src}features/family/name-field.tsx`, 'family-shared'],
    ['code screens of two features share', `${src}ui/text-field.tsx`, 'shared'],
    ['more code screens of two features share', `${src}ui/photo-picker.tsx`, 'shared'],
    ['shared code that needs a heavier package (Dexie)', `${src}data/db.ts`, null],
    ['code only one screen uses', `${src}features/family/steps.tsx`, null],
    ['a lazily loaded screen', `${src}features/family/onboarding.tsx`, null],
  ])('%s: %s -> %s', (_label, id, expected) => {
    expect(chunkOf(id)).toBe(expected);
  });

  it.each([
    ['code of two features that onboarding (a first visit) imports', `${src}ui/text-field.tsx`, 'first-visit-shared'],
    ['code of two features that onboarding does not import', `${src}ui/photo-picker.tsx`, 'shared'],
    ['code of one feature that onboarding imports', `${src}features/family/name-field.tsx`, 'family-shared'],
    ['what the app shell imports', `${src}app/router.tsx`, 'start'],
  ])('with onboarding as the first visit\'s screen, %s: %s -> %s', (_label, id, expected) => {
    expect(chunkOf(id, [`${src}features/family/onboarding.tsx`])).toBe(expected);
  });

  it("keeps the entry's own imports in the entry (no group drags the app into the landing page's paint)", () => {
    const groups = codeSplittingGroups(src, `${src}app/start.tsx`);
    const guard = groups.find((g) => g.tags?.includes('$initial'));
    expect(guard?.priority).toBeGreaterThan(Math.max(...groups.filter((g) => g !== guard).map((g) => g.priority ?? 0)));
  });
});
