import { db as defaultDb, type HearthDatabase } from '@/data/db';
import type { CompletedTask } from '@/data/types';

/** Recent tasks, newest first, default 5. */
export const DEFAULT_RECENT_TASKS = 5;

export async function addCompletedTask(task: CompletedTask, database: HearthDatabase = defaultDb): Promise<string> {
  return database.completedTasks.add(task);
}

/** Newest first through the completedAt index (ISO strings sort as times). */
export async function recentTasks(
  limit: number = DEFAULT_RECENT_TASKS,
  database: HearthDatabase = defaultDb,
): Promise<CompletedTask[]> {
  return database.completedTasks.orderBy('completedAt').reverse().limit(limit).toArray();
}

/** Journey progress is computed from this count. */
export async function countCompletedTasks(database: HearthDatabase = defaultDb): Promise<number> {
  return database.completedTasks.count();
}
