// The import's worker path (parse.worker.ts) and its main-thread fallback: both must run the
// same validation, refuse the same files with the same errors, and write nothing for a bad file.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importBackup, parseBackup, parseBackupFile, parseTimeoutMs } from '@/data/backup/backup';
import {
  answerParseRequest,
  createParseCollector,
  toParseMessages,
  type ParseMessage,
  type ParseRequest,
  type ParseResponse,
} from '@/data/backup/messages';
import type { HearthDatabase } from '@/data/db';
import { BackupError } from '@/data/errors';
import { at, freshDb, makePost, makeTask, photo } from './helpers';

const NOW = new Date('2025-03-04T10:20:30.000Z');

const FAMILY = { key: 'familyData', value: { familyName: 'New family', members: [{ id: 'member_1', name: 'Asha' }] } };
const BACKUP_DATE = { key: 'lastBackupAt', value: NOW.toISOString() };

/** A backup of `data`; a family with the default post author (member_1) when none is given. */
function backupText(data: Record<string, unknown>, version = '1.0'): string {
  const preferences = (data.preferences as { key: string }[] | undefined) ?? [];
  const withFamily = preferences.some((p) => p.key === 'familyData') ? preferences : [FAMILY, ...preferences];
  return JSON.stringify({ exportDate: NOW.toISOString(), version, appName: 'Hearth', data: { ...data, preferences: withFamily } });
}

const GOOD = backupText({
  posts: [
    makePost({ id: 'new-1', type: 'photo', imageUrls: [photo(1), photo(2)], timestamp: '2025-03-01T10:00:00+02:00' }),
    makePost({ id: 'new-2', timestamp: at(2), likes: null as unknown as number }),
  ],
  tasks: [makeTask({ id: 'new-task' })],
  preferences: [FAMILY],
});
const BAD_FILE = backupText({ posts: [makePost({ id: 'x' })], tasks: [], preferences: [] }, '2.0');
const BAD_FILE_ERROR = { reason: 'newer-version', message: 'This backup was made by a newer Hearth; update Hearth to restore it.' };

const fileOf = (text: string) => new Blob([text], { type: 'text/plain' });

async function seeded(): Promise<HearthDatabase> {
  const database = freshDb();
  await database.posts.bulkAdd([makePost({ id: 'old-1', timestamp: at(1) }), makePost({ id: 'old-2', timestamp: at(2) })]);
  await database.completedTasks.add(makeTask({ id: 'old-task' }));
  await database.preferences.add({ key: 'familyData', value: { familyName: 'Old family', members: [], familyId: 'family_1' } });
  return database;
}

async function snapshot(database: HearthDatabase) {
  return {
    posts: await database.posts.toArray(),
    tasks: await database.completedTasks.toArray(),
    preferences: await database.preferences.toArray(),
  };
}

type Behaviour = 'answer' | 'throw-on-start' | 'error-event' | 'messageerror' | 'silent' | 'post-throws';

/**
 * Stands in for the browser's Worker (jsdom has none): records how it was created and what the
 * worker posted, and answers through the real worker module loaded into a fake worker scope, so the
 * message protocol and the worker file itself are exercised.
 */
function installFakeWorker(behaviour: Behaviour) {
  const created: { url: string; options: WorkerOptions | undefined; terminated: boolean; messages: ParseMessage[] }[] = [];
  class FakeWorker extends EventTarget {
    readonly record: (typeof created)[number];
    constructor(url: URL | string, options?: WorkerOptions) {
      super();
      if (behaviour === 'throw-on-start') throw new DOMException('Workers are blocked', 'SecurityError');
      this.record = { url: String(url), options, terminated: false, messages: [] };
      created.push(this.record);
    }
    postMessage(request: ParseRequest) {
      if (behaviour === 'post-throws') throw new DOMException('could not be cloned', 'DataCloneError');
      setTimeout(() => {
        if (behaviour === 'silent') return;
        if (behaviour === 'error-event' || behaviour === 'messageerror') {
          this.dispatchEvent(new Event(behaviour === 'messageerror' ? 'messageerror' : 'error', { cancelable: true }));
          return;
        }
        workerScope.send(request, (message) => {
          this.record.messages.push(message);
          // Each message arrives in its own task, as from a real worker.
          setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: message })), 0);
        });
      }, 0);
    }
    terminate() {
      this.record.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return created;
}

