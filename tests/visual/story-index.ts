import { existsSync, readFileSync } from 'node:fs';

export type IndexEntry = { id: string; type: 'story' | 'docs'; tags?: string[] };

/**
 * The built Storybook's index.json (STORYBOOK_STATIC_DIR, else storybook-static/). Read from disk:
 * Playwright needs the tests defined when the spec file loads.
 */
export function readIndex(): Record<string, IndexEntry> {
  const indexPath = `${(process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static').replace(/\/$/, '')}/index.json`;
  if (!existsSync(indexPath)) {
    throw new Error(`No built Storybook at ${indexPath}. Run \`node scripts/test-visual.mjs\`: it builds Storybook into storybook-static.`);
  }
  return (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries;
}
