import { db as defaultDb, type HearthDatabase } from '@/data/db';
import {
  preferenceKeys,
  type AllocationRecord,
  type CompletedTask,
  type MediaBlob,
  type ExperienceRecord,
  type Post,
  type ReflectionRecord,
} from '@/data/types';
import { MemberNotFoundError } from '@/data/errors';
import { parseStoredFamily } from '@/data/family-record';
import { allocationWithMoments, momentDayFrom, parseAllocation, parseExperience, type MomentDay, type MomentShare } from '@/data/moment-records';
import { localDayRange, parseDayKey } from '@/lib/local-days';
import { momentPreview, queueNotice } from '@/data/notifications/outbox';

export { allocationWithMoments, parseAllocation, parseExperience, type MomentDay, type MomentShare } from '@/data/moment-records';

// The daily family moment's records: today's challenge id, the allocation of who
// shared what, the experience record that marks today's moment done, and the day's reflections.
// Every write that belongs together happens in ONE Dexie transaction, so a failed save (a full
// disk, a closed database) leaves nothing half-written: no post without its allocation, no
// completed moment without its post.

/** Which write of a save failed; the share dialog picks the family's message from it. */
export type MomentSaveStep = 'post' | 'media' | 'allocation' | 'task' | 'experience' | 'reflection' | 'commit';

/** A save that was rolled back. `cause` is the storage error (e.g. QuotaExceededError). */
export class MomentSaveError extends Error {
  override readonly name = 'MomentSaveError';
  readonly step: MomentSaveStep;

  constructor(step: MomentSaveStep, cause: unknown) {
    super(`Saving the moment failed at "${step}"`, { cause });
    this.step = step;
  }
}

export async function getAllocation(
  familyId: string,
  date: string,
  database: HearthDatabase = defaultDb,
): Promise<AllocationRecord | null> {
  const record = await database.preferences.get(preferenceKeys.momentAllocation(familyId, date));
  return parseAllocation(record?.value, familyId, date);
}

// A day never holds more moments than this in practice (4 a day by the rules); the bound keeps a
// corrupt or hand-made database from loading everything.
const MAX_DAY_SHARES = 500;

/**
 * Who shared which type on local day `date`, from the moments themselves (synced from
 * every device). Read from the `timestamp` index of that day only.
 */
export async function getDayShares(date: string, database: HearthDatabase = defaultDb): Promise<MomentShare[]> {
  const day = parseDayKey(date);
  if (!day) return [];
  const { from, to } = localDayRange(day);
  const posts = await database.posts.where('timestamp').between(from, to, true, false).limit(MAX_DAY_SHARES).toArray();
  return posts.map(({ userId, type }) => ({ userId, type }));
}

export async function getExperience(
  familyId: string,
  date: string,
  database: HearthDatabase = defaultDb,
): Promise<ExperienceRecord | null> {
  const record = await database.preferences.get(preferenceKeys.momentExperience(familyId, date));
  return parseExperience(record?.value);
}

export async function readMomentDay(familyId: string, date: string, database: HearthDatabase = defaultDb): Promise<MomentDay> {
  const prefix = preferenceKeys.momentExperience(familyId, '');
  return database.transaction('r', database.preferences, database.completedTasks, async () => {
    const [current, experiences, titles] = await Promise.all([
      database.preferences.get(preferenceKeys.currentChallenge(familyId, date)),
      // The preferences key is the primary key, so this is a key range scan, not a table scan.
      database.preferences.where('key').startsWith(prefix).toArray(),
      database.completedTasks.toArray().then((tasks) => tasks.map((task) => task.taskTitle as unknown)),
    ]);
    return momentDayFrom(familyId, date, current?.value, experiences, titles);
  });
}

/** Today's challenge is persisted for the day. */
export async function saveCurrentChallenge(
  familyId: string,
  date: string,
  challengeId: string,
  database: HearthDatabase = defaultDb,
): Promise<void> {
  await database.preferences.put({ key: preferenceKeys.currentChallenge(familyId, date), value: challengeId });
}

