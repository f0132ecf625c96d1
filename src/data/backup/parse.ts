// Validation of a backup file (docs/backups.md), kept
// apart from the database code so the import worker (parse.worker.ts) bundles only this, zod
// and the schemas, and the main-thread fallback (backup.ts) runs exactly the same code. The file as a
// whole is refused only when it cannot be restored at all (not JSON, not Hearth's, a newer major
// version, no family, two members with one id); any single bad record is skipped and reported.
import { BackupError } from '@/data/errors';
import {
  checkRecord,
  createSkipLog,
  type DataSection,
  type RecordContext,
  type SkippedSection,
} from '@/data/backup/records';
import { familyDataSchema, withoutUndefined } from '@/data/schemas';
import {
  preferenceKeys,
  type Comment,
  type CompletedTask,
  type CookingSession,
  type FamilyData,
  type Post,
  type Preference,
  type Reaction,
  type Recipe,
} from '@/data/types';
import { FAMILY_NAME_MAX } from '@/lib/validation/family-name';
import { MEMBER_NAME_MAX } from '@/lib/validation/member-name';
import { graphemes } from '@/lib/validation/text-length';

export { DATA_SECTIONS, type DataSection, type SkippedSection } from '@/data/backup/records';

// 1.1 adds `reactions` and `comments`; a 1.0 file has neither and still restores.
export const BACKUP_VERSION = '1.1';
export const BACKUP_APP_NAME = 'Hearth';
/** The major version this Hearth writes and reads; a file with a higher one is refused (docs/backups.md). */
export const BACKUP_MAJOR_VERSION = 1;

/**
 * Files above this are refused before they are read (docs/backups.md): the whole file becomes one
 * string for JSON.parse, and V8 cannot hold a string over 536,870,888 characters; a year of a busy
 * family's photo moments is about 70 MB, so this leaves years of headroom.
 */
export const MAX_BACKUP_BYTES = 500 * 1024 * 1024;

export const backupRefusals = {
  newerVersion: 'This backup was made by a newer Hearth; update Hearth to restore it.',
  noFamily:
    'This backup has no family in it, so it cannot be restored. Nothing on this device was changed. Choose a backup exported from the Family Dashboard.',
  duplicateMember: (id: string) =>
    `This backup lists two family members with the same id ("${id}"), so Hearth cannot tell whose moments are whose. Nothing on this device was changed.`,
  tooLarge: 'This file is larger than 500 MB, bigger than any Hearth backup, so it was not opened. Nothing on this device was changed.',
  unreadable:
    'Hearth could not finish reading this file, so nothing was restored and nothing on this device was changed. The file may be damaged; try another backup.',
} as const;

export interface BackupData {
  posts: Post[];
  /** The `completedTasks` records. */
  tasks: CompletedTask[];
  preferences: Preference[];
  recipes: Recipe[];
  cookingSessions: CookingSession[];
  reactions: Reaction[];
  comments: Comment[];
}

export interface HearthBackup {
  /** ISO 8601. */
  exportDate: string;
  version: typeof BACKUP_VERSION;
  appName: typeof BACKUP_APP_NAME;
  data: BackupData;
}

/** How many records each section of the file held, and what the import will leave out. */
export interface BackupReport {
  totals: Partial<Record<DataSection, number>>;
  skipped: SkippedSection[];
}

/** A validated backup. Recipes and sessions are undefined when the file has none (older backups). */
export interface ParsedBackup {
  exportDate?: string;
  version?: string;
  appName: typeof BACKUP_APP_NAME;
  data: Omit<BackupData, 'recipes' | 'cookingSessions' | 'reactions' | 'comments'> & {
    recipes?: Recipe[];
    cookingSessions?: CookingSession[];
    reactions?: Reaction[];
    comments?: Comment[];
  };
  report: BackupReport;
}

/**
 * Validates a backup file's text: valid JSON,
 * appName 'Hearth', a version this Hearth reads, a data object with posts, tasks and preferences
 * lists, and a family with unique member ids. Throws BackupError when the file cannot be restored;
 * otherwise returns every record that passes checkRecord and reports the others.
 */
