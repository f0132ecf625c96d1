import { playTick, primeTick } from '@/lib/audio/play-tick';

/** How the spin makes its tick; stories and tests pass a silent or spying one. */
export interface RouletteSound {
  play: (volume: number) => void;
  /** Called from the spin button's click, so the countdown's first tick is unlocked and loaded. */
  prime: () => void;
}

export const tickSound: RouletteSound = { play: playTick, prime: primeTick };

export const silentSound: RouletteSound = { play: () => undefined, prime: () => undefined };
