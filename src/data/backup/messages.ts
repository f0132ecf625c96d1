// The import worker's messages (parse.worker.ts <-> read.ts). A Blob crosses to the
// worker by reference, so the file is read, decoded, parsed and validated there; only the validated
// records (or the refusal) come back.
import { BackupError, type BackupErrorReason } from '@/data/errors';
import {
  BACKUP_APP_NAME,
  DATA_SECTIONS,
  MAX_BACKUP_BYTES,
  backupRefusals,
  parseBackup,
  type BackupReport,
  type DataSection,
  type ParsedBackup,
} from '@/data/backup/parse';
import type { Comment, CompletedTask, CookingSession, Post, Preference, Reaction, Recipe } from '@/data/types';

export interface ParseRequest {
  id: number;
  file: Blob;
  /** The page's clock (ms), so the worker judges timestamps against the same instant. */
  now?: number;
}

/** Why a file was refused: a BackupError's reason, or none for any other failure (unreadable file). */
export interface ParseFailure {
  reason?: BackupErrorReason;
  message: string;
}

export type ParseResponse =
  | { id: number; ok: true; backup: ParsedBackup }
  | { id: number; ok: false; error: ParseFailure };

/**
 * What the worker posts. The validated backup is sent as several `records` messages and a `done`:
 * the page decodes each message in its own task, and one message holding 100 MB of photos took
 * about 300 ms to decode, during which the page could not answer a tap.
 */
export type ParseMessage =
  | { id: number; kind: 'records'; section: DataSection; records: unknown[] }
  | { id: number; kind: 'done'; exportDate?: string; version?: string; sections: DataSection[]; report: BackupReport }
  | { id: number; kind: 'failed'; error: ParseFailure };

/** Roughly how many characters of records go into one message. */
export const MESSAGE_CHARS = 2 * 1024 * 1024;

/** Reads and validates the file of one request; never throws (the worker must always answer). */
export async function answerParseRequest({ id, file, now }: ParseRequest): Promise<ParseResponse> {
  try {
    if (file.size > MAX_BACKUP_BYTES) throw new BackupError('too-large', backupRefusals.tooLarge);
    return { id, ok: true, backup: parseBackup(await file.text(), now ?? Date.now()) };
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
  const { exportDate, version, data, report } = response.backup;
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
    report,
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
          ...(has('reactions') ? { reactions: section<Reaction>('reactions') } : {}),
          ...(has('comments') ? { comments: section<Comment>('comments') } : {}),
        },
        report: message.report,
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
