// Pure rules of reactions and comments on a moment's card.
import { REACTIONS, type Comment, type FamilyMember, type Reaction, type ReactionEmoji } from '@/data/types';

/** Who a reaction or comment is by; a member deleted since shows as "Family member" (docs/product.md#deleted-member-responses). */
export interface Responder {
  name: string;
  color?: string;
  initials: string;
  known: boolean;
}

export const FORMER_MEMBER_NAME = 'Family member';

export function responderOf(memberId: string, members: readonly FamilyMember[]): Responder {
  const member = members.find((m) => m.id === memberId);
  return member
    ? { name: member.name, color: member.color, initials: member.initials, known: true }
    : { name: FORMER_MEMBER_NAME, initials: '?', known: false };
}

export interface ReactionSummary {
  emoji: ReactionEmoji;
  name: string;
  count: number;
  /** The acting member has this reaction (the toggle is pressed). */
  pressed: boolean;
  who: Responder[];
}

/** Every Hearth reaction in the fixed order, with its count and who reacted (oldest first). */
export function summarizeReactions(
  reactions: readonly Reaction[],
  members: readonly FamilyMember[],
  actingMemberId: string | null,
): ReactionSummary[] {
  return REACTIONS.map(({ emoji, name }) => {
    const mine = reactions.filter((r) => r.emoji === emoji);
    return {
      emoji,
      name,
      count: mine.length,
      pressed: actingMemberId !== null && mine.some((r) => r.memberId === actingMemberId),
      who: mine.map((r) => responderOf(r.memberId, members)),
    };
  });
}

/** "React with heart, 2 reactions": the toggle button's accessible name. */
export function reactionLabel({ name, count }: Pick<ReactionSummary, 'name' | 'count'>): string {
  return `React with ${name}, ${count} ${count === 1 ? 'reaction' : 'reactions'}`;
}

export function commentCountLabel(count: number): string {
  return count === 0 ? 'Comment' : `${count} ${count === 1 ? 'comment' : 'comments'}`;
}

/** Long threads collapse to the newest `shown`, still oldest first. */
export const COLLAPSED_COMMENTS = 2;
export function visibleComments(comments: readonly Comment[], expanded: boolean): readonly Comment[] {
  return expanded || comments.length <= COLLAPSED_COMMENTS ? comments : comments.slice(-COLLAPSED_COMMENTS);
}

/** How long the answer to "Who is reacting?" is remembered on a shared device. */
export const ACTING_MEMBER_MS = 5 * 60 * 1000;

export interface ActingMember {
  memberId: string;
  /** When it was chosen or last used (ms). */
  at: number;
}

/** The member still acting at `now`, if they are still in the family and chose within the window. */
export function actingMemberAt(
  choice: ActingMember | null,
  now: number,
  members: readonly FamilyMember[],
): string | null {
  // One member alone never needs to be asked.
  if (members.length === 1) return members[0]!.id;
  // `now` may be the page clock of the last minute tick, a little before the choice: still fresh.
  if (!choice || now - choice.at > ACTING_MEMBER_MS) return null;
  return members.some((m) => m.id === choice.memberId) ? choice.memberId : null;
}
