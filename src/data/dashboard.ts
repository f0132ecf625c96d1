// Data operations of the Family Dashboard (core spec §4) that the other data modules do not have:
// small index reads for its numbers, and an export that keeps the page responsive.
import type { Table } from 'dexie';
import { BACKUP_APP_NAME, BACKUP_VERSION, backupFileName, type HearthBackup } from '@/data/backup';
import { db as defaultDb, type HearthDatabase } from '@/data/db';

export interface TaskSummary {
  /** core spec §4: journey progress is computed from this count. */
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

/** Recipes cooked (core spec §4 counts): every saved cooking session is one meal cooked together. */
export async function countCookingSessions(database: HearthDatabase = defaultDb): Promise<number> {
  return database.cookingSessions.count();
}

/** How much JSON text goes into one piece of the file before it is sealed into a Blob. */
const PIECE_CHARS = 256 * 1024;

/**
 * The dashboard's export (core spec §4; PRODUCT.md backup format), built so the page stays
 * responsive with 1,000 photo posts (over 100 MB of JSON). `createBackupFile` reads each store with
 * one getAll(), which turns a whole store into objects in a single task, and joins every string
 * into one Blob at the end, which copies the whole file in another (each over half a second for
 * 1,000 photo posts in the dashboard). Here one read-only transaction (a consistent snapshot) walks
 * each store with a cursor: every record arrives in its own task, is turned into JSON there, and
 * every ~256 KB of text is sealed into a small Blob. The file is a Blob of those Blobs, which the
 * browser joins by reference. The text is exactly what `serializeBackup` writes (tested).
 */
export async function exportBackupFile(
  now: Date = new Date(),
  database: HearthDatabase = defaultDb,
): Promise<{ blob: Blob; fileName: string }> {
  const pieces: Blob[] = [];
  let pending: string[] = [];
  let pendingChars = 0;
  const write = (text: string) => {
    pending.push(text);
    pendingChars += text.length;
    if (pendingChars >= PIECE_CHARS) seal();
  };
  const seal = () => {
    if (pending.length === 0) return;
    pieces.push(new Blob(pending));
    pending = [];
    pendingChars = 0;
  };

  const header: Pick<HearthBackup, 'exportDate' | 'version' | 'appName'> = {
    exportDate: now.toISOString(),
    version: BACKUP_VERSION,
    appName: BACKUP_APP_NAME,
  };
  write(`{"exportDate":${JSON.stringify(header.exportDate)},"version":${JSON.stringify(header.version)},`);
  write(`"appName":${JSON.stringify(header.appName)},"data":{`);

  // The sections in the order and under the names of the backup format (`tasks` = completedTasks).
  const sections: [keyof HearthBackup['data'], Table<unknown, string>][] = [
    ['posts', database.posts],
    ['tasks', database.completedTasks],
    ['preferences', database.preferences],
    ['recipes', database.recipes],
    ['cookingSessions', database.cookingSessions],
  ];
  await database.transaction(
    'r',
    sections.map(([, table]) => table),
    async () => {
      for (const [index, [name, table]] of sections.entries()) {
        write(`${index === 0 ? '' : ','}${JSON.stringify(name)}:[`);
        let first = true;
        // A cursor, not batches: each record arrives in its own task (batched reads of photo posts
        // measured 2-3x longer main-thread blocks for no gain in total time).
        await table.each((record) => {
          write(`${first ? '' : ','}${JSON.stringify(record) ?? 'null'}`);
          first = false;
        });
        write(']');
      }
    },
  );
  write('}}');
  seal();
  return { blob: new Blob(pieces, { type: 'text/plain;charset=utf-8' }), fileName: backupFileName(now) };
}
