// The screen-state check of npm test's story step, run after the story tests:
// - every screen state of stories/SCREEN-STATES.md has its story in the built Storybook, and no state
//   of ../shared/screen-states.md (when it is beside the checkout) is left out of the mapping;
// - no two different screen states have identical baseline pictures at the same width, unless the
//   file's last table says they look alike on purpose. The story tests have just compared every
//   story with its baseline, so the baselines are what the stories show.
// Whether each story ends showing its state's proof text is checked by the story tests themselves.
// The rules live in screen-state-rules.mjs (unit-tested).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { illegalTwins, parseScreenStates } from './screen-state-rules.mjs';

const root = new URL('..', import.meta.url).pathname;
const WIDTHS = ['mobile', 'desktop'];
const table = parseScreenStates(readFileSync(`${root}stories/SCREEN-STATES.md`, 'utf8'));
const indexPath = `${root}storybook-static/index.json`;
if (!existsSync(indexPath)) {
  console.error('storybook-static/index.json is missing: build Storybook first (npm run build-storybook).');
  process.exit(1);
}
const entries = JSON.parse(readFileSync(indexPath, 'utf8')).entries;
const storyIds = new Set(Object.values(entries).filter((e) => e.type === 'story').map((e) => e.id));

const problems = [];
for (const row of table.rows) if (!storyIds.has(row.storyId)) problems.push(`${row.id}: no story with id ${row.storyId}`);

const mapped = new Set(table.rows.map((r) => r.id));
const sharedPath = `${root}../shared/screen-states.md`;
if (existsSync(sharedPath)) {
  for (const [, id] of readFileSync(sharedPath, 'utf8').matchAll(/^\|\s*([A-Z]{2}-\d{2})\s*\|/gm)) {
    if (!mapped.has(id)) problems.push(`${id}: listed in shared/screen-states.md but not mapped in stories/SCREEN-STATES.md`);
  }
}

const pictures = WIDTHS.flatMap((width) =>
  table.rows
    .map((row) => ({ width, storyId: row.storyId, file: `${root}tests/visual/__screenshots__/${width}/${row.storyId}.png` }))
    .filter(({ file }) => existsSync(file))
    .map(({ width, storyId, file }) => ({ width, storyId, hash: createHash('sha256').update(readFileSync(file)).digest('hex') })),
);
for (const { width, first, second } of illegalTwins(table, pictures)) {
  problems.push(
    `${first.id} and ${second.id} have the same picture at ${width} (${first.storyId}, ${second.storyId}): ` +
      'a story does not end in its state, or add the pair to "States that look alike on purpose" with a reason',
  );
}

for (const problem of problems) console.error(`✘ ${problem}`);
console.log(`screen-states: ${table.rows.length} states, ${pictures.length} pictures compared, ${problems.length} problem(s)`);
process.exit(problems.length > 0 ? 1 : 0);
