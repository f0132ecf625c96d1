// Backups a family can always restore. One bad record never makes a file useless, a file
// that cannot be restored is refused before anything changes, and the backup date survives.
import { describe, expect, it } from 'vitest';
import {
  MAX_BACKUP_BYTES,
  createBackupFile,
  describeExportSkips,
  describeImportSkips,
  describeSkipReasons,
  getLastBackupAt,
  importBackup,
  parseBackupFile,
  readBackup,
  recordBackupMade,
  restoreBackup,
} from '@/data/backup/backup';
import { depthOf } from '@/data/backup/records';
import type { HearthDatabase } from '@/data/db';
import { at, freshDb, makePost, makeTask } from './helpers';

const NOW = new Date('2025-03-04T10:20:30.000Z');
const FAMILY = {
  familyName: 'The Riveras',
  familyId: 'family_1',
  members: [
    { id: 'member_1', name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' },
    { id: 'member_2', name: 'Ben', emoji: '👦', color: '#14b8a6', initials: 'BE' },
  ],
};

function text(data: Record<string, unknown>, root: Record<string, unknown> = {}): string {
  return JSON.stringify({ exportDate: NOW.toISOString(), version: '1.0', appName: 'Hearth', data, ...root });
}

async function dump(database: HearthDatabase) {
  const tables = [database.posts, database.completedTasks, database.preferences, database.recipes, database.cookingSessions];
  return Promise.all(tables.map((table) => table.toArray()));
}

async function seeded() {
  const database = freshDb();
  await database.preferences.add({ key: 'familyData', value: { ...FAMILY, familyName: 'Before' } });
  await database.posts.add(makePost({ id: 'before', timestamp: at(0) }));
  return database;
}

describe('item 1: one bad record does not make a backup useless', () => {
  it('export leaves out records the import would refuse and says which', async () => {
    const database = freshDb();
    await database.preferences.add({ key: 'familyData', value: FAMILY });
    await database.posts.bulkAdd([
      makePost({ id: 'good', timestamp: at(1) }),
      { ...makePost({ id: 'no-name', timestamp: at(2) }), userName: undefined as unknown as string },
      makePost({ id: 'stranger', userId: 'member_gone', timestamp: at(3) }),
    ]);
    const { blob, skipped } = await createBackupFile(NOW, database);
    const backup = await readBackup(await blob.text(), NOW.getTime());
    expect(backup.data.posts.map((p) => p.id)).toEqual(['good']);
    expect(backup.report.skipped).toEqual([]);
    expect(skipped).toEqual([
      { section: 'posts', count: 2, reasons: ['part of it is missing or damaged (userName)', 'it was shared by someone who is not in the family'] },
    ]);
    expect(describeExportSkips(skipped)).toEqual([
      '2 moments could not be saved in the backup: part of it is missing or damaged (userName); it was shared by someone who is not in the family.',
    ]);
  });

  it('import keeps every valid record and reports the rest before writing anything', async () => {
    const posts = Array.from({ length: 1200 }, (_, i) => makePost({ id: `p${i}`, timestamp: at(i) }));
    delete (posts[5] as Partial<typeof posts[number]>).userName;
    posts[7]!.type = 'hologram' as never;
    const database = await seeded();
    const before = await dump(database);
    const backup = await readBackup(text({ posts, tasks: [], preferences: [{ key: 'familyData', value: FAMILY }] }), NOW.getTime());
    // Reading wrote nothing: the family can still cancel.
    expect(await dump(database)).toEqual(before);
    expect(backup.data.posts).toHaveLength(1198);
    expect(describeImportSkips(backup.report.skipped, backup.report.totals)).toEqual(['1,198 of 1,200 moments can be restored.']);
    expect(describeSkipReasons(backup.report.skipped)).toEqual([
      'Moments left out: part of it is missing or damaged (userName); part of it is missing or damaged (type).',
    ]);
    await restoreBackup(backup, database);
    expect(await database.posts.count()).toBe(1198);
  });

  it('keeps the first of two records with one id and reports the second', async () => {
    const post = makePost({ id: 'p1', timestamp: at(0) });
    const backup = await readBackup(text({ posts: [post, { ...post, content: 'again' }], tasks: [], preferences: [{ key: 'familyData', value: FAMILY }] }), NOW.getTime());
    expect(backup.data.posts).toEqual([post]);
    expect(backup.report.skipped).toEqual([{ section: 'posts', count: 1, reasons: ['it appears twice in the backup'] }]);
  });
});

describe('item 2: a backup without a family is refused, nothing replaced', () => {
  it('refuses with the family words and leaves the device as it was', async () => {
    const database = await seeded();
    const before = await dump(database);
    await expect(importBackup(text({ posts: [makePost({ id: 'x' })], tasks: [], preferences: [] }), database)).rejects.toMatchObject({
      reason: 'no-family',
      message: expect.stringContaining('This backup has no family in it'),
    });
    expect(await dump(database)).toEqual(before);
  });
});

describe('item 3: member ids are unique in a backup', () => {
  it('refuses two members with one id, naming it', async () => {
    const family = { ...FAMILY, members: [FAMILY.members[0], { ...FAMILY.members[1], id: 'member_1' }] };
    const database = await seeded();
    const before = await dump(database);
    await expect(importBackup(text({ posts: [], tasks: [], preferences: [{ key: 'familyData', value: family }] }), database)).rejects.toMatchObject({
      reason: 'duplicate-member',
      message: expect.stringContaining('"member_1"'),
    });
    expect(await dump(database)).toEqual(before);
  });
});

describe('item 5: bounds and versions', () => {
  const family = { key: 'familyData', value: FAMILY };

  it.each([
    ['2.0', 'newer-version'],
    ['10.3', 'newer-version'],
  ])('refuses version %s as made by a newer Hearth', async (version, reason) => {
    await expect(readBackup(text({ posts: [], tasks: [], preferences: [family] }, { version }))).rejects.toMatchObject({
      reason,
      message: 'This backup was made by a newer Hearth; update Hearth to restore it.',
    });
  });

  it.each(['1.0', '1.7', undefined])('reads version %s', async (version) => {
    const backup = await readBackup(text({ posts: [], tasks: [], preferences: [family] }, { version }));
    expect(backup.data.preferences).toHaveLength(1);
  });

  it.each([
    ['a moment text over 500 characters: skipped', { content: 'a'.repeat(501) }, 'its text is longer than Hearth allows (500 characters)'],
    ['a date before 2000: skipped', { timestamp: '1999-12-31T23:59:59.000Z' }, 'its date (1999-12-31) is not possible'],
    ['a date more than a day ahead: skipped', { timestamp: '2025-03-06T10:20:30.000Z' }, 'its date (2025-03-06) is not possible'],
    ['a moment by someone not in the family: skipped', { userId: 'member_unknown' }, 'it was shared by someone who is not in the family'],
  ])('%s', async (_label, change, reason) => {
    const posts = [makePost({ id: 'ok', timestamp: at(0) }), { ...makePost({ id: 'bad', timestamp: at(1) }), ...change }];
    const backup = await readBackup(text({ posts, tasks: [], preferences: [family] }), NOW.getTime());
    expect(backup.data.posts.map((p) => p.id)).toEqual(['ok']);
    expect(backup.report.skipped).toEqual([{ section: 'posts', count: 1, reasons: [reason] }]);
  });

  it('keeps a 500-character text and a date within the day ahead', async () => {
    const posts = [makePost({ id: 'ok', content: 'é'.repeat(500), timestamp: '2025-03-05T10:00:00.000Z' })];
    const backup = await readBackup(text({ posts, tasks: [], preferences: [family] }), NOW.getTime());
    expect(backup.data.posts).toHaveLength(1);
  });

  it('skips a completed challenge dated before 2000', async () => {
    const tasks = [makeTask({ id: 't1', completedAt: '1970-01-01T00:00:00.000Z' })];
    const backup = await readBackup(text({ posts: [], tasks, preferences: [family] }), NOW.getTime());
    expect(backup.data.tasks).toEqual([]);
    expect(backup.report.skipped[0]?.section).toBe('tasks');
  });

  it('trims family and member names to the app limits (100 and 50 characters)', async () => {
    const long = { ...FAMILY, familyName: 'F'.repeat(150), members: [{ ...FAMILY.members[0], name: 'N'.repeat(80) }] };
    const backup = await readBackup(text({ posts: [], tasks: [], preferences: [{ key: 'familyData', value: long }] }));
    const stored = backup.data.preferences[0]?.value as typeof FAMILY;
    expect(stored.familyName).toHaveLength(100);
    expect(stored.members[0]?.name).toHaveLength(50);
  });

  it('skips a record nested deeper than any Hearth writes, without overflowing', async () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(depthOf(deep)).toBeLessThanOrEqual(40);
    const raw = `{"exportDate":"${NOW.toISOString()}","version":"1.0","appName":"Hearth","data":{"posts":[${'['.repeat(100_000)}${']'.repeat(100_000)}],"tasks":[],"preferences":[${JSON.stringify(family)},{"key":"x","value":${'['.repeat(50)}${']'.repeat(50)}}]}}`;
    const backup = await readBackup(raw, NOW.getTime());
    expect(backup.data.posts).toEqual([]);
    expect(backup.report.skipped.map((s) => [s.section, s.reasons])).toEqual([
      ['posts', ['it holds data nested too deeply to read']],
      ['preferences', ['it holds data nested too deeply to read']],
    ]);
  });

  it('refuses a file over the size limit before reading it', async () => {
    const file = new Blob(['{}']);
    Object.defineProperty(file, 'size', { value: MAX_BACKUP_BYTES + 1 });
    let read = false;
    file.text = () => {
      read = true;
      return Promise.resolve('{}');
    };
    await expect(parseBackupFile(file)).rejects.toMatchObject({ reason: 'too-large' });
    expect(read).toBe(false);
  });
});

describe('item 8: the backup date survives a restore', () => {
  it('a file exported today restores with today as the last backup', async () => {
    const source = freshDb();
    await source.preferences.add({ key: 'familyData', value: FAMILY });
    await recordBackupMade(new Date('2024-01-01T00:00:00.000Z'), source);
    const { blob } = await createBackupFile(NOW, source);
    const target = freshDb();
    await importBackup(await blob.text(), target);
    expect(await getLastBackupAt(target)).toEqual(NOW);
  });

  it('a file without a backup date restores with its export date', async () => {
    const target = freshDb();
    await importBackup(text({ posts: [], tasks: [], preferences: [{ key: 'familyData', value: FAMILY }] }), target);
    expect(await getLastBackupAt(target)).toEqual(NOW);
  });
});
