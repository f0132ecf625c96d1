// @vitest-environment node
import { planSpin } from '@/features/recipe-roulette/model/spin';
import { spinFrameAt, spinMoments } from '@/features/recipe-roulette/components/spin-frame';

const recipes = ['A', 'B', 'C', 'D'];
// Always the first of the other recipes: A, B, A, B ... ; chosen is the 8th pick, B.
const plan = planSpin(recipes, () => 0);

describe('spinFrameAt (3 s countdown, 2 s of 8 picks, 2 s reveal)', () => {
  it.each([
    [0, { phase: 'countdown', value: 3 }],
    [999, { phase: 'countdown', value: 3 }],
    [1000, { phase: 'countdown', value: 2 }],
    [2000, { phase: 'countdown', value: 1 }],
    [2999, { phase: 'countdown', value: 1 }],
    [3000, { phase: 'cycling', recipe: 'A', pick: 1, picks: 8 }],
    [3250, { phase: 'cycling', recipe: 'B', pick: 2, picks: 8 }],
    [4750, { phase: 'cycling', recipe: 'B', pick: 8, picks: 8 }],
    [4999, { phase: 'cycling', recipe: 'B', pick: 8, picks: 8 }],
    [5000, { phase: 'reveal', recipe: 'B' }],
    [6999, { phase: 'reveal', recipe: 'B' }],
    [7000, { phase: 'done', recipe: 'B' }],
    [-5, { phase: 'countdown', value: 3 }],
  ] as const)('at %i ms', (elapsed, frame) => {
    expect(spinFrameAt(plan, elapsed)).toEqual(frame);
  });

  it('lists every moment in order, ticking only on the countdown', () => {
    const moments = spinMoments(plan);
    expect(moments.map((m) => m.atMs)).toEqual([0, 1000, 2000, 3000, 3250, 3500, 3750, 4000, 4250, 4500, 4750, 5000]);
    expect(moments.filter((m) => m.tick).map((m) => m.atMs)).toEqual([0, 1000, 2000]);
  });
});
