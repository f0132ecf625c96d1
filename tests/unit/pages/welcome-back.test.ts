// @vitest-environment node
import { hasPriorFamilyData, sharedMomentsLabel, welcomeBackCount } from '@/features/landing/model/welcome-back';

describe('landing redirect', () => {
  it.each([
    [{ posts: 0, completedTasks: 0 }, false, null],
    [{ posts: 3, completedTasks: 0 }, true, 3],
    [{ posts: 0, completedTasks: 2 }, true, 2],
    [{ posts: 7, completedTasks: 4 }, true, 7],
    [{ posts: 1, completedTasks: 9 }, true, 1],
  ])('%o -> redirect %s, count %s', (counts, redirect, count) => {
    expect(hasPriorFamilyData(counts)).toBe(redirect);
    expect(welcomeBackCount(counts)).toBe(count);
  });

  it.each([
    [1, '1 shared moment'],
    [2, '2 shared moments'],
    [12, '12 shared moments'],
  ])('labels %d as "%s"', (count, label) => {
    expect(sharedMomentsLabel(count)).toBe(label);
  });
});
