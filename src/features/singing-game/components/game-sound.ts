import { playTick, primeTick } from '@/lib/audio/play-tick';

/** How the game makes its tick; stories and tests pass a silent or spying one. */
export interface GameSound {
  play: (volume: number) => void;
  /** Called from the click that starts play, so the first tick is unlocked and loaded in time. */
  prime: () => void;
}

export const tickSound: GameSound = { play: playTick, prime: primeTick };

export const silentSound: GameSound = { play: () => undefined, prime: () => undefined };
