import { SHARE_TYPES, type AllocationRecord, type ShareType } from '@/data/types';

// At most 4 moments per family per day (docs/product.md#daily-allocation).
export const DAILY_FAMILY_CAP = 4;

// The texts families see, used exactly as written.
export const allocationMessages = {
  familyCapReached: 'All 4 daily moments have been shared! New moments available tomorrow.',
  memberLimitMulti: "You've shared twice today! Let other family members share the remaining moments!",
  memberLimitSingle: "You've shared all 4 moments today! New moments available tomorrow.",
  saveError: 'Error saving allocation',
  unableToShare: 'Unable to share this moment type right now',
} as const;

// The text type is the family's reflection; its message says 'reflection'.
const typeNouns: Record<ShareType, string> = {
  text: 'reflection',
  photo: 'photo',
  mood: 'mood',
  gratitude: 'gratitude',
  voice: 'voice note',
  video: 'video',
};

/** 'You have already shared a reflection today.' (or the type's name). */
export function typeUsedMessage(type: ShareType): string {
  return `You have already shared a ${typeNouns[type]} today.`;
}

/** 2 types a day per member in a family of several, all 4 for a family of one. */
export function memberTypeLimit(memberCount: number): number {
  return memberCount > 1 ? 2 : DAILY_FAMILY_CAP;
}

/**
 * The family's moments today: the number of true flags over all members and types. Flags of a
 * member who has since been removed still count, because those moments were shared.
 */
export function familyShareCount(allocation: AllocationRecord | null): number {
  if (!allocation) return 0;
  let count = 0;
  for (const types of Object.values(allocation.allocations)) {
    for (const type of SHARE_TYPES) if (types?.[type] === true) count += 1;
  }
  return count;
}

export function memberShareCount(allocation: AllocationRecord | null, memberId: string): number {
  const types = allocation?.allocations[memberId];
  return SHARE_TYPES.filter((type) => types?.[type] === true).length;
}

export interface TypeSharingState {
  type: ShareType;
  /** This member already shared this type today (lock icon). */
  usedByMember: boolean;
  /** Someone in the family already shared this type today (green dot). */
  sharedToday: boolean;
  /** The member cannot choose this type now. */
  locked: boolean;
  /** Why it is locked, in the family's words (allocationMessages). */
  reason?: string;
}

export interface SharingState {
  types: TypeSharingState[];
  /** Moments the family shared today (all true flags). */
  familyShares: number;
  /** Types this member shared today. */
  memberShares: number;
  /** Types this member may share a day (`memberTypeLimit`). */
  memberLimit: number;
  familyCapReached: boolean;
  memberLimitReached: boolean;
  /** The message that blocks every type for this member, or null while some type is open. */
  blockingMessage: string | null;
}

export interface SharingInput {
  /** Today's allocation record, or null when nobody has shared yet. */
  allocation: AllocationRecord | null;
  /** The member who is sharing. */
  memberId: string;
  /** How many members the family has. */
  memberCount: number;
  /** Today's local date; a record from another day is treated as empty. */
  date?: string;
}

/**
 * "One per type per member" reads as: each member may share each type once a
 * day, so two members may both share a photo; the family as a whole is capped at 4 moments (the
 * total of all flags), and each member at `memberTypeLimit(memberCount)` types.
 *
 * Which message blocks: a family of one that has shared all 4 hears its own message ('You've
 * shared all 4 moments today!...'); otherwise the family cap comes first, because nobody can share;
 * then the member limit of a family of several.
 */
export function sharingState({ allocation, memberId, memberCount, date }: SharingInput): SharingState {
  const current = allocation && (date === undefined || allocation.date === date) ? allocation : null;
  const familyShares = familyShareCount(current);
  const memberShares = memberShareCount(current, memberId);
  const memberLimit = memberTypeLimit(memberCount);
  const familyCapReached = familyShares >= DAILY_FAMILY_CAP;
  const memberLimitReached = memberShares >= memberLimit;
  const single = memberCount <= 1;

  let blockingMessage: string | null = null;
  if (memberLimitReached && single) blockingMessage = allocationMessages.memberLimitSingle;
  else if (familyCapReached) blockingMessage = allocationMessages.familyCapReached;
  else if (memberLimitReached) blockingMessage = allocationMessages.memberLimitMulti;

  const memberTypes = current?.allocations[memberId];
  const types = SHARE_TYPES.map((type): TypeSharingState => {
    const usedByMember = memberTypes?.[type] === true;
    const sharedToday = Object.values(current?.allocations ?? {}).some((t) => t?.[type] === true);
    if (usedByMember) return { type, usedByMember, sharedToday, locked: true, reason: typeUsedMessage(type) };
    if (blockingMessage) return { type, usedByMember, sharedToday, locked: true, reason: blockingMessage };
    return { type, usedByMember, sharedToday, locked: false };
  });

  return {
    types,
    familyShares,
    memberShares,
    memberLimit,
    familyCapReached,
    memberLimitReached,
    blockingMessage,
  };
}

export interface ShareCheckInput extends SharingInput {
  type: ShareType;
}

/** Why this member cannot share this type now (allocationMessages), or null when they can. */
export function shareBlockReason(input: ShareCheckInput): string | null {
  const state = sharingState(input).types.find((t) => t.type === input.type);
  if (!state) return allocationMessages.unableToShare;
  return state.locked ? (state.reason ?? allocationMessages.unableToShare) : null;
}

export function canShare(input: ShareCheckInput): boolean {
  return shareBlockReason(input) === null;
}

export interface RecordShareInput {
  date: string;
  familyId: string;
  memberId: string;
  type: ShareType;
}

/**
 * A new allocation record with this member's type marked as shared. The given record is never
 * changed; a record of another day or family is replaced by a fresh one. Limits are checked with
 * `canShare` before calling this.
 */
export function recordShare(allocation: AllocationRecord | null, { date, familyId, memberId, type }: RecordShareInput): AllocationRecord {
  const base = allocation && allocation.date === date && allocation.familyId === familyId ? allocation.allocations : {};
  const allocations: AllocationRecord['allocations'] = {};
  for (const [id, types] of Object.entries(base)) allocations[id] = { ...types };
  allocations[memberId] = { ...allocations[memberId], [type]: true };
  return { date, familyId, allocations };
}
