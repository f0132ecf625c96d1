import { db as defaultDb, type HearthDatabase } from '@/data/db';

/**
 * The landing page's question: whether this device already holds family moments. Two index counts in
 * one read transaction: no records are loaded, so the landing page can ask before it paints.
 */
export async function countLocalMoments(
  database: HearthDatabase = defaultDb,
): Promise<{ posts: number; completedTasks: number }> {
  return database.transaction('r', database.posts, database.completedTasks, async () => {
    const [posts, completedTasks] = await Promise.all([database.posts.count(), database.completedTasks.count()]);
    return { posts, completedTasks };
  });
}
