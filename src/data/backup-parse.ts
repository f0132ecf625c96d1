// Validation of a backup file (core spec §5 "Backup import"; PRODUCT.md backup format), kept apart
// from the database code so the import worker (backup-parse.worker.ts) bundles only this, zod and the
// schemas, and the main-thread fallback (backup.ts) runs exactly the same code.
import type { z } from 'zod';
import { BackupError, type BackupErrorReason } from '@/data/errors';
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

/** The sections of `data`, in the order the backup format writes them (`tasks` = completedTasks). */
export const DATA_SECTIONS = ['posts', 'tasks', 'preferences', 'recipes', 'cookingSessions'] as const;

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

// ---------------------------------------------------------------------------------------------
// The import worker's messages. A Blob crosses to the worker by reference, so the file is read,
// decoded, parsed and validated there; only the validated records (or the refusal) come back.

export interface ParseRequest {
  id: number;
  file: Blob;
}

/** Why a file was refused: a BackupError's reason, or none for any other failure (unreadable file). */
export interface ParseFailure {
  reason?: BackupErrorReason;
  message: string;
}

export type ParseResponse =
  | { id: number; ok: true; backup: ParsedBackup }
  | { id: number; ok: false; error: ParseFailure };

type DataSection = (typeof DATA_SECTIONS)[number];

/**
 * What the worker posts. The validated backup is sent as several `records` messages and a `done`:
 * the page decodes each message in its own task, and one message holding 100 MB of photos took
 * about 300 ms to decode, during which the page could not answer a tap.
 */
export type ParseMessage =
  | { id: number; kind: 'records'; section: DataSection; records: unknown[] }
  | { id: number; kind: 'done'; exportDate?: string; version?: string; sections: DataSection[] }
  | { id: number; kind: 'failed'; error: ParseFailure };

/** Roughly how many characters of records go into one message. */
export const MESSAGE_CHARS = 2 * 1024 * 1024;

/** Reads and validates the file of one request; never throws (the worker must always answer). */
export async function answerParseRequest({ id, file }: ParseRequest): Promise<ParseResponse> {
  try {
    return { id, ok: true, backup: parseBackup(await file.text()) };
  } catch (error) {
    return { id, ok: false, error: toParseFailure(error) };
  }
}

/** A response as the messages the worker posts, records in slices of about `chunkChars`. */
export function* toParseMessages(response: ParseResponse, chunkChars: number = MESSAGE_CHARS): Generator<ParseMessage> {
  const { id } = response;
  if (!response.ok) {
    yield { id, kind: 'failed', error: response.error };
    return;
  }
  const { exportDate, version, data } = response.backup;
  const sections: DataSection[] = [];
  for (const section of DATA_SECTIONS) {
    const records: readonly unknown[] | undefined = data[section];
    if (!records) continue;
    sections.push(section);
    let slice: unknown[] = [];
    let chars = 0;
    for (const record of records) {
      slice.push(record);
      chars += approximateChars(record);
      if (chars >= chunkChars) {
        yield { id, kind: 'records', section, records: slice };
        slice = [];
        chars = 0;
      }
    }
    if (slice.length > 0) yield { id, kind: 'records', section, records: slice };
  }
  yield {
    id,
    kind: 'done',
    ...(exportDate !== undefined ? { exportDate } : {}),
    ...(version !== undefined ? { version } : {}),
    sections,
  };
}

/**
 * Puts the worker's messages back together: returns the response once `done` or `failed` arrived,
 * null while more are to come.
 */
export function createParseCollector(id: number): (message: ParseMessage) => ParseResponse | null {
  const received: Partial<Record<DataSection, unknown[]>> = {};
  return (message) => {
    if (message.kind === 'failed') return { id, ok: false, error: message.error };
    if (message.kind === 'records') {
      const list = (received[message.section] ??= []);
      for (const record of message.records) list.push(record);
      return null;
    }
    const section = <T>(name: DataSection): T[] => (received[name] ?? []) as T[];
    const has = (name: DataSection) => message.sections.includes(name);
    return {
      id,
      ok: true,
      backup: {
        ...(message.exportDate !== undefined ? { exportDate: message.exportDate } : {}),
        ...(message.version !== undefined ? { version: message.version } : {}),
        appName: BACKUP_APP_NAME,
        data: {
          posts: section<Post>('posts'),
          tasks: section<CompletedTask>('tasks'),
          preferences: section<Preference>('preferences'),
          ...(has('recipes') ? { recipes: section<Recipe>('recipes') } : {}),
          ...(has('cookingSessions') ? { cookingSessions: section<CookingSession>('cookingSessions') } : {}),
        },
      },
    };
  };
}

/** Characters of a record's strings, one level deep (photo lists included): cheap, and enough to size messages. */
function approximateChars(record: unknown): number {
  if (typeof record !== 'object' || record === null) return 16;
  let chars = 64;
  for (const value of Object.values(record)) {
    if (typeof value === 'string') chars += value.length;
    else if (Array.isArray(value)) for (const item of value) chars += typeof item === 'string' ? item.length : 16;
    else chars += 16;
  }
  return chars;
}

export function toParseFailure(error: unknown): ParseFailure {
  if (error instanceof BackupError) return { reason: error.reason, message: error.message };
  // DOMExceptions (a file that changed or vanished) are not `instanceof Error` everywhere.
  const message = (error as { message?: unknown } | null)?.message;
  return { message: typeof message === 'string' && message !== '' ? message : 'The file could not be read' };
}

/** The error the main-thread path would have thrown, rebuilt from a worker's answer. */
export function fromParseFailure(failure: ParseFailure): Error {
  if (failure.reason) return new BackupError(failure.reason, failure.message);
  return new Error(failure.message);
}
