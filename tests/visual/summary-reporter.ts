import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * After the list reporter: how long the run took per screenshot, and for each failed story whether
 * its pixels changed (with the diff image) or the story itself broke, plus the command that
 * accepts a deliberate change.
 */
export default class VisualSummaryReporter implements Reporter {
  private readonly started = Date.now();
  private passed = 0;
  private skipped = 0;
  private readonly failures: { name: string; kind: string; detail: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    // Only the final attempt counts.
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else {
      const message = result.errors.map((error) => error.message ?? '').join('\n');
      const diff = result.attachments.find((attachment) => attachment.name.endsWith('-diff.png'))?.path;
      const missing = /snapshot doesn't exist|writing actual/i.test(message);
      const kind = missing ? 'no baseline' : diff ? 'pixels changed' : 'story failed';
      // The line that says why: a story failure's second line carries the play function's error.
      const lines = message
        .replace(ANSI_COLOUR, '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/no screenshot taken/.test(line));
      const detail = diff ?? lines[0]?.slice(0, 300) ?? result.status;
      this.failures.push({ name: `${test.parent.project()?.name ?? ''} ${test.title}`, kind, detail });
    }
  }

  onEnd(result: FullResult): void {
    const seconds = (Date.now() - this.started) / 1000;
    const shots = this.passed + this.failures.length;
    const perShot = shots > 0 ? ` (${(seconds / shots).toFixed(2)} s per screenshot, wall clock)` : '';
    console.log(
      `\nVisual regression: ${this.passed} matched, ${this.failures.length} failed, ${this.skipped} skipped ` +
        `in ${seconds.toFixed(1)} s${perShot}; ${result.status}.`,
    );
    if (this.failures.length === 0) return;
    for (const failure of this.failures) console.log(`  ✘ ${failure.name}: ${failure.kind}: ${failure.detail}`);
    console.log(
      '\nOpen the diffs above (actual, expected and diff images sit in .tmp/visual-results/).' +
        '\nIf every change is deliberate, refresh the baselines: npm run test:visual:update',
    );
  }
}
