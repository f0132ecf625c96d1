// Writes stories/SCREEN-STATES.md: each screen state of ../shared/screen-states.md mapped to the
// story that shows it, with the section of docs/product.md that describes it and its proof (the text
// its story's final canvas must show), grouped by area, then the states that look alike on purpose.
// A state whose suggested story exists maps to it; stories/screen-state-overrides.json holds the
// rest: `stories` (names that differ from the suggestions), `extra` (states the list misses),
// `proof` (where the first quoted text of "what is visible" is not the right proof), `alike`, and
// the product anchors: `productByScreen` (by the screen's name, its address left out) and `product`
// (a state whose own section is more precise). Run after `npm run build-storybook`;
// check-screen-states.mjs then guards the mapping in npm test, and generate-screen-states-page.mjs
// turns the file into the "Screen states" docs page.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const shared = readFileSync(`${root}../shared/screen-states.md`, 'utf8');
const entries = JSON.parse(readFileSync(`${root}storybook-static/index.json`, 'utf8')).entries;
const ids = new Set(Object.values(entries).filter((e) => e.type === 'story').map((e) => e.id));
const overrides = JSON.parse(readFileSync(`${root}stories/screen-state-overrides.json`, 'utf8'));
const anchors = new Set([...readFileSync(`${root}docs/product.md`, 'utf8').matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

const sanitize = (s) =>
  s
    .toLowerCase()
    .replace(/[ ’–—―′¿'`~!@#$%^&*()_|+\-=?;:'",.<>{}[\]\\/]/gi, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
const exportToName = (key) => key.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').replace(/(\d+)/g, ' $1 ');
const cell = (text) => text.trim().replaceAll('|', '\\|');
/** The first quoted text, unless it is a placeholder ({status}) the story fills in. */
const firstQuote = (visible) => [...visible.matchAll(/'([^']+)'/g)].map((m) => m[1]).find((text) => !/[{}]/.test(text));

const missing = [];
/** The state's section of docs/product.md, as a link from stories/. */
const productCell = (id, screen, anchor = overrides.product[id] ?? overrides.productByScreen[screen.trim().replace(/\s*\(\/[^)]*\)$/, '')]) => {
  if (!anchor || !anchors.has(anchor)) missing.push(`${id}: no section of docs/product.md (${anchor ?? 'add the screen to productByScreen'})`);
  return `[${anchor}](../docs/product.md#${anchor})`;
};

const areas = new Map();
let area = '';
for (const line of shared.split('\n')) {
  const heading = /^## (.+)$/.exec(line);
  if (heading) area = heading[1].trim();
  const m = /^\|\s*([A-Z]{2}-\d{2})\s*\|\s*([^|]*)\|\s*([^|]*)\|\s*([^|]*)\|\s*([^|]*)\|\s*`([^`:]+): ([^`]+)`\s*\|\s*$/.exec(line);
  if (!m) continue;
  const [, id, screen, state, visible, , title, name] = m;
  const suggested = `${sanitize(title)}--${sanitize(exportToName(name))}`;
  const story = overrides.stories[id] ?? (ids.has(suggested) ? suggested : null);
  if (!story || !ids.has(story)) missing.push(`${id} (${title}: ${name}; tried ${story ?? suggested})`);
  const quote = firstQuote(visible);
  const proof = overrides.proof[id] ?? (quote ? `'${quote}'` : '');
  if (!proof) missing.push(`${id}: no proof (add one to screen-state-overrides.json "proof")`);
  const row = `| ${id} | ${cell(screen)} | ${cell(state)} | ${productCell(id, screen)} | ${cell(proof)} | \`${story ?? 'MISSING'}\` |`;
  areas.set(area, [...(areas.get(area) ?? []), row]);
}
for (const [id, extra] of Object.entries(overrides.extra)) {
  const row = `| ${id} | ${cell(extra.screen)} | ${cell(extra.state)} | ${productCell(id, extra.screen, extra.product)} | ${cell(extra.proof)} | \`${extra.story}\` |`;
  areas.set(extra.area, [...(areas.get(extra.area) ?? []), row]);
  if (!ids.has(extra.story)) missing.push(`${id} (extra; ${extra.story})`);
}

const header = ['| id | screen | state | product | proof | story id |', '|---|---|---|---|---|---|'];
writeFileSync(
  `${root}stories/SCREEN-STATES.md`,
  [
    '# Screen states and their stories',
    '',
    'Every screen state of `../shared/screen-states.md` (and states that list misses, ids `XS-nn`) mapped',
    'to the Storybook story that shows it, by area, with the section of docs/product.md that describes it.',
    'Each story ends showing its state, and its final canvas must show the **proof**: `\'text\'` anywhere',
    'on the page, `dialog \'text\'` inside an open dialog. `npm test` fails when a state has no story',
    '(scripts/check-screen-states.mjs), when its story fails, lacks its proof, or leaves the same picture',
    'as another state at the same width (story tests) unless the last table says they look alike on',
    'purpose. Regenerate with',
    '`node scripts/generate-screen-states.mjs` after building Storybook; what differs from that list',
    'lives in `stories/screen-state-overrides.json`. The "Screen states" docs page is generated from this file.',
    '',
    ...[...areas].flatMap(([name, rows]) => [`## ${name}`, '', ...header, ...rows, '']),
    '## States that look alike on purpose',
    '',
    'Their stories may leave identical pictures: Hearth gives them the same screen.',
    '',
    '| states | reason |',
    '|---|---|',
    ...overrides.alike.map(({ states, reason }) => `| ${states.join(', ')} | ${cell(reason)} |`),
    '',
  ].join('\n'),
);
const count = [...areas.values()].reduce((sum, rows) => sum + rows.length, 0);
console.log(`${count} states written, ${missing.length} problems`);
for (const m of missing) console.log(`  ${m}`);
process.exitCode = missing.length > 0 ? 1 : 0;
