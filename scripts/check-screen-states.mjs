// Every screen state of stories/SCREEN-STATES.md must have a story in the built Storybook
// (issue 9). Whether each story renders and passes its play function is the story tests' job;
// this check makes sure none is missing. It also checks that no state of the shared list is
// left out of our mapping when ../shared/screen-states.md is beside the checkout.
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const mapping = readFileSync(`${root}stories/SCREEN-STATES.md`, 'utf8');
const indexPath = `${root}storybook-static/index.json`;
if (!existsSync(indexPath)) {
  console.error('storybook-static/index.json is missing: build Storybook first (npm run build-storybook).');
  process.exit(1);
}
const entries = JSON.parse(readFileSync(indexPath, 'utf8')).entries;
const storyIds = new Set(Object.values(entries).filter((e) => e.type === 'story').map((e) => e.id));

const rows = [...mapping.matchAll(/^\|\s*([A-Z]{2}-\d{2,3})\s*\|.*?\|\s*`([a-z0-9-]+--[a-z0-9-]+)`\s*\|\s*$/gm)].map((m) => ({
  id: m[1],
  storyId: m[2],
}));
const missing = rows.filter((r) => !storyIds.has(r.storyId));
const mapped = new Set(rows.map((r) => r.id));

const sharedPath = `${root}../shared/screen-states.md`;
const unmapped = existsSync(sharedPath)
  ? [...readFileSync(sharedPath, 'utf8').matchAll(/^\|\s*([A-Z]{2}-\d{2})\s*\|/gm)].map((m) => m[1]).filter((id) => !mapped.has(id))
  : [];

for (const r of missing) console.error(`✘ ${r.id}: no story with id ${r.storyId}`);
for (const id of unmapped) console.error(`✘ ${id}: listed in shared/screen-states.md but not mapped in stories/SCREEN-STATES.md`);
console.log(`screen-states: ${rows.length - missing.length} passed, ${missing.length + unmapped.length} failed`);
process.exit(missing.length + unmapped.length > 0 ? 1 : 0);
