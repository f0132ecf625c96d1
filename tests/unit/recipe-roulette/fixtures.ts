import type { FamilyData } from '@/data/types';

// The family, clock and photo the roulette's tests share.
export const family: FamilyData = {
  familyName: 'The Kumars',
  familyId: 'family_1700000000000_demo',
  members: [
    { id: 'member_1', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' },
    { id: 'member_2', name: 'Ravi Kumar', emoji: '🚲', color: '#14b8a6', initials: 'RK' },
  ],
};
export const NOW = new Date('2025-06-15T18:30:00.000Z');
export const PHOTO = 'data:image/jpeg;base64,/9j/AAAA';
