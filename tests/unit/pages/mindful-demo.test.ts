// @vitest-environment node
import {
  MINDFUL_DEMO_CLOSE_AT_MS,
  MINDFUL_DEMO_STEP_2_AT_MS,
  MINDFUL_DEMO_STEP_3_AT_MS,
  mindfulDemoStepAt,
  msUntilNextMindfulDemoChange,
} from '@/features/pages/model/mindful-demo';

describe('mindful pause demo timeline', () => {
  it('steps at 2 s and 5 s and closes at 8 s', () => {
    expect([MINDFUL_DEMO_STEP_2_AT_MS, MINDFUL_DEMO_STEP_3_AT_MS, MINDFUL_DEMO_CLOSE_AT_MS]).toEqual([2000, 5000, 8000]);
  });

  it.each([
    [-50, 1],
    [0, 1],
    [1999, 1],
    [2000, 2],
    [3500, 2],
    [4999, 2],
    [5000, 3],
    [7999, 3],
    [8000, 'closed'],
    [60_000, 'closed'],
    [Number.NaN, 1],
  ] as const)('at %d ms shows %s', (elapsed, step) => {
    expect(mindfulDemoStepAt(elapsed)).toBe(step);
  });

  it.each([
    [0, 2000],
    [-100, 2000],
    [1500, 500],
    [2000, 3000],
    [4999, 1],
    [5000, 3000],
    [7000, 1000],
    [8000, null],
    [9000, null],
  ] as const)('at %d ms the next change is in %s ms', (elapsed, wait) => {
    expect(msUntilNextMindfulDemoChange(elapsed)).toBe(wait);
  });
});
