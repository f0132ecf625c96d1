// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Some benches build a page of their own from the app's modules (scripts/bench-year-book.mjs,
// bench-moments.mjs, …), naming them in strings the type check never sees. A module that moves or
// a function that is renamed broke `npm run bench` once without any test noticing: this reads each
// script's `import { … } from '@/…'` lines and checks that the module exists and exports each name.
const root = join(import.meta.dirname, '../../..');
const scripts = readdirSync(join(root, 'scripts')).filter((name) => name.endsWith('.mjs'));
const importLine = /import\s+(?:\{([^}]*)\}|(\w+))?(?:\s*,?\s*\{([^}]*)\})?\s*(?:from\s+)?['"](@\/[^'"]+)['"]/g;

function sourceOf(specifier: string): string | null {
  const base = join(root, 'src', specifier.slice(2));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        return readFileSync(candidate, 'utf8');
      } catch {
        // a folder: try the next candidate
      }
    }
  }
  return null;
}

const uses = scripts.flatMap((script) =>
  [...readFileSync(join(root, 'scripts', script), 'utf8').matchAll(importLine)].map((match) => ({
    script,
    specifier: match[4] as string,
    names: [match[1], match[3]]
      .filter((list): list is string => list !== undefined)
      .flatMap((list) => list.split(','))
      .map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] as string)
      .filter((name) => name !== ''),
  })),
);

describe("the benches' own pages import what the app has", () => {
  it('finds the imports to check (the reading of the scripts works)', () => {
    expect(uses.some((use) => use.script === 'bench-year-book.mjs' && use.names.includes('layOutBook'))).toBe(true);
  });

  it.each(uses.map((use) => [`${use.script}: ${use.specifier}`, use] as const))('%s', (_label, use) => {
    const source = sourceOf(use.specifier);
    expect(source, `${use.specifier} does not exist in src`).not.toBeNull();
    for (const name of use.names) {
      const exported = new RegExp(`export\\s+(?:async\\s+)?(?:function\\*?|const|let|class|type|interface|enum)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`);
      expect(exported.test(source ?? ''), `${use.specifier} does not export ${name}`).toBe(true);
    }
  });
});
