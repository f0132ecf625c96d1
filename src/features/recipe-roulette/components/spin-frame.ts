// What the spin card shows at a moment of a planned spin.
import type { SpinPlan } from '@/features/recipe-roulette/model/spin';

export type SpinFrame<T> =
  | { phase: 'countdown'; value: number }
  /** `pick` counts the cycle's picks from 1 to 8. */
  | { phase: 'cycling'; recipe: T; pick: number; picks: number }
  | { phase: 'reveal'; recipe: T }
  | { phase: 'done'; recipe: T };

/** The frame `elapsedMs` after the spin button was pressed. */
export function spinFrameAt<T>(plan: SpinPlan<T>, elapsedMs: number): SpinFrame<T> {
  if (elapsedMs >= plan.totalMs) return { phase: 'done', recipe: plan.chosen };
  if (elapsedMs >= plan.reveal.atMs) return { phase: 'reveal', recipe: plan.reveal.recipe };
  let pick = -1;
  plan.cycle.forEach((entry, index) => {
    if (entry.atMs <= elapsedMs) pick = index;
  });
  const current = plan.cycle[pick];
  if (current) return { phase: 'cycling', recipe: current.recipe, pick: pick + 1, picks: plan.cycle.length };
  let value = plan.countdown[0]?.value ?? 0;
  for (const step of plan.countdown) {
    if (step.atMs <= elapsedMs) value = step.value;
  }
  return { phase: 'countdown', value };
}

/** Every moment the card changes, in order, with whether a tick sounds then (the countdown's steps). */
export function spinMoments<T>(plan: SpinPlan<T>): { atMs: number; tick: boolean }[] {
  return [
    ...plan.countdown.map((step) => ({ atMs: step.atMs, tick: true })),
    ...plan.cycle.map((pick) => ({ atMs: pick.atMs, tick: false })),
    { atMs: plan.reveal.atMs, tick: false },
  ].sort((a, b) => a.atMs - b.atMs);
}
