// Letter mode shows a random letter from this pool.
import { randomIndex, type RandomSource } from '@/features/singing-game/model/random';

export const LETTER_POOL = ['M', 'K', 'S', 'T', 'P', 'B', 'D', 'J', 'G', 'R', 'N', 'A', 'C', 'H'] as const;

export type PoolLetter = (typeof LETTER_POOL)[number];

export function isPoolLetter(value: string): value is PoolLetter {
  return (LETTER_POOL as readonly string[]).includes(value);
}

/**
 * A letter from the pool. 'Try Different Letter' must really change the letter, so the previous
 * one (compared case-insensitively) is never drawn again straight away.
 */
export function drawLetter(random: RandomSource, previous?: string): PoolLetter {
  const last = previous?.trim().toUpperCase();
  const candidates = LETTER_POOL.filter((letter) => letter !== last);
  // The pool has 14 letters, so at least 13 candidates remain.
  return candidates[randomIndex(random, candidates.length)] as PoolLetter;
}
