import type { Challenge } from '@/data/types';

// The catalogue is its own chunk, fetched only when the daily card needs
// it. This dynamic import is the ONLY way the app reaches challenge-catalogue.
export const loadChallengeCatalogue = (): Promise<readonly Challenge[]> =>
  import('./challenge-catalogue').then((module) => module.microSurprisesData);
