// The rules of the screen-state check, pure: no file, no browser. Used by
// scripts/check-screen-states.mjs, scripts/test-visual.mjs, the story tests (tests/visual) and the
// generator of the "Screen states" docs page; tested in tests/unit/stories/screen-state-rules.test.ts.
//
// stories/SCREEN-STATES.md holds two tables:
//   | id | screen | state | product | proof | story id |           every screen state and its story,
//                                                                  in one table per area (## heading)
//   | states | reason |                                           states that look alike on purpose
// A proof is the text the state's final canvas must show: `'text'` anywhere on the page, or
// `dialog 'text'` inside an open dialog (role dialog or alertdialog); for a state that is an absence
// (no banner), `no 'text'`: the text must not be visible anywhere.

const STATE_ROW = /^\|\s*([A-Z]{2}-\d{2,3})\s*\|(.*)\|\s*`([a-z0-9-]+--[a-z0-9-]+)`\s*\|\s*$/;
const ALIKE_ROW = /^\|\s*((?:[A-Z]{2}-\d{2,3}(?:,\s*)?){2,})\s*\|\s*(.+?)\s*\|\s*$/;
const PROOF = /^(?:(page|dialog|no)\s+)?'(.+)'$/;

/** Table cells between the id and the story id, `\|` kept as a literal bar. */
function cells(middle) {
  return middle.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'));
}

/**
 * @param {string} markdown stories/SCREEN-STATES.md
 * @returns {{ rows: { id: string, area: string, screen: string, state: string, product: string, proof: string, storyId: string }[], alike: { ids: string[], reason: string }[] }}
 */
export function parseScreenStates(markdown) {
  const rows = [];
  const alike = [];
  let area = '';
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) area = heading[1].trim();
    const state = STATE_ROW.exec(line);
    if (state) {
      const [screen = '', stateName = '', productLink = '', proof = ''] = cells(state[2]);
      // `[anchor](../docs/product.md#anchor)`: the anchor of the state's section of docs/product.md.
      const product = /#([a-z0-9-]+)\)$/.exec(productLink)?.[1] ?? productLink;
      rows.push({ id: state[1], area, screen, state: stateName, product, proof, storyId: state[3] });
      continue;
    }
    const twins = ALIKE_ROW.exec(line);
    if (twins) alike.push({ ids: twins[1].split(',').map((id) => id.trim()), reason: twins[2] });
  }
  return { rows, alike };
}

/** @returns {{ scope: 'page' | 'dialog' | 'no', text: string } | null} null when the cell is not a proof. */
export function parseProof(cell) {
  const match = PROOF.exec(cell.trim());
  if (!match) return null;
  return { scope: match[1] ?? 'page', text: match[2] };
}

/** Text as a reader compares it: one space for any run of white space, straight quotes, any case (CSS may upper-case). */
export function normalizeText(text) {
  return text.replace(/[\u2018\u2019]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Whether a story's final canvas proves its state.
 * @param {{ id: string, proof: string }} row
 * @param {{ pageText: string, dialogTexts: string[] }} canvas the visible text of the whole document and of each open dialog
 * @returns {string | null} what is wrong, or null when the text is there
 */
export function proofFailure(row, canvas) {
  const proof = parseProof(row.proof);
  if (!proof) return `${row.id}: its proof "${row.proof}" is not 'text', dialog 'text' or no 'text' (stories/SCREEN-STATES.md)`;
  // Without white space: the canvas text is read node by node, so "Got it!" may arrive as "Got it !".
  const compact = (text) => normalizeText(text).replace(/ /g, '');
  const wanted = compact(proof.text);
  if (proof.scope === 'dialog') {
    if (canvas.dialogTexts.length === 0) return `${row.id}: no dialog is open at the end of the story; it should show "${proof.text}"`;
    if (canvas.dialogTexts.some((text) => compact(text).includes(wanted))) return null;
    return `${row.id}: the open dialog does not show "${proof.text}"`;
  }
  if (proof.scope === 'no') {
    return compact(canvas.pageText).includes(wanted) ? `${row.id}: the final canvas shows "${proof.text}", which this state must not show` : null;
  }
  return compact(canvas.pageText).includes(wanted) ? null : `${row.id}: the final canvas does not show "${proof.text}"`;
}

/**
 * Pairs of different screen states whose stories left identical pictures at the same width,
 * unless an alike row names both states.
 * @param {{ rows: { id: string, storyId: string }[], alike: { ids: string[] }[] }} table
 * @param {{ width: string, storyId: string, hash: string }[]} pictures
 * @returns {{ width: string, first: { id: string, storyId: string }, second: { id: string, storyId: string } }[]}
 */
export function illegalTwins(table, pictures) {
  const statesOf = new Map();
  for (const row of table.rows) statesOf.set(row.storyId, [...(statesOf.get(row.storyId) ?? []), row.id]);
  const allowed = (a, b) => table.alike.some(({ ids }) => ids.includes(a) && ids.includes(b));
  const seen = new Map();
  const twins = [];
  for (const picture of pictures) {
    for (const id of statesOf.get(picture.storyId) ?? []) {
      const key = `${picture.width}\u0000${picture.hash}`;
      const earlier = seen.get(key) ?? [];
      for (const other of earlier) {
        if (other.id !== id && other.storyId !== picture.storyId && !allowed(other.id, id)) {
          twins.push({ width: picture.width, first: other, second: { id, storyId: picture.storyId } });
        }
      }
      seen.set(key, [...earlier, { id, storyId: picture.storyId }]);
    }
  }
  return twins;
}
