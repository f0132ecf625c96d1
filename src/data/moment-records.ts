import { SHARE_TYPES, preferenceKeys, type AllocationRecord, type ExperienceRecord, type Post } from '@/data/types';

// The daily moment's stored records as the app reads them: pure rules that turn
// what moments.ts reads through Dexie into the app's answer, testable without a database.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Today's allocation as stored, or null when there is none or the stored value does not have the
 * record's shape (hand-edited or corrupt: starting the day's count again is better than locking the
 * family out of sharing until midnight; the next share overwrites it).
 */
export function parseAllocation(value: unknown, familyId: string, date: string): AllocationRecord | null {
  if (!isRecord(value) || value.familyId !== familyId || value.date !== date || !isRecord(value.allocations)) return null;
  const allocations: AllocationRecord['allocations'] = {};
  for (const [memberId, types] of Object.entries(value.allocations)) {
    if (!isRecord(types)) return null;
    const flags: Partial<Record<(typeof SHARE_TYPES)[number], boolean>> = {};
    for (const type of SHARE_TYPES) if (types[type] === true) flags[type] = true;
    allocations[memberId] = flags;
  }
  return { date, familyId, allocations };
}

/** A moment as the daily allocation counts it: who shared which type. */
export type MomentShare = Pick<Post, 'userId' | 'type'>;

/**
 * Today's allocation counted from the moments themselves as well as the stored record.
 * The record is one synced preference, so when two devices share while apart the later copy wins
 * and the other's flags would be lost; the moments are separate records and always all arrive. A
 * flag stays true once set (a moment that was shared counts even if deleted since, as before), so
 * the union is the same on every device whatever order the records came in. Null when nothing was
 * shared today.
 */
export function allocationWithMoments(
  stored: AllocationRecord | null,
  moments: readonly MomentShare[],
  familyId: string,
  date: string,
): AllocationRecord | null {
  if (!stored && moments.length === 0) return null;
  const allocations: AllocationRecord['allocations'] = {};
  for (const [memberId, types] of Object.entries(stored?.allocations ?? {})) allocations[memberId] = { ...types };
  for (const { userId, type } of moments) {
    if (!(SHARE_TYPES as readonly string[]).includes(type)) continue;
    allocations[userId] = { ...allocations[userId], [type]: true };
  }
  return { date, familyId, allocations };
}

export function parseExperience(value: unknown): ExperienceRecord | null {
  if (!isRecord(value)) return null;
  const { id, taskId, taskTitle, experiencedAt, familyId } = value;
  if ([id, taskId, taskTitle, experiencedAt, familyId].some((field) => typeof field !== 'string')) return null;
  return value as unknown as ExperienceRecord;
}

/** What the daily card needs to pick and show today's challenge, read in one transaction. */
export interface MomentDay {
  /** The challenge id saved for today (`current_challenge_{familyId}_{date}`), if any. */
  currentChallengeId: string | null;
  /** Today's experience record: today's moment is done. */
  experience: ExperienceRecord | null;
  /** Challenge ids of every experience record of this family (all days, today included). */
  experiencedIds: string[];
  /** Titles of completed tasks (older data links tasks to challenges only by title). */
  completedTaskTitles: string[];
}

/**
 * The day from what was read: the stored value of today's challenge id, every preference record
 * whose key starts with this family's experience prefix, and the titles of all completed tasks.
 */
export function momentDayFrom(
  familyId: string,
  date: string,
  current: unknown,
  experiences: readonly { key: string; value: unknown }[],
  titles: readonly unknown[],
): MomentDay {
  const todayKey = preferenceKeys.momentExperience(familyId, date);
  const parsed = experiences
    .map((record) => ({ key: record.key, experience: parseExperience(record.value) }))
    // 'moment_experience_a_' is also a prefix of family 'a_b''s keys: check the family too.
    .filter((entry): entry is { key: string; experience: ExperienceRecord } => entry.experience?.familyId === familyId);
  return {
    currentChallengeId: typeof current === 'string' ? current : null,
    experience: parsed.find((entry) => entry.key === todayKey)?.experience ?? null,
    experiencedIds: [...new Set(parsed.map((entry) => entry.experience.taskId))],
    completedTaskTitles: titles.filter((title): title is string => typeof title === 'string' && title !== ''),
  };
}
