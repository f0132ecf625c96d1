// Writes stories/SCREEN-STATES.md: each screen state of ../shared/screen-states.md mapped to the
// story that shows it. A state whose suggested story exists maps to it; others are taken from the
// overrides below (story names that differ from the suggestions), and anything still unmapped is
// listed so it can be added. Run after `npm run build-storybook`; check-screen-states.mjs then
// guards the mapping in npm test.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const shared = readFileSync(`${root}../shared/screen-states.md`, 'utf8');
const entries = JSON.parse(readFileSync(`${root}storybook-static/index.json`, 'utf8')).entries;
const ids = new Set(Object.values(entries).filter((e) => e.type === 'story').map((e) => e.id));
const overrides = JSON.parse(readFileSync(`${root}stories/screen-state-overrides.json`, 'utf8'));

const sanitize = (s) =>
  s
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
const exportToName = (key) => key.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').replace(/(\d+)/g, ' $1 ');

const lines = [];
const missing = [];
for (const m of shared.matchAll(/^\|\s*([A-Z]{2}-\d{2})\s*\|\s*([^|]*)\|\s*([^|]*)\|.*`([^`:]+): ([^`]+)`\s*\|\s*$/gm)) {
  const [, id, screen, state, title, name] = m;
  const suggested = `${sanitize(title)}--${sanitize(exportToName(name))}`;
  const story = overrides[id] ?? (ids.has(suggested) ? suggested : null);
  if (!story || !ids.has(story)) missing.push(`${id} (${title}: ${name}; tried ${story ?? suggested})`);
  lines.push(`| ${id} | ${screen.trim()} | ${state.trim()} | \`${story ?? 'MISSING'}\` |`);
}
for (const [id, extra] of Object.entries(overrides.extra ?? {})) {
  lines.push(`| ${id} | ${extra.screen} | ${extra.state} | \`${extra.story}\` |`);
  if (!ids.has(extra.story)) missing.push(`${id} (extra; ${extra.story})`);
}

writeFileSync(
  `${root}stories/SCREEN-STATES.md`,
  [
    '# Screen states and their stories',
    '',
    'Every screen state of `../shared/screen-states.md` (and states the spec implies that the list misses,',
    'ids `XS-nn`) mapped to the Storybook story that shows it. `npm test` fails when a state has no story',
    '(scripts/check-screen-states.mjs) or its story fails to render or pass its play function and axe',
    'checks (story tests). Regenerate with `node scripts/generate-screen-states.mjs` after building',
    'Storybook; story names that differ from the suggestions live in `stories/screen-state-overrides.json`.',
    '',
    '| id | screen | state | story id |',
    '|---|---|---|---|',
    ...lines,
    '',
  ].join('\n'),
);
console.log(`${lines.length} states written, ${missing.length} unmapped`);
for (const m of missing) console.log(`  unmapped: ${m}`);
