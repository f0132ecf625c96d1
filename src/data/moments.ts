import { db as defaultDb, type HearthDatabase } from '@/data/db';
import {
  SHARE_TYPES,
  preferenceKeys,
  type AllocationRecord,
  type CompletedTask,
  type ExperienceRecord,
  type Post,
  type ReflectionRecord,
} from '@/data/types';

// The daily family moment's records (core spec §3): today's challenge id, the allocation of who
// shared what, the experience record that marks today's moment done, and the day's reflections.
// Every write that belongs together happens in ONE Dexie transaction, so a failed save (a full
// disk, a closed database) leaves nothing half-written: no post without its allocation, no
// completed moment without its post.

/** Which write of a save failed; the share dialog picks the family's message from it (core spec §8). */
export type MomentSaveStep = 'post' | 'allocation' | 'task' | 'experience' | 'reflection' | 'commit';

/** A save that was rolled back. `cause` is the storage error (e.g. QuotaExceededError). */
export class MomentSaveError extends Error {
  override readonly name = 'MomentSaveError';
  readonly step: MomentSaveStep;

  constructor(step: MomentSaveStep, cause: unknown) {
    super(`Saving the moment failed at "${step}"`, { cause });
    this.step = step;
  }
}

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

export function parseExperience(value: unknown): ExperienceRecord | null {
  if (!isRecord(value)) return null;
  const { id, taskId, taskTitle, experiencedAt, familyId } = value;
  if ([id, taskId, taskTitle, experiencedAt, familyId].some((field) => typeof field !== 'string')) return null;
  return value as unknown as ExperienceRecord;
}

export async function getAllocation(
  familyId: string,
  date: string,
  database: HearthDatabase = defaultDb,
): Promise<AllocationRecord | null> {
  const record = await database.preferences.get(preferenceKeys.momentAllocation(familyId, date));
  return parseAllocation(record?.value, familyId, date);
}

export async function getExperience(
  familyId: string,
  date: string,
  database: HearthDatabase = defaultDb,
): Promise<ExperienceRecord | null> {
  const record = await database.preferences.get(preferenceKeys.momentExperience(familyId, date));
  return parseExperience(record?.value);
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

export async function readMomentDay(familyId: string, date: string, database: HearthDatabase = defaultDb): Promise<MomentDay> {
  const prefix = preferenceKeys.momentExperience(familyId, '');
  return database.transaction('r', database.preferences, database.completedTasks, async () => {
    const [current, experiences, titles] = await Promise.all([
      database.preferences.get(preferenceKeys.currentChallenge(familyId, date)),
      // The preferences key is the primary key, so this is a key range scan, not a table scan.
      database.preferences.where('key').startsWith(prefix).toArray(),
      database.completedTasks.toArray().then((tasks) => tasks.map((task) => task.taskTitle)),
    ]);
    const todayKey = preferenceKeys.momentExperience(familyId, date);
    const parsed = experiences
      .map((record) => ({ key: record.key, experience: parseExperience(record.value) }))
      // 'moment_experience_a_' is also a prefix of family 'a_b''s keys: check the family too.
      .filter((entry): entry is { key: string; experience: ExperienceRecord } => entry.experience?.familyId === familyId);
    return {
      currentChallengeId: typeof current?.value === 'string' ? current.value : null,
      experience: parsed.find((entry) => entry.key === todayKey)?.experience ?? null,
      experiencedIds: [...new Set(parsed.map((entry) => entry.experience.taskId))],
      completedTaskTitles: titles.filter((title): title is string => typeof title === 'string' && title !== ''),
    };
  });
}

/** core spec §4: today's challenge is persisted for the day. */
export async function saveCurrentChallenge(
  familyId: string,
  date: string,
  challengeId: string,
  database: HearthDatabase = defaultDb,
): Promise<void> {
  await database.preferences.put({ key: preferenceKeys.currentChallenge(familyId, date), value: challengeId });
}

export interface ShareMomentInput {
  familyId: string;
  /** Local date YYYY-MM-DD of the day the moment counts for. */
  date: string;
  post: Post;
  /**
   * The allocation record to save, or a function given today's stored record (null when none) that
   * returns it. The function runs inside the transaction, so the limits it checks see the latest
   * record even when another tab shared a moment a moment ago; throwing from it cancels the share
   * and writes nothing.
   */
  allocation: AllocationRecord | ((current: AllocationRecord | null) => AllocationRecord);
  /** When this share completes today's moment: the completed task and today's experience record. */
  completeTask?: { task: CompletedTask; experience: ExperienceRecord };
}

export interface ShareMomentResult {
  allocation: AllocationRecord;
}

function step<T>(name: MomentSaveStep, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw error instanceof MomentSaveError ? error : new MomentSaveError(name, error);
  });
}

