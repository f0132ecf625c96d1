// The mindful pause demo (docs/product.md#mindful-demo): a closed state and three steps on a fixed clock.
// The demo is a pure function of the time since it was opened, so the component only has to know when
// it started; tests and stories choose any moment of the run.

export type MindfulDemoStep = 1 | 2 | 3;

/** Step 2 at 2000 ms, step 3 at 5000 ms, closed at 8000 ms. */
export const MINDFUL_DEMO_STEP_2_AT_MS = 2000;
export const MINDFUL_DEMO_STEP_3_AT_MS = 5000;
export const MINDFUL_DEMO_CLOSE_AT_MS = 8000;

/**
 * The step showing `elapsedMs` after the demo was opened, or 'closed' once the run is over.
 * A negative elapsed time (a clock that went backwards) counts as the very start.
 */
export function mindfulDemoStepAt(elapsedMs: number): MindfulDemoStep | 'closed' {
  if (Number.isNaN(elapsedMs)) return 1;
  if (elapsedMs >= MINDFUL_DEMO_CLOSE_AT_MS) return 'closed';
  if (elapsedMs >= MINDFUL_DEMO_STEP_3_AT_MS) return 3;
  if (elapsedMs >= MINDFUL_DEMO_STEP_2_AT_MS) return 2;
  return 1;
}

/** Milliseconds until the next change of step after `elapsedMs`, or null when the run is over. */
export function msUntilNextMindfulDemoChange(elapsedMs: number): number | null {
  const at = Number.isNaN(elapsedMs) ? 0 : Math.max(0, elapsedMs);
  for (const boundary of [MINDFUL_DEMO_STEP_2_AT_MS, MINDFUL_DEMO_STEP_3_AT_MS, MINDFUL_DEMO_CLOSE_AT_MS]) {
    if (at < boundary) return boundary - at;
  }
  return null;
}
