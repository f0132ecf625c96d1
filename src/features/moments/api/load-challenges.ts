import type { Challenge } from '@/data/types';

/** Loads the challenge catalogue; injectable so stories and tests can make it fail. */
export type LoadChallenges = () => Promise<readonly Challenge[]>;

// The catalogue is its own chunk, fetched only when the daily card needs
// it. This dynamic import is the ONLY way the app reaches challenge-catalogue.
export const loadChallengeCatalogue: LoadChallenges = () =>
  import('../data/challenge-catalogue').then((module) => module.microSurprisesData);
