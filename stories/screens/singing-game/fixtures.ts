import { demoFamily, familyPreference } from '../../mocks/post-fixtures';
import { stoppedGameClock } from '@/features/singing-game/components/game-clock';
import { silentSound } from '@/features/singing-game/components/game-sound';
import type { SingingGameProps } from '@/features/singing-game/components/singing-game';
import type { FamilyFrame } from '../activities/family-frame';

/** A family saved on the device (the game is open only to a family). */
export const familySeed = { preferences: [familyPreference()] };

export const gameFrame: FamilyFrame = {
  title: 'Family Alphabet Singing',
  back: '/family/activities',
  familyName: demoFamily.familyName,
};

/**
 * Every game story: a stopped clock (the timer shows exactly the story's seconds), no sound, and
 * randomness that always takes the first choice, so letters and songs are the same on every run:
 * the first song of a letter in catalogue order, and after 'M' the next letter is 'K'.
 */
export const deterministicGame: SingingGameProps = {
  clock: stoppedGameClock,
  random: () => 0,
  sound: silentSound,
};