/**
 * core spec §4, §8: shares a moment. Writes the post, the updated allocation and, when the share
 * completes today's moment, the completed task and the experience record, all or nothing.
 * Throws MomentSaveError (with the failing step) when storage refuses a write; anything thrown by
 * an `allocation` function is passed on unchanged.
 */
export async function shareMoment(input: ShareMomentInput, database: HearthDatabase = defaultDb): Promise<ShareMomentResult> {
  const { familyId, date, post, completeTask } = input;
  const allocationKey = preferenceKeys.momentAllocation(familyId, date);
  const tables = [database.posts, database.preferences, database.completedTasks];
  try {
    return await database.transaction('rw', tables, async () => {
      let allocation: AllocationRecord;
      if (typeof input.allocation === 'function') {
        const stored = await step('allocation', database.preferences.get(allocationKey));
        try {
          allocation = input.allocation(parseAllocation(stored?.value, familyId, date));
        } catch (error) {
          throw new CallerError(error);
        }
      } else {
        allocation = input.allocation;
      }
      if (allocation.familyId !== familyId || allocation.date !== date) {
        throw new CallerError(new RangeError('The allocation record belongs to another family or day'));
      }
      await step('post', database.posts.add(post));
      await step('allocation', database.preferences.put({ key: allocationKey, value: allocation }));
      if (completeTask) {
        await step('task', database.completedTasks.add(completeTask.task));
        await step(
          'experience',
          database.preferences.put({ key: preferenceKeys.momentExperience(familyId, date), value: completeTask.experience }),
        );
      }
      return { allocation };
    });
  } catch (error) {
    if (error instanceof CallerError) throw error.original;
    if (error instanceof MomentSaveError) throw error;
    // A full disk often fails only when the transaction commits, after every request succeeded.
    throw new MomentSaveError('commit', error);
  }
}

/** Carries an error of the caller's own check out of the transaction, so it is not taken for a storage failure. */
class CallerError extends Error {
  readonly original: unknown;

  constructor(original: unknown) {
    super('The share was cancelled by its caller');
    this.original = original;
  }
}

export async function getReflections(
  familyId: string,
  date: string,
  database: HearthDatabase = defaultDb,
): Promise<ReflectionRecord[]> {
  const record = await database.preferences.get(preferenceKeys.reflections(familyId, date));
  return Array.isArray(record?.value) ? (record.value as ReflectionRecord[]) : [];
}

/**
 * core spec §3, §4: adds a reflection to the day's list (`reflections_{familyId}_{date}`). Read and
 * write in one transaction so two reflections saved at once both stay. Returns the new list.
 */
export async function saveReflection(
  { familyId, date, reflection }: { familyId: string; date: string; reflection: ReflectionRecord },
  database: HearthDatabase = defaultDb,
): Promise<ReflectionRecord[]> {
  const key = preferenceKeys.reflections(familyId, date);
  try {
    return await database.transaction('rw', database.preferences, async () => {
      const stored = await step('reflection', database.preferences.get(key));
      const list = Array.isArray(stored?.value) ? (stored.value as ReflectionRecord[]) : [];
      const next = [...list, reflection];
      await step('reflection', database.preferences.put({ key, value: next }));
      return next;
    });
  } catch (error) {
    if (error instanceof MomentSaveError) throw error;
    throw new MomentSaveError('reflection', error);
  }
}
