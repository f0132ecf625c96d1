// @vitest-environment node
import { JOURNEY_DAYS, journeyDay, journeyProgress } from '@/features/dashboard/model/journey';

describe('journey progress (min(round(completed / 45 × 100), 100))', () => {
  it.each([
    [0, 0, 0],
    [1, 2, 1], // 2.22 → 2
    [2, 4, 2], // 4.44 → 4
    [10, 22, 10], // 22.2 → 22
    [18, 40, 18],
    [22, 49, 22], // 48.9 → 49
    [23, 51, 23], // 51.1 → 51
    [44, 98, 44], // 97.8 → 98
    [45, 100, 45],
    [46, 100, 45],
    [120, 100, 45],
    [-3, 0, 0],
    [Number.NaN, 0, 0],
  ])('%i completed tasks → %i%% and day %i', (completed, percent, day) => {
    expect(journeyProgress(completed)).toBe(percent);
    expect(journeyDay(completed)).toBe(day);
  });

  it('rounds halves up like Math.round (e.g. 9/45 = 20%, 27/45 = 60%)', () => {
    expect(journeyProgress(9)).toBe(20);
    expect(journeyProgress(27)).toBe(60);
  });

  it('is 45 days long', () => {
    expect(JOURNEY_DAYS).toBe(45);
  });
});
