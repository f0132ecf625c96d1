// The backup file of PRODUCT.md "Names and identifiers": a text file `Hearth-backup-YYYY-MM-DD.txt`
// holding JSON `{ exportDate, version: "1.0", appName: "Hearth", data: { posts, tasks, preferences,
// recipes, cookingSessions } }`, every record as stored.
import type { z } from 'zod';
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { BackupError } from '@/data/errors';
import {
  completedTaskSchema,
  cookingSessionSchema,
  familyDataSchema,
  postSchema,
  preferenceSchema,
  recipeSchema,
  withoutUndefined,
} from '@/data/schemas';
import {
  preferenceKeys,
  type CompletedTask,
  type CookingSession,
  type Post,
  type Preference,
  type Recipe,
} from '@/data/types';

export const BACKUP_VERSION = '1.0';
export const BACKUP_APP_NAME = 'Hearth';

export interface BackupData {
  posts: Post[];
  /** The `completedTasks` records. */
  tasks: CompletedTask[];
  preferences: Preference[];
  recipes: Recipe[];
  cookingSessions: CookingSession[];
}

export interface HearthBackup {
  /** ISO 8601. */
  exportDate: string;
  version: typeof BACKUP_VERSION;
  appName: typeof BACKUP_APP_NAME;
  data: BackupData;
}

/** A validated backup. Recipes and sessions are undefined when the file has none (older backups). */
export interface ParsedBackup {
  exportDate?: string;
  version?: string;
  appName: typeof BACKUP_APP_NAME;
  data: Omit<BackupData, 'recipes' | 'cookingSessions'> & {
    recipes?: Recipe[];
    cookingSessions?: CookingSession[];
  };
}

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

/** Every record of the five stores, read in one transaction so the backup is a consistent snapshot. */
export async function exportAll(now: Date = new Date(), database: HearthDatabase = defaultDb): Promise<HearthBackup> {
  const tables = [
    database.posts,
    database.completedTasks,
    database.preferences,
    database.recipes,
    database.cookingSessions,
  ];
  const [posts, tasks, preferences, recipes, cookingSessions] = await database.transaction('r', tables, () =>
    Promise.all([
      database.posts.toArray(),
      database.completedTasks.toArray(),
      database.preferences.toArray(),
      database.recipes.toArray(),
      database.cookingSessions.toArray(),
    ]),
  );
  return {
    exportDate: now.toISOString(),
    version: BACKUP_VERSION,
    appName: BACKUP_APP_NAME,
    data: { posts, tasks, preferences, recipes, cookingSessions },
  };
}

export interface SerializeOptions {
  /** Yield to the event loop after roughly this many characters of JSON. */
  chunkChars?: number;
  /** How to yield; tests count the calls. */
  yieldToEventLoop?: () => Promise<void>;
}

const DEFAULT_CHUNK_CHARS = 512 * 1024;
const DATA_SECTIONS = ['posts', 'tasks', 'preferences', 'recipes', 'cookingSessions'] as const;

/**
 * The backup as JSON text in a Blob. A thousand posts with three photos each is over 100 MB of
 * JSON; one JSON.stringify of that blocks the page for seconds. Instead each record is stringified
 * on its own and the loop yields to the event loop after every chunk, so taps and the progress
 * state stay responsive. The Blob joins the parts without building one giant string.
 */
export async function serializeBackup(backup: HearthBackup, options: SerializeOptions = {}): Promise<Blob> {
  const chunkChars = options.chunkChars ?? DEFAULT_CHUNK_CHARS;
  const yieldNow = options.yieldToEventLoop ?? yieldToEventLoop;
  const parts: string[] = [];
  let sinceYield = 0;
  const push = async (text: string) => {
    parts.push(text);
    sinceYield += text.length;
    if (sinceYield >= chunkChars) {
      sinceYield = 0;
      await yieldNow();
    }
  };

  const { exportDate, version, appName, data } = backup;
  await push(`{"exportDate":${JSON.stringify(exportDate)},"version":${JSON.stringify(version)},`);
  await push(`"appName":${JSON.stringify(appName)},"data":{`);
  for (const [sectionIndex, section] of DATA_SECTIONS.entries()) {
    await push(`${sectionIndex === 0 ? '' : ','}${JSON.stringify(section)}:[`);
    const records: readonly unknown[] = data[section];
    for (const [i, record] of records.entries()) {
      await push(`${i === 0 ? '' : ','}${JSON.stringify(record) ?? 'null'}`);
    }
    await push(']');
  }
  await push('}}');
  return new Blob(parts, { type: 'text/plain;charset=utf-8' });
}

