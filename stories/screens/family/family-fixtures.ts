// Family data the family and onboarding stories seed into Dexie (parameters.seed).
import { getFamilyData } from '@/data/preferences';
import { preferenceKeys, type FamilyData, type Post } from '@/data/types';
import { defaultFamilyHandlers } from '../../mocks/family-handlers';

export const FAMILY_ID = 'family_1735732800000_k3f9x2ab';

/** Names in every script: a family whose names use four scripts. */
export const manyScriptsFamily: FamilyData = {
  familyId: FAMILY_ID,
  familyName: 'The Okafor-García Family',
  members: [
    { id: 'member_1735732800001_aaaa1111', name: 'José', emoji: '👨', color: '#f97316', initials: 'JO' },
    { id: 'member_1735732800002_bbbb2222', name: 'Zoë', emoji: '👧', color: '#a855f7', initials: 'ZO' },
    { id: 'member_1735732800003_cccc3333', name: 'देव', emoji: '👦', color: '#14b8a6', initials: 'देव' },
    { id: 'member_1735732800004_dddd4444', name: '李华', emoji: '👩', color: '#3b82f6', initials: '李华' },
  ],
};

export const ZOE = manyScriptsFamily.members[1]!;

/** A saved family name without members: onboarding resumes at the members step. */
export const namedFamily: FamilyData = { familyId: FAMILY_ID, familyName: 'The Okafors', members: [] };

export function familySeed(family: FamilyData, posts: Post[] = []) {
  return { preferences: [{ key: preferenceKeys.familyData, value: family }], posts };
}

export function zoePosts(): Post[] {
  return [1, 2, 3].map((n) => ({
    id: `post_1735732800000_zoe0000${n}`,
    userId: ZOE.id,
    userName: ZOE.name,
    userImage: '',
    type: 'text' as const,
    content: `Zoë's moment ${n}`,
    timestamp: new Date(Date.UTC(2025, 0, n, 12)).toISOString(),
    likes: 0,
    comments: 0,
  }));
}

/** Saves reach a server that accepts them. */
export const familyMsw = { msw: { handlers: defaultFamilyHandlers } };

/** The family as saved on the device now (for play functions checking what was stored). */
export const savedFamily = () => getFamilyData();
