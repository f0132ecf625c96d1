import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Stories carrying this tag get no screenshot (documented in tests/visual/README.md). */
export const NO_VISUAL_TAG = 'no-visual';

export type VisualStory = { id: string; title: string; name: string; importPath: string; tags: string[] };

type IndexEntry = VisualStory & { type: 'story' | 'docs' };

/** The built Storybook the visual run reads its story list from (STORYBOOK_STATIC_DIR overrides it). */
export function storybookStaticDir(): string {
  return process.env.STORYBOOK_STATIC_DIR ?? fileURLToPath(new URL('../../storybook-static/', import.meta.url));
}

/**
 * Every story of the built Storybook's index.json, in index order, minus those tagged `no-visual`.
 * Read synchronously from disk: Playwright needs the tests defined when the spec file loads, so the
 * list cannot come from fetching the served index.
 */
export function readVisualStories(dir: string = storybookStaticDir()): VisualStory[] {
  const indexPath = `${dir.replace(/\/$/, '')}/index.json`;
  if (!existsSync(indexPath)) {
    throw new Error(
      `No built Storybook at ${indexPath}. Run the visual tests with \`node scripts/test-visual.mjs\` ` +
        '(it builds Storybook into storybook-static when it is missing).',
    );
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags.includes(NO_VISUAL_TAG))
    .map(({ id, title, name, importPath, tags }) => ({ id, title, name, importPath, tags }));
}
