// The moment and home component tests: a clean default database before each test, the family and
// a small challenge catalogue. Rendering is tests/unit/render.tsx's.
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { db } from '@/data/db';
import type { Challenge, FamilyData } from '@/data/types';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';

export { renderWithProviders } from '../render';

// Two shared cores: IndexedDB, lazy chunks and dialogs can take more than the default second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(async () => {
  await db.delete();
  await db.open();
});

export const twoMembers: FamilyData = {
  familyName: 'The Kumars',
  familyId: 'family_test',
  members: [
    { id: 'member_a', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' },
    { id: 'member_b', name: 'Ravi', emoji: '🚲', color: '#14b8a6', initials: 'RA' },
  ],
};

export const oneMember: FamilyData = { ...twoMembers, members: twoMembers.members.slice(0, 1) };

/** A small catalogue: a few challenges of different categories. */
export const testCatalogue: Challenge[] = [
  { ...fallbackChallenge, id: 'c-connection', title: 'Compliment circle', category: 'Connection', emoji: '💬' },
  {
    ...fallbackChallenge,
    id: 'c-movement',
    title: 'Freeze dance',
    category: 'Movement',
    emoji: '💃',
    safetyNote: 'Clear a space so nobody bumps into furniture.',
  },
  { ...fallbackChallenge, id: 'c-gratitude', title: 'Thank-you chain', category: 'Gratitude', emoji: '🙏' },
  { ...fallbackChallenge, id: 'c-discovery', title: 'Window safari', category: 'Discovery', emoji: '🔭' },
];
