// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Code comments and docs link rules as docs/product.md#anchor instead of repeating them: each link
// must land on an anchor that exists, or the rule it points to is lost.
const root = new URL('../../../', import.meta.url).pathname;
const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
const anchors = new Set([...product.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === '__screenshots__' || name.startsWith('.tmp')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs|js|css|md|mdx|json)$/.test(name)) yield path;
  }
}

describe('links to docs/product.md', () => {
  it('every product.md#anchor link in the repository names an anchor of docs/product.md', () => {
    const broken: string[] = [];
    const places = ['src', 'server', 'tests', 'stories', 'scripts', '.storybook', 'docs', 'README.md'];
    for (const place of places) {
      const start = join(root, place);
      const paths = statSync(start).isDirectory() ? [...files(start)] : [start];
      for (const path of paths) {
        for (const [, anchor] of readFileSync(path, 'utf8').matchAll(/product\.md#([a-z0-9-]+)/g)) {
          // 'anchor' itself is how the docs write the pattern.
          if (anchor !== 'anchor' && !anchors.has(anchor)) broken.push(`${relative(root, path)}: #${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('lists every anchor in its Anchors section', () => {
    const listed = /## Anchors\n\n([\s\S]*)$/.exec(product)?.[1] ?? '';
    const names = listed.split(/[,.\s]+/).filter(Boolean);
    expect(new Set(names)).toEqual(anchors);
  });
});
