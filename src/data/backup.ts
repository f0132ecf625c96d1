// The backup file of PRODUCT.md "Names and identifiers": a text file `Hearth-backup-YYYY-MM-DD.txt`
// holding JSON `{ exportDate, version: "1.0", appName: "Hearth", data: { posts, tasks, preferences,
// recipes, cookingSessions } }`, every record as stored. Validation lives in backup-parse.ts so the
// import worker can run it without the database code.
import type { Table } from 'dexie';
import {
  BACKUP_APP_NAME,
  BACKUP_VERSION,
  createParseCollector,
  fromParseFailure,
  parseBackup,
  type DATA_SECTIONS,
  type ParseMessage,
  type ParseRequest,
  type ParseResponse,
  type ParsedBackup,
} from '@/data/backup-parse';
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { preferenceKeys } from '@/data/types';

export {
  BACKUP_APP_NAME,
  BACKUP_VERSION,
  parseBackup,
  type BackupData,
  type HearthBackup,
  type ParsedBackup,
} from '@/data/backup-parse';

/** How many records an import wrote, per backup section. */
export interface ImportSummary {
  posts: number;
  tasks: number;
  preferences: number;
  /** Undefined when the backup had no recipes and the stored ones were left as they were. */
  recipes?: number;
  cookingSessions?: number;
}