/** The real parse.worker.ts, imported with `self` pointing at a fake worker scope. */
const workerScope = {
  listener: null as ((event: MessageEvent<ParseRequest>) => void) | null,
  reply: (_message: ParseMessage) => undefined as void,
  async load() {
    if (this.listener) return;
    const scope = {
      addEventListener: (type: string, listener: (event: MessageEvent<ParseRequest>) => void) => {
        if (type === 'message') this.listener = listener;
      },
      postMessage: (message: ParseMessage) => this.reply(message),
    };
    vi.stubGlobal('self', scope);
    await import('@/data/backup/parse.worker');
    vi.unstubAllGlobals();
    if (!this.listener) throw new Error('The worker module did not listen for messages');
  },
  send(request: ParseRequest, reply: (message: ParseMessage) => void) {
    this.reply = reply;
    this.listener?.(new MessageEvent('message', { data: request }));
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('answerParseRequest (what the worker runs)', () => {
  it('answers a valid file with exactly what parseBackup returns', async () => {
    expect(await answerParseRequest({ id: 7, file: fileOf(GOOD) })).toEqual({ id: 7, ok: true, backup: parseBackup(GOOD) });
  });

  it.each([
    ['not JSON', '{"appName": "Hearth", ', 'invalid-json'],
    ['another app', JSON.stringify({ appName: 'Other', data: {} }), 'wrong-app'],
    ['a newer version', BAD_FILE, 'newer-version'],
  ])('refuses %s with the reason and message parseBackup throws', async (_label, text, reason) => {
    const thrown = (() => {
      try {
        parseBackup(text);
      } catch (error) {
        return error as BackupError;
      }
      throw new Error('parseBackup accepted the file');
    })();
    expect(thrown.reason).toBe(reason);
    expect(await answerParseRequest({ id: 1, file: fileOf(text) })).toEqual({
      id: 1,
      ok: false,
      error: { reason, message: thrown.message },
    });
  });

  it('answers an unreadable file with a failure instead of throwing', async () => {
    const file = fileOf(GOOD);
    vi.spyOn(file, 'text').mockRejectedValue(new DOMException('The file changed', 'NotReadableError'));
    expect(await answerParseRequest({ id: 2, file })).toEqual({ id: 2, ok: false, error: { message: 'The file changed' } });
  });
});

describe('toParseMessages / createParseCollector', () => {
  const collectAll = (response: ParseResponse, chunkChars?: number) => {
    const messages = [...toParseMessages(response, chunkChars)];
    const collect = createParseCollector(response.id);
    const results = messages.map(collect);
    return { messages, results };
  };

  it('splits a backup into slices of about the given size and puts it back together exactly', async () => {
    const posts = Array.from({ length: 30 }, (_, i) => makePost({ id: `p${i}`, type: 'photo', imageUrls: [photo(i), 'x'.repeat(1000)], timestamp: at(i) }));
    const text = backupText({ posts, tasks: [makeTask({ id: 't' })], preferences: [], recipes: [] });
    const response = await answerParseRequest({ id: 3, file: fileOf(text) });
    const { messages, results } = collectAll(response, 5000);
    // About five posts of ~1 KB per 5,000 characters: several messages, none holding everything.
    const postSlices = messages.filter((m) => m.kind === 'records' && m.section === 'posts');
    expect(postSlices.length).toBeGreaterThanOrEqual(5);
    for (const slice of postSlices) expect(slice.kind === 'records' && slice.records.length).toBeLessThanOrEqual(5);
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toEqual(response);
    expect(response.ok && response.backup.data.recipes).toEqual([]);
    expect(response.ok && 'cookingSessions' in response.backup.data).toBe(false);
  });

  it('keeps an older backup without recipes free of recipes, and empty sections empty', async () => {
    const text = backupText({ posts: [], tasks: [], preferences: [] });
    const response = await answerParseRequest({ id: 4, file: fileOf(text) });
    expect(response.ok && response.backup.data.posts).toEqual([]);
    expect(collectAll(response).results.at(-1)).toEqual(response);
  });

  it('sends a refusal as one failed message', async () => {
    const response = await answerParseRequest({ id: 5, file: fileOf(BAD_FILE) });
    const { messages, results } = collectAll(response);
    expect(messages).toEqual([{ id: 5, kind: 'failed', error: BAD_FILE_ERROR }]);
    expect(results).toEqual([response]);
  });
});

describe('importBackup through the worker', () => {
  it('validates in parse.worker.ts (a module worker), then writes, and ends the worker', async () => {
    await workerScope.load();
    const created = installFakeWorker('answer');
    const database = await seeded();
    const file = fileOf(GOOD);
    const read = vi.spyOn(file, 'text');

    const summary = await importBackup(file, database);

    expect(summary).toEqual({ posts: 2, tasks: 1, preferences: 2, reactions: 0, comments: 0 });
    expect(created[0]!.messages.map((m) => m.kind)).toEqual(['records', 'records', 'records', 'done']);
    expect(created).toHaveLength(1);
    expect(created[0]!.url).toMatch(/backup\/parse\.worker\.ts/);
    expect(created[0]!.options).toEqual({ type: 'module' });
    expect(created[0]!.terminated).toBe(true);
    // Read once, by the worker: the main thread did not parse the file as well.
    expect(read).toHaveBeenCalledTimes(1);
    const expected = parseBackup(GOOD).data;
    expect(await snapshot(database)).toEqual({ posts: expected.posts, tasks: expected.tasks, preferences: [...expected.preferences, BACKUP_DATE] });
    // Normalised by the schemas in the worker: UTC timestamps, defaults for null counts.
    expect((await database.posts.get('new-1'))?.timestamp).toBe('2025-03-01T08:00:00.000Z');
    expect((await database.posts.get('new-2'))?.likes).toBe(0);
  });

  it('refuses a bad file with the same BackupError as the main thread, and changes nothing', async () => {
    await workerScope.load();
    installFakeWorker('answer');
    const database = await seeded();
    const before = await snapshot(database);
    const error = await importBackup(fileOf(BAD_FILE), database).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect(error).toMatchObject({ name: 'BackupError', ...BAD_FILE_ERROR });
    expect(await snapshot(database)).toEqual(before);
  });

  it('passes on a read failure from the worker as an error, and changes nothing', async () => {
    await workerScope.load();
    installFakeWorker('answer');
    const database = await seeded();
    const before = await snapshot(database);
    const file = fileOf(GOOD);
    vi.spyOn(file, 'text').mockRejectedValue(new Error('The file changed'));
    await expect(importBackup(file, database)).rejects.toThrow('The file changed');
    expect(await snapshot(database)).toEqual(before);
  });
});

describe('importBackup without a working worker (main-thread fallback)', () => {
  it.each<[string, Behaviour | 'no-worker']>([
    ['no Worker at all', 'no-worker'],
    ['the worker cannot start', 'throw-on-start'],
  ])('%s: validates and imports on the main thread', async (_label, behaviour) => {
    if (behaviour === 'no-worker') vi.stubGlobal('Worker', undefined);
    else installFakeWorker(behaviour);
    const database = await seeded();
    expect(await importBackup(fileOf(GOOD), database)).toEqual({ posts: 2, tasks: 1, preferences: 2, reactions: 0, comments: 0 });
    expect((await database.posts.toArray()).map((p) => p.id)).toEqual(['new-1', 'new-2']);
  });

  it('no Worker at all: still refuses a bad file and changes nothing', async () => {
    vi.stubGlobal('Worker', undefined);
    const database = await seeded();
    const before = await snapshot(database);
    await expect(importBackup(fileOf(BAD_FILE), database)).rejects.toMatchObject({ name: 'BackupError', ...BAD_FILE_ERROR });
    expect(await snapshot(database)).toEqual(before);
  });

  it('parseBackupFile gives the same result on both paths', async () => {
    await workerScope.load();
    const created = installFakeWorker('answer');
    const viaWorker = await parseBackupFile(fileOf(GOOD));
    vi.stubGlobal('Worker', undefined);
    const onMainThread = await parseBackupFile(fileOf(GOOD));
    expect(created).toHaveLength(1);
    expect(viaWorker).toEqual(onMainThread);
    expect(onMainThread).toEqual(parseBackup(GOOD));
  });
});

describe('importBackup writes in slices inside one transaction', () => {
  it('writes 120 posts in bulkAdd calls of at most 50, all-or-nothing', async () => {
    const database = await seeded();
    const before = await snapshot(database);
    const posts = Array.from({ length: 120 }, (_, i) => makePost({ id: `p${String(i).padStart(3, '0')}`, timestamp: at(i) }));
    const text = backupText({ posts, tasks: [], preferences: [] });
    // The third slice fails: the first two were written in the same transaction and must go too.
    const sizes: number[] = [];
    const original = database.posts.bulkAdd.bind(database.posts);
    let calls = 0;
    vi.spyOn(database.posts, 'bulkAdd').mockImplementation(((records: readonly unknown[]) => {
      calls += 1;
      sizes.push(records.length);
      if (calls === 3) return Promise.reject(new Error('disk hiccup'));
      return original(records as never);
    }) as never);
    await expect(importBackup(text, database)).rejects.toThrow('disk hiccup');
    expect(sizes).toEqual([50, 50, 20]);
    vi.restoreAllMocks();
    expect(await snapshot(database)).toEqual(before);

    await importBackup(text, database);
    expect(await database.posts.count()).toBe(120);
  });
});

describe('a large import through the worker', () => {
  it('arrives in many messages and is written complete', async () => {
    await workerScope.load();
    const created = installFakeWorker('answer');
    const big = (n: number) => `data:image/jpeg;base64,${String(n).padStart(6, '0')}${'A'.repeat(100_000)}`;
    const posts = Array.from({ length: 60 }, (_, i) =>
      makePost({ id: `p${String(i).padStart(3, '0')}`, type: 'photo', imageUrls: [big(i * 3), big(i * 3 + 1), big(i * 3 + 2)], timestamp: at(i) }),
    );
    const database = await seeded();
    await importBackup(fileOf(backupText({ posts, tasks: [], preferences: [] })), database);
    // ~18 MB of photos in ~2 MB messages.
    expect(created[0]!.messages.length).toBeGreaterThanOrEqual(9);
    expect(await database.posts.orderBy('id').toArray()).toEqual(posts);
  });
});

describe('a worker that fails ends the import with a clear refusal', () => {
  it.each<[string, Behaviour]>([
    ['an error event', 'error-event'],
    ['a message that cannot be read (messageerror)', 'messageerror'],
    ['a request that cannot be posted', 'post-throws'],
  ])('%s: refused as unreadable, the worker ended, nothing changed', async (_label, behaviour) => {
    const created = installFakeWorker(behaviour);
    const database = await seeded();
    const before = await snapshot(database);
    await expect(importBackup(fileOf(GOOD), database)).rejects.toMatchObject({ name: 'BackupError', reason: 'unreadable' });
    expect(created[0]!.terminated).toBe(true);
    expect(await snapshot(database)).toEqual(before);
  });

  it('a worker that never answers is given up after the bounded time', async () => {
    vi.useFakeTimers();
    try {
      const created = installFakeWorker('silent');
      const outcome = parseBackupFile(fileOf(GOOD)).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(parseTimeoutMs(GOOD.length) + 10);
      expect(await outcome).toMatchObject({ name: 'BackupError', reason: 'unreadable' });
      expect(created[0]!.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a worker whose answer cannot be cloned still answers, with the refusal', async () => {
    await workerScope.load();
    const posted: ParseMessage[] = [];
    let first = true;
    workerScope.send({ id: 9, file: fileOf(GOOD) }, (message) => {
      // The first slice of records fails to clone, as 100,000 nested arrays do in a browser.
      if (first) {
        first = false;
        throw new RangeError('Maximum call stack size exceeded');
      }
      posted.push(message);
    });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ id: 9, kind: 'failed', error: { reason: 'unreadable' } });
  });
});
