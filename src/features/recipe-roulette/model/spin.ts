// The spin (docs/product.md#spin) is a 3-2-1 countdown (one step a second), about 2 seconds of
// random cycling in 8 picks, then 'Tonight's selection' for 2 seconds before the selection stage.
// The whole timeline is planned up front so the component only has to play it back.

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

export const SPIN_TIMING = {
  countdownFrom: 3,
  countdownStepMs: 1000,
  cyclePicks: 8,
  cycleStepMs: 250,
  revealMs: 2000,
} as const;

/** Volume of the countdown tick. */
export const SPIN_TICK_VOLUME = 0.4;

export interface CountdownStep {
  /** 3, 2 or 1. */
  value: number;
  /** Milliseconds after the spin button was pressed. */
  atMs: number;
}

export interface CyclePick<T> {
  recipe: T;
  atMs: number;
}

export interface SpinPlan<T> {
  countdown: CountdownStep[];
  cycle: CyclePick<T>[];
  /** The recipe the spin lands on: always the last cycle pick. */
  chosen: T;
  /** 'Tonight's selection' shows `chosen` from atMs for durationMs. */
  reveal: { recipe: T; atMs: number; durationMs: number };
  /** When the selection stage opens. */
  totalMs: number;
}

function pickIndex(random: RandomSource, length: number): number {
  const index = Math.floor(random() * length);
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(index, length - 1);
}

/**
 * Plans one spin over `recipes` (which must not be empty). With two or more recipes, consecutive
 * picks differ so the cycling is visible; the chosen recipe is the last pick.
 */
export function planSpin<T>(recipes: readonly T[], random: RandomSource): SpinPlan<T> {
  if (recipes.length === 0) throw new RangeError('planSpin needs at least one recipe');
  const { countdownFrom, countdownStepMs, cyclePicks, cycleStepMs, revealMs } = SPIN_TIMING;

  const countdown: CountdownStep[] = [];
  for (let step = 0; step < countdownFrom; step += 1) {
    countdown.push({ value: countdownFrom - step, atMs: step * countdownStepMs });
  }
  const cycleStartMs = countdownFrom * countdownStepMs;

  const cycle: CyclePick<T>[] = [];
  let previous = -1;
  for (let pick = 0; pick < cyclePicks; pick += 1) {
    let index: number;
    if (recipes.length === 1) {
      index = 0;
    } else {
      // Draw among the other recipes, then skip over the previous index.
      index = pickIndex(random, previous < 0 ? recipes.length : recipes.length - 1);
      if (previous >= 0 && index >= previous) index += 1;
    }
    previous = index;
    cycle.push({ recipe: recipes[index] as T, atMs: cycleStartMs + pick * cycleStepMs });
  }

  const chosen = (cycle[cycle.length - 1] as CyclePick<T>).recipe;
  const revealAtMs = cycleStartMs + cyclePicks * cycleStepMs;
  return {
    countdown,
    cycle,
    chosen,
    reveal: { recipe: chosen, atMs: revealAtMs, durationMs: revealMs },
    totalMs: revealAtMs + revealMs,
  };
}