function yieldToEventLoop(): Promise<void> {
  // scheduler.yield() keeps the task's priority where supported; a macrotask otherwise.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Everything the Export action needs: the file's contents and its name. */
export async function createBackupFile(
  now: Date = new Date(),
  database: HearthDatabase = defaultDb,
): Promise<{ blob: Blob; fileName: string }> {
  const blob = await serializeBackup(await exportAll(now, database));
  return { blob, fileName: backupFileName(now) };
}

/**
 * Validates a backup file's text (core spec §5 "Backup import"; PRODUCT.md): valid JSON, appName
 * 'Hearth', a data object with posts, tasks and preferences lists, records of the right shape and
 * unique ids. Throws BackupError with the reason; returns normalised records otherwise.
 */
export function parseBackup(text: string): ParsedBackup {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    throw new BackupError('invalid-json', 'The file is not valid JSON');
  }
  if (!isPlainObject(root)) throw new BackupError('not-an-object', 'The file does not hold a backup object');
  if (root.appName !== BACKUP_APP_NAME) {
    throw new BackupError('wrong-app', `The file is not a ${BACKUP_APP_NAME} backup`);
  }
  const data = root.data;
  if (!isPlainObject(data)) throw new BackupError('missing-data', 'The backup has no data object');

  const posts = parseSection(data, 'posts', postSchema, true) as Post[];
  const tasks = parseSection(data, 'tasks', completedTaskSchema, true) as CompletedTask[];
  const preferences = (parseSection(data, 'preferences', preferenceSchema, true) as Preference[]).map(
    normalisePreference,
  );
  const recipes = parseSection(data, 'recipes', recipeSchema, false) as Recipe[] | undefined;
  const cookingSessions = parseSection(data, 'cookingSessions', cookingSessionSchema, false) as
    | CookingSession[]
    | undefined;

  assertUnique('posts', posts.map((p) => p.id));
  assertUnique('tasks', tasks.map((t) => t.id));
  assertUnique('preferences', preferences.map((p) => p.key));
  if (recipes) assertUnique('recipes', recipes.map((r) => r.id));
  if (cookingSessions) assertUnique('cookingSessions', cookingSessions.map((s) => s.id));

  return {
    ...(typeof root.exportDate === 'string' ? { exportDate: root.exportDate } : {}),
    ...(typeof root.version === 'string' ? { version: root.version } : {}),
    appName: BACKUP_APP_NAME,
    data: {
      posts,
      tasks,
      preferences,
      ...(recipes ? { recipes } : {}),
      ...(cookingSessions ? { cookingSessions } : {}),
    },
  };
}

function parseSection(
  data: Record<string, unknown>,
  section: (typeof DATA_SECTIONS)[number],
  schema: z.ZodType,
  required: boolean,
): unknown[] | undefined {
  const value = data[section];
  if (value === undefined || value === null) {
    if (required) throw new BackupError('missing-data', `The backup has no ${section} list`);
    return undefined;
  }
  if (!Array.isArray(value)) throw new BackupError('missing-data', `The backup's ${section} is not a list`);
  return value.map((record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = [section, String(index), ...(issue?.path ?? []).map(String)].join('.');
      throw new BackupError('invalid-record', `${where}: ${issue?.message ?? 'invalid record'}`);
    }
    return withoutUndefined(parsed.data as object);
  });
}

/** familyData must have the family shape; a missing familyId becomes 'local-family' (core spec §3). */
function normalisePreference(preference: Preference, index: number): Preference {
  if (preference.key !== preferenceKeys.familyData) return preference;
  const parsed = familyDataSchema.safeParse(preference.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = ['preferences', String(index), 'value', ...(issue?.path ?? []).map(String)].join('.');
    throw new BackupError('invalid-record', `${where}: ${issue?.message ?? 'invalid family data'}`);
  }
  const { members, ...family } = parsed.data;
  return { ...preference, value: { ...withoutUndefined(family), members: members.map((m) => withoutUndefined(m)) } };
}

function assertUnique(section: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new BackupError('duplicate-id', `${section}: id "${id}" appears more than once`);
    seen.add(id);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Replaces the local data with the backup's (core spec §7 "export and import all data"). The file is fully
 * validated first; then one read-write transaction over all five tables clears and writes, so a
 * failure part-way (full disk, a crash) leaves the previous data exactly as it was (PRODUCT.md:
 * import is all-or-nothing). Recipes and cooking sessions are replaced only when the backup has
 * them: an older backup without them says nothing about them, so the family's recipes stay.
 */
export async function importBackup(text: string, database: HearthDatabase = defaultDb): Promise<ImportSummary> {
  const { data } = parseBackup(text);
  const tables = [
    database.posts,
    database.completedTasks,
    database.preferences,
    database.recipes,
    database.cookingSessions,
  ];
  await database.transaction('rw', tables, async () => {
    await database.posts.clear();
    await database.posts.bulkAdd(data.posts);
    await database.completedTasks.clear();
    await database.completedTasks.bulkAdd(data.tasks);
    await database.preferences.clear();
    await database.preferences.bulkAdd(data.preferences);
    if (data.recipes) {
      await database.recipes.clear();
      await database.recipes.bulkAdd(data.recipes);
    }
    if (data.cookingSessions) {
      await database.cookingSessions.clear();
      await database.cookingSessions.bulkAdd(data.cookingSessions);
    }
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
