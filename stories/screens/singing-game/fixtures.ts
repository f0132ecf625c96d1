import { demoFamily, familyPreference } from '../../mocks/post-fixtures';
import { stoppedClock } from '@/lib/clock';
import type { Services } from '@/lib/services';
import type { FamilyFrame } from '../activities/family-frame';

/** A family saved on the device (the game is open only to a family). */
export const familySeed = { preferences: [familyPreference()] };

export const gameFrame: FamilyFrame = {
  title: 'Family Alphabet Singing',
  back: '/family/activities',
  familyName: demoFamily.familyName,
};

/**
 * The services of every game story: a stopped clock (the timer shows exactly the story's seconds)
 * and randomness that always takes the first choice, so letters and songs are the same on every
 * run: the first song of a letter in catalogue order, and after 'M' the next letter is 'K'. (The
 * story services never make a sound.)
 */
export const deterministicGame: Partial<Services> = {
  clock: stoppedClock(0),
  random: () => 0,
};
