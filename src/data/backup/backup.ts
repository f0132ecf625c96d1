// The backup file (docs/product.md#backup-file): a text file `Hearth-backup-YYYY-MM-DD.txt`
// holding JSON `{ exportDate, version: "1.1", appName: "Hearth", data: { posts, tasks, preferences,
// recipes, cookingSessions, reactions, comments } }`, every record as stored. Validation lives in parse.ts so the
// import worker can run it without the database code.
import type { Table } from 'dexie';
import { BACKUP_APP_NAME, BACKUP_VERSION, backupRefusals, parseBackup, type DataSection, type ParsedBackup } from '@/data/backup/parse';
import { parseBackupFile } from '@/data/backup/read';
import { checkRecord, createSkipLog, type SkippedSection } from '@/data/backup/records';
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { TABLE_NAMES } from '@/data/tables';
import { BackupError } from '@/data/errors';
import { parseStoredFamily } from '@/data/family-record';
import { preferenceKeys, type Comment, type MediaBlob, type Post, type PostMedia, type Preference, type Reaction } from '@/data/types';
import { backupArchive, openBackupArchive, type BackupRecording } from '@/data/backup/recordings';
import { isZip } from '@/data/backup/zip';

export {
  BACKUP_APP_NAME,
  BACKUP_VERSION,
  MAX_BACKUP_BYTES,
  backupRefusals,
  parseBackup,
  type BackupData,
  type BackupReport,
  type HearthBackup,
  type ParsedBackup,
} from '@/data/backup/parse';
export { describeExportSkips, describeImportSkips, describeSkipReasons } from '@/data/backup/report';
export type { SkippedSection } from '@/data/backup/records';
export { parseBackupFile, parseTimeoutMs } from '@/data/backup/read';

/** How many records an import wrote, per backup section. */
export interface ImportSummary {
  posts: number;
  tasks: number;
  preferences: number;
  /** Undefined when the backup had no recipes and the stored ones were left as they were. */
  recipes?: number;
  cookingSessions?: number;
  reactions: number;
  comments: number;
}

/**
 * `Hearth-backup-YYYY-MM-DD.txt` with the LOCAL date: the day the family sees on their calendar;
 * `.zip` for a backup that carries voice notes and videos.
 */