export function parseBackup(text: string, now: number = Date.now()): ParsedBackup {
  if (text.length > MAX_BACKUP_BYTES) throw new BackupError('too-large', backupRefusals.tooLarge);
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
  if (majorVersion(root.version) > BACKUP_MAJOR_VERSION) throw new BackupError('newer-version', backupRefusals.newerVersion);
  const data = root.data;
  if (!isPlainObject(data)) throw new BackupError('missing-data', 'The backup has no data object');

  const rawPreferences = listOf(data, 'preferences', true)!;
  const family = readFamily(rawPreferences);
  const context: RecordContext = { memberIds: new Set(family.members.map((m) => m.id)), now };
  const skips = createSkipLog();
  const totals: Partial<Record<DataSection, number>> = {};

  const section = <T>(name: DataSection, required: boolean, recordContext = context): T[] | undefined => {
    const list = name === 'preferences' ? rawPreferences : listOf(data, name, required);
    if (!list) return undefined;
    totals[name] = list.length;
    const kept: T[] = [];
    const seen = new Set<string>();
    for (const raw of list) {
      const check = checkRecord(name, raw, recordContext);
      if (!check.ok) {
        skips.skip(name, check.reason);
        continue;
      }
      const record = check.record as Record<string, unknown>;
      const id = String(name === 'preferences' ? record.key : record.id);
      // The first of two records with one id is kept: both cannot be stored under one key.
      if (seen.has(id)) {
        skips.skip(name, 'it appears twice in the backup');
        continue;
      }
      seen.add(id);
      kept.push((name === 'preferences' && id === preferenceKeys.familyData ? { key: id, value: family } : record) as T);
    }
    return kept;
  };

  const posts = section<Post>('posts', true)!;
  const tasks = section<CompletedTask>('tasks', true)!;
  const preferences = section<Preference>('preferences', true)!;
  const recipes = section<Recipe>('recipes', false);
  const cookingSessions = section<CookingSession>('cookingSessions', false);
  const postContext: RecordContext = { ...context, postIds: new Set(posts.map((p) => p.id)) };
  const reactions = section<Reaction>('reactions', false, postContext);
  const comments = section<Comment>('comments', false, postContext);

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
      ...(reactions ? { reactions } : {}),
      ...(comments ? { comments } : {}),
    },
    report: { totals, skipped: skips.list() },
  };
}

/** The major number of a version like "1.0" or "2.3"; 0 when absent or unreadable (older tools wrote none). */
function majorVersion(version: unknown): number {
  if (typeof version !== 'string' && typeof version !== 'number') return 0;
  const major = Number.parseInt(String(version), 10);
  return Number.isFinite(major) ? major : 0;
}

function listOf(data: Record<string, unknown>, section: DataSection, required: boolean): unknown[] | undefined {
  const value = data[section];
  if (value === undefined || value === null) {
    if (required) throw new BackupError('missing-data', `The backup has no ${section} list`);
    return undefined;
  }
  if (!Array.isArray(value)) throw new BackupError('missing-data', `The backup's ${section} is not a list`);
  return value;
}

/**
 * The backup's family: required (a backup without one would replace this device's family with
 * nothing), with unique member ids (posts name their author by id), names trimmed to the app's limits,
 * and a missing familyId made 'local-family'.
 */
function readFamily(preferences: readonly unknown[]): FamilyData {
  const record = preferences.find((p) => isPlainObject(p) && p.key === preferenceKeys.familyData) as
    | { value?: unknown }
    | undefined;
  if (!record) throw new BackupError('no-family', backupRefusals.noFamily);
  const parsed = familyDataSchema.safeParse(record.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = ['familyData', ...(issue?.path ?? []).map(String)].join('.');
    throw new BackupError('invalid-record', `${where}: ${issue?.message ?? 'invalid family data'}`);
  }
  const { members, ...family } = parsed.data;
  const ids = new Set<string>();
  for (const member of members) {
    if (ids.has(member.id)) throw new BackupError('duplicate-member', backupRefusals.duplicateMember(member.id));
    ids.add(member.id);
  }
  return {
    ...withoutUndefined(family),
    familyName: clip(family.familyName, FAMILY_NAME_MAX),
    members: members.map((m) => ({ ...withoutUndefined(m), name: clip(m.name, MEMBER_NAME_MAX) })),
  };
}

/** The first `max` characters as a person counts them (text-length.ts). */
function clip(text: string, max: number): string {
  const characters = graphemes(text);
  return characters.length > max ? characters.slice(0, max).join('') : text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
