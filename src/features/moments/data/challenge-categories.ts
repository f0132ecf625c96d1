import type { ChallengeCategory } from '@/data/types';

// The six challenge categories, in this order. Kept apart from the
// catalogue so that code needing only the names does not pull the lazily loaded catalogue chunk.
export const challengeCategories: readonly ChallengeCategory[] = [
  'Connection',
  'Physical Action',
  'Gratitude',
  'Discovery',
  'Photo/Memory',
  'Movement',
];

export function isChallengeCategory(value: unknown): value is ChallengeCategory {
  return typeof value === 'string' && (challengeCategories as readonly string[]).includes(value);
}
