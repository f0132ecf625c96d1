// @vitest-environment node
import { readFileSync } from 'node:fs';
import { illegalTwins, normalizeText, parseProof, parseScreenStates, proofFailure } from '../../../scripts/screen-state-rules.mjs';

const TABLE = `
| id | screen | state | product | proof | story id |
|---|---|---|---|---|---|
| AE-04 | Error dialog | SERVICE_UNAVAILABLE (503) | [ai-errors](../docs/product.md#ai-errors) | dialog 'Try again in a few minutes' | \`aierrors-x--service-unavailable\` |
| AE-05 | Error dialog | SERVER_ERROR (500\\| 502) | [ai-errors](../docs/product.md#ai-errors) | dialog 'Try again in a few minutes' | \`aierrors-x--server-error\` |
| AE-06 | Error dialog | Other | [ai-errors](../docs/product.md#ai-errors) | dialog 'check your internet' | \`aierrors-x--other\` |
| ME-05 | Memories | No results | [memories](../docs/product.md#memories) | 'No memories match these filters' | \`memories-page--no-results\` |
| GL-01 | Connectivity | Online | [offline-indicator](../docs/product.md#offline-indicator) | no 'Working offline' | \`ui-offlinebanner--online\` |

| states | reason |
|---|---|
| AE-04, AE-05 | both codes get the same message |
`;
const table = parseScreenStates(TABLE);
const picture = (width: string, storyId: string, hash: string) => ({ width, storyId, hash });

describe('parseScreenStates', () => {
  it('reads every state row with its product section, proof and story, and the alike rows', () => {
    expect(table.rows.map((row) => [row.id, row.storyId])).toEqual([
      ['AE-04', 'aierrors-x--service-unavailable'],
      ['AE-05', 'aierrors-x--server-error'],
      ['AE-06', 'aierrors-x--other'],
      ['ME-05', 'memories-page--no-results'],
      ['GL-01', 'ui-offlinebanner--online'],
    ]);
    expect(table.rows[1]).toMatchObject({ state: 'SERVER_ERROR (500| 502)', product: 'ai-errors', proof: "dialog 'Try again in a few minutes'" });
    expect(table.alike).toEqual([{ ids: ['AE-04', 'AE-05'], reason: 'both codes get the same message' }]);
  });

  it('reads the committed stories/SCREEN-STATES.md: every row has a section of docs/product.md and a proof', () => {
    const committed = parseScreenStates(readFileSync(new URL('../../../stories/SCREEN-STATES.md', import.meta.url), 'utf8'));
    const product = readFileSync(new URL('../../../docs/product.md', import.meta.url), 'utf8');
    expect(committed.rows.length).toBeGreaterThan(200);
    for (const row of committed.rows) {
      expect(product, `${row.id}: docs/product.md#${row.product}`).toContain(`<a id="${row.product}"></a>`);
      expect(parseProof(row.proof), `${row.id} proof "${row.proof}"`).not.toBeNull();
    }
    const ids = new Set(committed.rows.map((row) => row.id));
    for (const { ids: twins, reason } of committed.alike) {
      for (const id of twins) expect(ids.has(id), `alike row names unknown state ${id}`).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});

describe('illegalTwins', () => {
  it.each([
    ['distinct pictures', [picture('mobile', 'aierrors-x--other', 'a'), picture('mobile', 'memories-page--no-results', 'b')], []],
    [
      'a planted copy: two states, one picture',
      [picture('desktop', 'aierrors-x--other', 'same'), picture('desktop', 'memories-page--no-results', 'same')],
      [{ width: 'desktop', first: { id: 'AE-06', storyId: 'aierrors-x--other' }, second: { id: 'ME-05', storyId: 'memories-page--no-results' } }],
    ],
    ['states marked alike on purpose', [picture('mobile', 'aierrors-x--service-unavailable', 'h'), picture('mobile', 'aierrors-x--server-error', 'h')], []],
    ['same hash at different widths', [picture('mobile', 'aierrors-x--other', 'h'), picture('desktop', 'memories-page--no-results', 'h')], []],
    ['stories mapped to no state', [picture('mobile', 'ui-button--primary', 'h'), picture('mobile', 'ui-button--ghost', 'h')], []],
  ])('%s', (_name, pictures, expected) => {
    expect(illegalTwins(table, pictures)).toEqual(expected);
  });

  it('an alike row covers only the states it names', () => {
    const pictures = [picture('mobile', 'aierrors-x--service-unavailable', 'h'), picture('mobile', 'aierrors-x--other', 'h')];
    expect(illegalTwins(table, pictures)).toHaveLength(1);
  });
});

describe('proofFailure', () => {
  const page = (pageText: string, dialogTexts: string[] = []) => ({ pageText, dialogTexts });
  it.each([
    ['page text present, other case and white space', 'ME-05', 'Filters\n NO MEMORIES   match these filters', [], null],
    ['page text missing', 'ME-05', 'Showing 1–15 of 40 memories', [], 'ME-05: the final canvas does not show "No memories match these filters"'],
    ['dialog text in the open dialog', 'AE-06', 'page', ['Please check your internet connection.'], null],
    ['dialog closed (the story clicked Got it!)', 'AE-06', 'check your internet', [], 'AE-06: no dialog is open at the end of the story; it should show "check your internet"'],
    ['dialog open with another text', 'AE-06', 'page', ['Try again tomorrow'], 'AE-06: the open dialog does not show "check your internet"'],
    ['an absence that holds', 'GL-01', '', [], null],
    ['an absence that does not', 'GL-01', 'Working offline', [], 'GL-01: the final canvas shows "Working offline", which this state must not show'],
  ])('%s', (_name, id, pageText, dialogTexts, expected) => {
    const row = table.rows.find((candidate) => candidate.id === id);
    expect(proofFailure(row as (typeof table.rows)[number], page(pageText, dialogTexts))).toBe(expected);
  });

  it('reads the three kinds of proof', () => {
    expect(parseProof("'Got it!'")).toEqual({ scope: 'page', text: 'Got it!' });
    expect(parseProof("dialog 'Try again'")).toEqual({ scope: 'dialog', text: 'Try again' });
    expect(parseProof("no 'Working offline'")).toEqual({ scope: 'no', text: 'Working offline' });
    expect(parseProof("''")).toBeNull();
  });

  it('rejects a proof cell it cannot read', () => {
    expect(proofFailure({ id: 'XX-01', proof: 'No memories' }, page('No memories'))).toMatch(/is not 'text'/);
  });

  it('normalizes curly quotes', () => {
    expect(normalizeText('Today’s “moment”')).toBe(`today's "moment"`);
  });
});
