import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Stories carrying this tag get no screenshot; their play function and axe check still run. */
export const NO_VISUAL_TAG = 'no-visual';
/** Stories carrying this tag get no axe check (the preview turns the addon's run off for them too). */
export const NO_A11Y_TAG = 'no-a11y';

export type StoryEntry = {
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags: string[];
  /** Compared with a baseline picture at each width. */
  screenshot: boolean;
  /** Checked with axe once, at its home width. */
  a11y: boolean;
};

type IndexEntry = Omit<StoryEntry, 'screenshot' | 'a11y'> & { type: 'story' | 'docs' };

/** The built Storybook the run reads its story list from (STORYBOOK_STATIC_DIR overrides it). */
export function storybookStaticDir(): string {
  return process.env.STORYBOOK_STATIC_DIR ?? fileURLToPath(new URL('../../storybook-static/', import.meta.url));
}

/**
 * Every story of the built Storybook's index.json, in index order. Read synchronously from disk:
 * Playwright needs the tests defined when the spec file loads, so the list cannot come from
 * fetching the served index.
 */
export function readStories(dir: string = storybookStaticDir()): StoryEntry[] {
  const indexPath = `${dir.replace(/\/$/, '')}/index.json`;
  if (!existsSync(indexPath)) {
    throw new Error(
      `No built Storybook at ${indexPath}. Run the story tests with \`node scripts/test-stories.mjs\` ` +
        'or `node scripts/test-visual.mjs` (they build Storybook into storybook-static).',
    );
  }
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, importPath, tags }) => ({
      id,
      title,
      name,
      importPath,
      tags,
      screenshot: !tags.includes(NO_VISUAL_TAG),
      a11y: !tags.includes(NO_A11Y_TAG),
    }));
}
