import type { FamilyMember } from '@/data/types';

export interface MemberCount {
  /** The member, or null for posts whose sharer is no longer in the family. */
  member: FamilyMember | null;
  count: number;
}

/**
 * Moments per member in the family's own order, every member listed even at
 * 0; posts by ids not in the family (an imported backup from another device) are summed last.
 */
export function memberCounts(byMember: Readonly<Record<string, number>>, members: readonly FamilyMember[]): MemberCount[] {
  const known = new Set(members.map((m) => m.id));
  const rows: MemberCount[] = members.map((member) => ({ member, count: byMember[member.id] ?? 0 }));
  const others = Object.entries(byMember)
    .filter(([id]) => !known.has(id))
    .reduce((sum, [, count]) => sum + count, 0);
  if (others > 0) rows.push({ member: null, count: others });
  return rows;
}
