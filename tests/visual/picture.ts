import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright';

/** Anti-aliasing noise only; a changed word, colour or spacing is far above this. */
const TOLERANCE = { threshold: 0.2, maxDiffPixelRatio: 0.002 };
/** How many pictures a story gets to settle into two identical ones in a row. */
const MAX_SHOTS = 8;
const root = join(process.cwd());
const BASELINES = join(root, 'tests/visual/__screenshots__');
/** Not under test-results/: the end-to-end run empties that folder when it starts. */
const RESULTS = join(root, '.tmp/visual-results');

type Comparator = (actual: Buffer, expected: Buffer, options: typeof TOLERANCE) => { errorMessage: string; diff?: Buffer } | null;

let comparator: Promise<Comparator> | undefined;
/**
 * The comparison `toHaveScreenshot` made (pixelmatch with Playwright's options), so the baselines
 * it wrote compare the same here. A variable specifier: the bundle ships no type declarations.
 */
function playwrightComparator(): Promise<Comparator> {
  const specifier = 'playwright-core/lib/coreBundle';
  comparator ??= import(specifier).then((bundle: { utils?: { getComparator?: (mime: string) => Comparator } }) => {
    const get = bundle.utils?.getComparator;
    if (!get) throw new Error(`${specifier} has no utils.getComparator: check the picture comparison after a Playwright upgrade.`);
    return get('image/png');
  });
  return comparator;
}

function shoot(page: Page): Promise<Buffer> {
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
}

/** Pictures until two in a row agree (or MAX_SHOTS), as `toHaveScreenshot` waited for a still page. */
async function stableShot(page: Page, first?: Buffer): Promise<Buffer> {
  let previous = first ?? (await shoot(page));
  for (let shot = 1; shot < MAX_SHOTS; shot += 1) {
    const next = await shoot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * Compares the page with `tests/visual/__screenshots__/<project>/<story id>.png`. With `update`,
 * writes the picture when there is no baseline or it differs beyond the tolerance (an unchanged
 * baseline keeps its bytes); otherwise throws with where to find actual, expected and diff.
 */
export async function matchBaseline(page: Page, project: string, storyId: string, update: boolean): Promise<void> {
  const name = `${project}/${storyId}.png`;
  // scripts/test-visual.mjs --update removes the baselines no story of a full run named.
  if (process.env.VISUAL_USED_BASELINES) appendFileSync(process.env.VISUAL_USED_BASELINES, `${name}\n`);
  const baseline = join(BASELINES, name);
  const expected = existsSync(baseline) ? readFileSync(baseline) : undefined;
  const first = await shoot(page);
  // Chromium encodes the same pixels to the same bytes: most stories end here, without decoding
  // two PNGs (a second or more of CPU per picture inside jest's sandbox).
  if (expected && first.equals(expected)) return;
  const compare = await playwrightComparator();
  if (expected && compare(first, expected, TOLERANCE) === null) return;
  const actual = await stableShot(page, first);
  const result = expected ? compare(actual, expected, TOLERANCE) : { errorMessage: 'no baseline yet' };
  if (result === null) return;
  if (update) {
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, actual);
    return;
  }
  const out = join(RESULTS, project, storyId);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(`${out}-actual.png`, actual);
  if (expected) writeFileSync(`${out}-expected.png`, expected);
  if (result.diff) writeFileSync(`${out}-diff.png`, result.diff);
  throw new Error(
    `The picture of "${storyId}" at ${project} differs from tests/visual/__screenshots__/${name}: ${result.errorMessage}\n` +
      `Look at ${out}-{actual,expected,diff}.png; if every change is deliberate, refresh the baselines: npm run test:visual:update`,
  );
}