/**
 * Saves the challenge a load chose for the day, unless the day already has one (the
 * family picked another meanwhile, or another tab chose first) or `familyId` is no longer the
 * saved family (the data was erased or replaced since the choice). The home saves its choice after
 * the card has painted (daily-card.tsx), so both can change in between. True when it saved.
 */
export async function saveChosenChallenge(
  familyId: string,
  date: string,
  challengeId: string,
  database: HearthDatabase = defaultDb,
): Promise<boolean> {
  const key = preferenceKeys.currentChallenge(familyId, date);
  return database.transaction('rw', database.preferences, async () => {
    const [family, current] = await Promise.all([database.preferences.get(preferenceKeys.familyData), database.preferences.get(key)]);
    if (parseStoredFamily(family?.value)?.familyId !== familyId || current !== undefined) return false;
    await database.preferences.put({ key, value: challengeId });
    return true;
  });
}

export interface ShareMomentInput {
  familyId: string;
  /** Local date YYYY-MM-DD of the day the moment counts for. */
  date: string;
  post: Post;
  /**
   * The allocation record to save, or a function given today's record (null when none) that
   * returns it; that record counts the day's moments too (`allocationWithMoments`). The function runs inside the transaction, so the limits it checks see the latest
   * record even when another tab shared a moment a moment ago; throwing from it cancels the share
   * and writes nothing.
   */
  allocation: AllocationRecord | ((current: AllocationRecord | null) => AllocationRecord);
  /** When this share completes today's moment: the completed task and today's experience record. */
  completeTask?: { task: CompletedTask; experience: ExperienceRecord };
  /** A voice note's or video's bytes (`post.media`), written with the post or not at all. */
  media?: MediaBlob;
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
 * Shares a moment. Writes the post, the updated allocation and, when the share
 * completes today's moment, the completed task and the experience record, all or nothing.
 * Throws MomentSaveError (with the failing step) when storage refuses a write, MemberNotFoundError
 * when the post's author is no longer in the family; anything thrown by an `allocation` function is
 * passed on unchanged.
 */
export async function shareMoment(input: ShareMomentInput, database: HearthDatabase = defaultDb): Promise<ShareMomentResult> {
  const { familyId, date, post, completeTask, media } = input;
  if ((media?.id ?? null) !== (post.media?.id ?? null) || (media && media.postId !== post.id)) {
    throw new RangeError("The recording does not belong to this post");
  }
  const allocationKey = preferenceKeys.momentAllocation(familyId, date);
  const tables = [database.posts, database.preferences, database.completedTasks, database.mediaBlobs];
  try {
    const result = await database.transaction('rw', tables, async () => {
      let allocation: AllocationRecord;
      if (typeof input.allocation === 'function') {
        const stored = await step('allocation', database.preferences.get(allocationKey));
        // The limits count the day's moments from every device, not only the stored record.
        const shares = await step('allocation', getDayShares(date, database));
        try {
          allocation = input.allocation(allocationWithMoments(parseAllocation(stored?.value, familyId, date), shares, familyId, date));
        } catch (error) {
          throw new CallerError(error);
        }
      } else {
        allocation = input.allocation;
      }
      if (allocation.familyId !== familyId || allocation.date !== date) {
        throw new CallerError(new RangeError('The allocation record belongs to another family or day'));
      }
      // Another tab may have deleted the member since this tab read the family;
      // a post by nobody could never be removed with its member.
      const family = parseStoredFamily((await step('post', database.preferences.get(preferenceKeys.familyData)))?.value);
      if (!family?.members.some((m) => m.id === post.userId)) throw new CallerError(new MemberNotFoundError(post.userId));
      await step('post', database.posts.add(post));
      if (media) await step('media', database.mediaBlobs.add(media));
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
    // The family's other devices hear of it once the moment has reached the server (outbox.ts).
    await queueNotice(database, { to: { moments: true }, preview: momentPreview(post) });
    return result;
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
 * Adds a reflection to the day's list (`reflections_{familyId}_{date}`). Read and
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
