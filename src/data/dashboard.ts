// Data operations of the Family Dashboard that the other data modules do not have:
// small index reads for its numbers. Its export is `createBackupFile` in backup.ts.
import { db as defaultDb, type HearthDatabase } from '@/data/db';

export interface TaskSummary {
  /** Journey progress is computed from this count. */
  count: number;
  /** The first completion (ISO), or null with none: when the family's data began, for the backup reminder. */
  oldestCompletedAt: string | null;
}

export async function taskSummary(database: HearthDatabase = defaultDb): Promise<TaskSummary> {
  return database.transaction('r', database.completedTasks, async () => {
    const [count, oldest] = await Promise.all([
      database.completedTasks.count(),
      database.completedTasks.orderBy('completedAt').first(),
    ]);
    return { count, oldestCompletedAt: oldest?.completedAt ?? null };
  });
}

/** Recipes cooked: every saved cooking session is one meal cooked together. */
export async function countCookingSessions(database: HearthDatabase = defaultDb): Promise<number> {
  return database.cookingSessions.count();
}