/** `Hearth-backup-YYYY-MM-DD.txt` with the LOCAL date: the day the family sees on their calendar. */
export function backupFileName(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${BACKUP_APP_NAME}-backup-${y}-${m}-${d}.txt`;
}

/** How much JSON text goes into one piece of the file before it is sealed into a Blob. */
const PIECE_CHARS = 256 * 1024;

/**
 * The backup file (core spec §4 "Export", §7 "export all data"; PRODUCT.md backup format), built so
 * the page stays responsive with 1,000 photo posts (over 100 MB of JSON). Reading a whole store with
 * one getAll() turns it into objects in a single task, and one JSON.stringify (or one join of every
 * string) copies the whole file in another, each over half a second for 1,000 photo posts. Here one
 * read-only transaction (a consistent snapshot) walks each store with a cursor: every record arrives
 * in its own task, is turned into JSON there, and every ~256 KB of text is sealed into a small Blob.
 * The file is a Blob of those Blobs, which the browser joins by reference. The text is exactly
 * `JSON.stringify` of `{ exportDate, version, appName, data }` (tested), so it imports back unchanged.
 */
export async function createBackupFile(
  now: Date = new Date(),
  database: HearthDatabase = defaultDb,
): Promise<{ blob: Blob; fileName: string }> {
  const pieces: Blob[] = [];
  let pending: string[] = [];
  let pendingChars = 0;
  const seal = () => {
    if (pending.length === 0) return;
    pieces.push(new Blob(pending));
    pending = [];
    pendingChars = 0;
  };
  const write = (text: string) => {
    pending.push(text);
    pendingChars += text.length;
    if (pendingChars >= PIECE_CHARS) seal();
  };

  write(`{"exportDate":${JSON.stringify(now.toISOString())},"version":${JSON.stringify(BACKUP_VERSION)},`);
  write(`"appName":${JSON.stringify(BACKUP_APP_NAME)},"data":{`);

  const sections: [(typeof DATA_SECTIONS)[number], Table<unknown, string>][] = [
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

let nextParseRequest = 0;

/** The worker could not be started or died before answering: the main thread parses instead. */
class ParseWorkerUnavailable extends Error {}

function parseInWorker(file: Blob): Promise<ParseResponse> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      // A new worker per import: the parsed file (over 100 MB) is freed with it when it ends.
      worker = new Worker(new URL('./backup-parse.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(new ParseWorkerUnavailable('The import worker could not start', { cause: error }));
      return;
    }
    const id = (nextParseRequest += 1);
    const finish = () => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      worker.removeEventListener('messageerror', onError);
      worker.terminate();
    };
    const collect = createParseCollector(id);
    const onMessage = (event: MessageEvent<ParseMessage>) => {
      if (event.data?.id !== id) return;
      const response = collect(event.data);
      if (!response) return;
      finish();
      resolve(response);
    };
    const onError = (event: Event) => {
      // Stops the browser from also reporting the worker's error as uncaught.
      event.preventDefault();
      finish();
      reject(new ParseWorkerUnavailable('The import worker failed'));
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', onError);
    const request: ParseRequest = { id, file };
    worker.postMessage(request);
  });
}

/**
 * Reads and validates a backup file (parseBackup) in a Web Worker, so reading, decoding,
 * JSON.parse and the schema checks of a 100 MB file never block the page. Where there is no
 * Worker (tests, very old browsers) or it cannot start, the same parseBackup runs here instead.
 * Throws what parseBackup throws (BackupError with its reason and message) either way.
 */
export async function parseBackupFile(file: Blob): Promise<ParsedBackup> {
  if (typeof Worker !== 'undefined') {
    let answer: ParseResponse | null = null;
    try {
      answer = await parseInWorker(file);
    } catch (error) {
      if (!(error instanceof ParseWorkerUnavailable)) throw error;
    }
    if (answer) {
      if (answer.ok) return answer.backup;
      throw fromParseFailure(answer.error);
    }
  }
  return parseBackup(await file.text());
}

/** Records written per bulkAdd: each call is its own task, so no single one blocks for long. */
const WRITE_SLICE = 50;

async function replaceTable<T>(table: Table<T, string>, records: readonly T[]): Promise<void> {
  await table.clear();
  for (let i = 0; i < records.length; i += WRITE_SLICE) {
    // Awaited one after the other inside the transaction: the next slice is queued from the
    // previous slice's success event, which keeps the transaction alive and lets the page breathe.
    await table.bulkAdd(records.slice(i, i + WRITE_SLICE));
  }
}

/**
 * Replaces the local data with the backup's (core spec §7 "export and import all data"). The file
 * (a Blob, e.g. the picked File, validated in a worker; or its text) is fully validated first; then
 * one read-write transaction over all five tables clears and writes, so a failure part-way (full
 * disk, a crash) leaves the previous data exactly as it was (PRODUCT.md: import is all-or-nothing).
 * Recipes and cooking sessions are replaced only when the backup has them: an older backup without
 * them says nothing about them, so the family's recipes stay.
 */
export async function importBackup(
  source: Blob | string,
  database: HearthDatabase = defaultDb,
): Promise<ImportSummary> {
  const { data } = typeof source === 'string' ? parseBackup(source) : await parseBackupFile(source);
  const tables = [
    database.posts,
    database.completedTasks,
    database.preferences,
    database.recipes,
    database.cookingSessions,
  ];
  await database.transaction('rw', tables, async () => {
    await replaceTable(database.posts, data.posts);
    await replaceTable(database.completedTasks, data.tasks);
    await replaceTable(database.preferences, data.preferences);
    if (data.recipes) await replaceTable(database.recipes, data.recipes);
    if (data.cookingSessions) await replaceTable(database.cookingSessions, data.cookingSessions);
  });
  return {
    posts: data.posts.length,
    tasks: data.tasks.length,
    preferences: data.preferences.length,
    ...(data.recipes ? { recipes: data.recipes.length } : {}),
    ...(data.cookingSessions ? { cookingSessions: data.cookingSessions.length } : {}),
  };
}

/** PRODUCT.md: the dashboard reminds the family to export when no backup was made for 14 days. */
export async function recordBackupMade(now: Date = new Date(), database: HearthDatabase = defaultDb): Promise<void> {
  await database.preferences.put({ key: preferenceKeys.lastBackupAt, value: now.toISOString() });
}

/** When the last backup was exported, or null if never (or the stored value is not a date). */
export async function getLastBackupAt(database: HearthDatabase = defaultDb): Promise<Date | null> {
  const record = await database.preferences.get(preferenceKeys.lastBackupAt);
  if (typeof record?.value !== 'string') return null;
  const time = Date.parse(record.value);
  return Number.isNaN(time) ? null : new Date(time);
}