export function backupFileName(date: Date, extension: 'txt' | 'zip' = 'txt'): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${BACKUP_APP_NAME}-backup-${y}-${m}-${d}.${extension}`;
}

/** The backup's text version when it travels in an archive with recordings (the text itself is unchanged). */
export const BACKUP_WITH_RECORDINGS_VERSION = '1.2';

/** How much JSON text goes into one piece of the file before it is sealed into a Blob. */
const PIECE_CHARS = 256 * 1024;

/**
 * The backup file (docs/product.md#backup-file), built so
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
): Promise<{ blob: Blob; fileName: string; skipped: SkippedSection[] }> {
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

  // A family with voice notes or videos gets an archive: the text plus each recording (recordings.ts).
  const recordedMoments = await database.posts.where('type').anyOf('voice', 'video').count();
  const version = recordedMoments > 0 ? BACKUP_WITH_RECORDINGS_VERSION : BACKUP_VERSION;
  const recordings: BackupRecording[] = [];
  write(`{"exportDate":${JSON.stringify(now.toISOString())},"version":${JSON.stringify(version)},`);
  write(`"appName":${JSON.stringify(BACKUP_APP_NAME)},"data":{`);

  const sections: [DataSection, Table<unknown, string>][] = [
    ['posts', database.posts],
    ['tasks', database.completedTasks],
    ['preferences', database.preferences],
    ['recipes', database.recipes],
    ['cookingSessions', database.cookingSessions],
    ['reactions', database.reactions],
    ['comments', database.comments],
  ];
  const skips = createSkipLog();
  await database.transaction(
    'r',
    [...sections.map(([, table]) => table), database.mediaBlobs],
    async () => {
      // Only what the import accepts goes in, so every exported file restores. The
      // family comes first: moments are checked against its members.
      const family = parseStoredFamily((await database.preferences.get(preferenceKeys.familyData))?.value);
      if (!family) throw new BackupError('no-family', 'There is no family on this device to back up');
      // Posts come first: reactions and comments are written only for moments the file holds.
      const postIds = new Set<string>();
      const context = { memberIds: new Set(family.members.map((m) => m.id)), now: now.getTime(), postIds };
      const recorded: (Post & { media: PostMedia })[] = [];
      for (const [index, [name, table]] of sections.entries()) {
        write(`${index === 0 ? '' : ','}${JSON.stringify(name)}:[`);
        let first = true;
        const add = (record: unknown) => {
          write(`${first ? '' : ','}${JSON.stringify(record)}`);
          first = false;
        };
        // A cursor, not batches: each record arrives in its own task (batched reads of photo posts
        // measured 2-3x longer main-thread blocks for no gain in total time).
        await table.each((record) => {
          const key = (record as { key?: unknown }).key;
          // The file is itself the newest backup: its restore must not ask for another one (item 8).
          if (name === 'preferences' && key === preferenceKeys.lastBackupAt) return;
          const check = checkRecord(name, record, context);
          if (check.ok) {
            add(record);
            if (name === 'posts') postIds.add((record as { id: string }).id);
            if (name === 'posts' && (record as Post).media) recorded.push(record as Post & { media: PostMedia });
          } else skips.skip(name, check.reason);
        });
        if (name === 'posts' && recorded.length > 0) {
          // Blobs by reference: the archive reads them later, one by one.
          const stored = await database.mediaBlobs.bulkGet(recorded.map((post) => post.media.id));
          stored.forEach((recording, i) => {
            if (recording && recording.postId === recorded[i]!.id) recordings.push({ post: recorded[i]!, blob: recording.blob });
          });
        }
        if (name === 'preferences') add({ key: preferenceKeys.lastBackupAt, value: now.toISOString() } satisfies Preference);
        write(']');
      }
    },
  );
  write('}}');
  seal();
  const text = new Blob(pieces, { type: 'text/plain;charset=utf-8' });
  if (version === BACKUP_VERSION) return { blob: text, fileName: backupFileName(now), skipped: skips.list() };
  return {
    blob: await backupArchive({ name: backupFileName(now), blob: text }, recordings),
    fileName: backupFileName(now, 'zip'),
    skipped: skips.list(),
  };
}

/**
 * The recordings of an archive that belong to restored moments. One whose size differs from what its
 * moment says is damaged (a cut-short file) and stays out: the moment shows it is not here.
 */
function restoredRecordings(posts: readonly Post[], recordings: Map<string, Blob> | undefined): MediaBlob[] {
  if (!recordings) return [];
  return posts.flatMap((post) => {
    const blob = post.media ? recordings.get(post.media.id) : undefined;
    if (!post.media || !blob || blob.size !== post.media.bytes) return [];
    return [{ id: post.media.id, postId: post.id, blob: new Blob([blob], { type: post.media.mimeType }) }];
  });
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

/** A read backup, with the recordings its archive holds (slices of the picked file, read when restored). */
export type ReadBackup = ParsedBackup & { recordings?: Map<string, Blob> };

/** Reads and checks a backup (a picked file, or its text) without writing anything. */
export async function readBackup(source: Blob | string, now: number = Date.now()): Promise<ReadBackup> {
  if (typeof source === 'string') return parseBackup(source, now);
  if (!(await isZip(source))) return parseBackupFile(source, now);
  const archive = await openBackupArchive(source).catch(() => null);
  if (!archive) throw new BackupError('unreadable', backupRefusals.unreadable);
  return { ...(await parseBackupFile(archive.text, now)), recordings: archive.recordings };
}

/**
 * Reads a backup and restores it at once (readBackup, then restoreBackup). The screens read first
 * and ask before restoring when records will be skipped.
 */
export async function importBackup(source: Blob | string, database: HearthDatabase = defaultDb): Promise<ImportSummary> {
  return restoreBackup(await readBackup(source), database);
}

/**
 * Replaces the local data with a read backup's: one
 * read-write transaction over all five tables clears and writes, so a failure part-way (full disk, a
 * crash) leaves the previous data exactly as it was. Recipes and cooking sessions are replaced only
 * when the backup has them: an older backup without them says nothing about them, so the family's
 * recipes stay. The backup's date becomes the last backup date when the file does not carry one
 * (the restored family has a backup from that day).
 */
export async function restoreBackup(backup: ReadBackup, database: HearthDatabase = defaultDb): Promise<ImportSummary> {
  const reactions = backup.data.reactions ?? [];
  const comments = backup.data.comments ?? [];
  const data = {
    ...backup.data,
    posts: withCounts(backup.data.posts, reactions, comments),
    preferences: withBackupDate(backup.data.preferences, backup.exportDate),
  };
  const tables = [...TABLE_NAMES.map((name) => database[name]), database.mediaBlobs];
  await database.transaction('rw', tables, async () => {
    await replaceTable(database.posts, data.posts);
    // A recording stays only while a restored moment still names it.
    const named = new Set(data.posts.flatMap((post) => (post.media ? [post.media.id] : [])));
    await database.mediaBlobs.filter((stored) => !named.has(stored.id)).delete();
    for (const recording of restoredRecordings(data.posts, backup.recordings)) await database.mediaBlobs.put(recording);
    // A 1.0 file has neither list, so the restored family starts with none.
    await replaceTable(database.reactions, reactions);
    await replaceTable(database.comments, comments);
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
    reactions: reactions.length,
    comments: comments.length,
  };
}

/** Each post's `likes`/`comments` rebuilt from the restored records, whatever the file said. */
function withCounts(posts: readonly Post[], reactions: readonly Reaction[], comments: readonly Comment[]): Post[] {
  const tally = (records: readonly { postId: string }[]) => {
    const counts = new Map<string, number>();
    for (const { postId } of records) counts.set(postId, (counts.get(postId) ?? 0) + 1);
    return counts;
  };
  const likes = tally(reactions);
  const commentCounts = tally(comments);
  return posts.map((post) => ({ ...post, likes: likes.get(post.id) ?? 0, comments: commentCounts.get(post.id) ?? 0 }));
}

function withBackupDate(preferences: Preference[], exportDate: string | undefined): Preference[] {
  if (preferences.some((p) => p.key === preferenceKeys.lastBackupAt)) return preferences;
  const time = exportDate === undefined ? Number.NaN : Date.parse(exportDate);
  if (Number.isNaN(time)) return preferences;
  return [...preferences, { key: preferenceKeys.lastBackupAt, value: new Date(time).toISOString() }];
}

/** The dashboard reminds the family to export when no backup was made for 14 days. */
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
