// Reading a picked backup file: in a Web Worker (parse.worker.ts) so reading, decoding,
// JSON.parse and the checks of a 100 MB file never block the page; on the main thread only where no
// worker can start. Any other worker failure ends the read with a clear refusal.
import {
  MAX_BACKUP_BYTES,
  backupRefusals,
  parseBackup,
  type ParsedBackup,
} from '@/data/backup/parse';
import {
  createParseCollector,
  fromParseFailure,
  type ParseMessage,
  type ParseRequest,
  type ParseResponse,
} from '@/data/backup/messages';
import { BackupError } from '@/data/errors';

let nextParseRequest = 0;

/** The worker could not be started or died before answering: the main thread parses instead. */
class ParseWorkerUnavailable extends Error {}

/** How long the worker may stay silent: 30 s, plus a second per MB of file (a slow phone parses ~5 MB/s). */
export function parseTimeoutMs(fileBytes: number): number {
  return 30_000 + Math.ceil(fileBytes / (1024 * 1024)) * 1000;
}

const unreadable = () => new BackupError('unreadable', backupRefusals.unreadable);

function parseInWorker(file: Blob, now: number): Promise<ParseResponse> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      // A new worker per import: the parsed file (over 100 MB) is freed with it when it ends.
      worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(new ParseWorkerUnavailable('The import worker could not start', { cause: error }));
      return;
    }
    const id = (nextParseRequest += 1);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      worker.removeEventListener('messageerror', onError);
      worker.terminate();
    };
    // A worker that dies, sends what cannot be read, or goes silent ends the
    // import with a clear refusal; nothing has been written yet, so nothing changes.
    const fail = () => {
      finish();
      reject(unreadable());
    };
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(fail, parseTimeoutMs(file.size));
    };
    const collect = createParseCollector(id);
    const onMessage = (event: MessageEvent<ParseMessage>) => {
      if (event.data?.id !== id) return;
      restartTimer();
      let response: ParseResponse | null;
      try {
        response = collect(event.data);
      } catch {
        fail();
        return;
      }
      if (!response) return;
      finish();
      resolve(response);
    };
    const onError = (event: Event) => {
      // Stops the browser from also reporting the worker's error as uncaught.
      event.preventDefault();
      fail();
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', onError);
    const request: ParseRequest = { id, file, now };
    try {
      worker.postMessage(request);
    } catch {
      fail();
      return;
    }
    restartTimer();
  });
}

/**
 * Reads and validates a backup file (parseBackup) in a Web Worker, so reading, decoding,
 * JSON.parse and the schema checks of a 100 MB file never block the page. Where there is no
 * Worker (tests, very old browsers) or it cannot start, the same parseBackup runs here instead.
 * Throws what parseBackup throws (BackupError with its reason and message) either way.
 */
export async function parseBackupFile(file: Blob, now: number = Date.now()): Promise<ParsedBackup> {
  // Refused before a byte is read (docs/backups.md).
  if (file.size > MAX_BACKUP_BYTES) throw new BackupError('too-large', backupRefusals.tooLarge);
  if (typeof Worker !== 'undefined') {
    let answer: ParseResponse | null = null;
    try {
      answer = await parseInWorker(file, now);
    } catch (error) {
      if (!(error instanceof ParseWorkerUnavailable)) throw error;
    }
    if (answer) {
      if (answer.ok) return answer.backup;
      throw fromParseFailure(answer.error);
    }
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    throw unreadable();
  }
  return parseBackup(text, now);
}
