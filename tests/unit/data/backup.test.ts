import { describe, expect, it, vi } from 'vitest';
import {
  backupFileName,
  createBackupFile,
  getLastBackupAt,
  importBackup,
  parseBackup,
  recordBackupMade,
  type HearthBackup,
} from '@/data/backup/backup';
import type { HearthDatabase } from '@/data/db';
import { BackupError, isQuotaError } from '@/data/errors';
import { clearAllData } from '@/data/storage';
import type { Comment, FamilyData, Preference, Reaction } from '@/data/types';
import { at, freshDb, makePost, makeRecipe, makeSession, makeTask, photo } from './helpers';

const NOW = new Date('2025-03-04T10:20:30.000Z');

const FAMILY: FamilyData = {
  familyName: 'The Riveras',
  familyId: 'family_1700000000000_abc12345',
  members: [
    { id: 'member_1700000000001_aaaaaaaa', name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' },
    { id: 'member-1700000000002', name: 'Ben Rivera', emoji: '👦', color: '#14b8a6', initials: 'BR' },
  ],
};

function sampleData() {
  return {
    posts: [
      makePost({ id: 'p1', userId: FAMILY.members[0]!.id, type: 'photo', imageUrl: photo(1), imageUrls: [photo(1), photo(2)], timestamp: at(1), taskId: 'task-1', taskTitle: 'Family weather report', taskEmoji: '🌦️', memberColor: '#f97316', memberInitials: 'AS' }),
      makePost({ id: 'p2', userId: FAMILY.members[1]!.id, userName: 'Ben Rivera', type: 'mood', mood: '🤩', content: '', timestamp: at(2), likes: 3, comments: 1 }),
      makePost({ id: 'p3', userId: FAMILY.members[0]!.id, type: 'gratitude', content: 'Thankful for pancakes', timestamp: at(3) }),
    ],
    tasks: [makeTask({ id: 't1', completedAt: at(1), taskTitle: 'Family weather report' }), makeTask({ id: 't2', completedAt: at(5) })],
    preferences: [
      { key: 'familyData', value: FAMILY },
      { key: 'offlineChoice', value: { choice: 'offline', date: '2025-03-01' } },
      { key: `moment_allocation_${FAMILY.familyId}_2025-03-04`, value: { [FAMILY.members[0]!.id]: { photo: true } } },
    ] as Preference[],
    recipes: [makeRecipe({ id: 'recipe_1', familyId: FAMILY.familyId, notes: 'Less salt', photos: [photo(5)], cookedDates: ['2025-03-01'] })],
    cookingSessions: [makeSession({ id: 's1', recipeId: 'recipe_1', familyId: FAMILY.familyId, photos: [photo(5)], mvpChef: 'Asha' })],
    // p2's likes (3) and comments (1) are these records; one reaction is by a member who
    // has left the family since, and stays.
    reactions: [
      { id: 'reaction_1', postId: 'p2', memberId: FAMILY.members[0]!.id, emoji: '❤️', timestamp: at(3) },
      { id: 'reaction_2', postId: 'p2', memberId: FAMILY.members[1]!.id, emoji: '😂', timestamp: at(4) },
      { id: 'reaction_3', postId: 'p2', memberId: 'member_gone', emoji: '🥹', timestamp: at(5) },
    ] satisfies Reaction[],
    comments: [
      { id: 'comment_1', postId: 'p2', memberId: FAMILY.members[0]!.id, text: 'Ça alors 🤩', timestamp: at(4), editedAt: at(6) },
    ] satisfies Comment[],
  };
}

async function seed(database: HearthDatabase, data = sampleData()) {
  await database.posts.bulkAdd(data.posts);
  await database.completedTasks.bulkAdd(data.tasks);
  await database.preferences.bulkAdd(data.preferences);
  await database.recipes.bulkAdd(data.recipes);
  await database.cookingSessions.bulkAdd(data.cookingSessions);
  await database.reactions.bulkAdd(data.reactions);
  await database.comments.bulkAdd(data.comments);
}

async function everything(database: HearthDatabase) {
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    posts: byId(await database.posts.toArray()),
    tasks: byId(await database.completedTasks.toArray()),
    preferences: (await database.preferences.toArray()).sort((a, b) => a.key.localeCompare(b.key)),
    recipes: byId(await database.recipes.toArray()),
    cookingSessions: byId(await database.cookingSessions.toArray()),
    reactions: byId(await database.reactions.toArray()),
    comments: byId(await database.comments.toArray()),
  };
}

function backupText(data: Record<string, unknown>, root: Record<string, unknown> = {}): string {
  return JSON.stringify({ exportDate: NOW.toISOString(), version: '1.0', appName: 'Hearth', data, ...root });
}

const familyPreference = (members: { id: string; name: string }[] = [{ id: 'm', name: 'Asha' }]) => ({
  key: 'familyData',
  value: { familyName: 'Riveras', familyId: 'family_1', members: members.map((m) => ({ ...m, emoji: '👩', color: '#f97316', initials: 'AS' })) },
});

const BACKUP_DATE = { key: 'lastBackupAt', value: NOW.toISOString() };

describe('backupFileName', () => {
  it.each([
    [new Date(2025, 0, 5, 0, 0), 'Hearth-backup-2025-01-05.txt'],
    [new Date(2025, 11, 31, 23, 59, 59), 'Hearth-backup-2025-12-31.txt'],
    [new Date(2024, 1, 29, 12), 'Hearth-backup-2024-02-29.txt'],
  ])('%s -> %s (local date)', (date, expected) => {
    expect(backupFileName(date)).toBe(expected);
  });
});

async function exportedBackup(database: HearthDatabase): Promise<HearthBackup> {
  return JSON.parse(await (await createBackupFile(NOW, database)).blob.text()) as HearthBackup;
}

describe('createBackupFile', () => {
  it('holds every record of the seven stores in the backup format', async () => {
    const database = freshDb();
    const data = sampleData();
    await seed(database, data);
    const backup = await exportedBackup(database);
    expect(backup.exportDate).toBe('2025-03-04T10:20:30.000Z');
    expect(backup.version).toBe('1.1');
    expect(backup.appName).toBe('Hearth');
    expect(Object.keys(backup)).toEqual(['exportDate', 'version', 'appName', 'data']);
    expect(Object.keys(backup.data)).toEqual(['posts', 'tasks', 'preferences', 'recipes', 'cookingSessions', 'reactions', 'comments']);
    const sorted = await everything(database);
    const byKey = (list: Preference[]) => [...list].sort((a, b) => a.key.localeCompare(b.key));
    expect({ ...backup.data, preferences: byKey(backup.data.preferences) }).toEqual({
      ...sorted,
      preferences: byKey([...sorted.preferences, BACKUP_DATE]),
    });
    expect(backup.data.posts).toHaveLength(3);
  });

  it('refuses a device without a family: its file could not be restored', async () => {
    await expect(createBackupFile(NOW, freshDb())).rejects.toMatchObject({ name: 'BackupError', reason: 'no-family' });
  });

  it('writes 1,000 posts with 3 photos each as exactly their JSON, joined from many small pieces', async () => {
    const bigPhoto = (n: number) => `data:image/jpeg;base64,${String(n).padStart(6, '0')}${'A'.repeat(3000)}`;
    const posts = Array.from({ length: 1000 }, (_, i) =>
      makePost({ id: `p${String(i).padStart(4, '0')}`, type: 'photo', timestamp: at(i), imageUrl: bigPhoto(i * 3), imageUrls: [0, 1, 2].map((k) => bigPhoto(i * 3 + k)) }),
    );
    const database = freshDb();
    await database.posts.bulkAdd(posts);
    const family = familyPreference([{ id: 'member_1', name: 'Asha' }]);
    await database.preferences.add(family);
    const blobParts: unknown[][] = [];
    const RealBlob = globalThis.Blob;
    // Records which Blobs are built from what: the file must be a Blob of small Blobs, never one
    // giant string.
    vi.stubGlobal(
      'Blob',
      class extends RealBlob {
        constructor(parts?: BlobPart[], options?: BlobPropertyBag) {
          super(parts, options);
          blobParts.push(parts ?? []);
        }
      },
    );
    let text: string;
    try {
      text = await (await createBackupFile(NOW, database)).blob.text();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(text.length).toBeGreaterThan(9_000_000);
    expect(text).toBe(
      JSON.stringify({ exportDate: NOW.toISOString(), version: '1.1', appName: 'Hearth', data: { posts, tasks: [], preferences: [family, BACKUP_DATE], recipes: [], cookingSessions: [], reactions: [], comments: [] } }),
    );
    const file = blobParts.at(-1)!;
    expect(file.length).toBeGreaterThanOrEqual(Math.floor(text.length / (256 * 1024 + 20_000)));
    for (const piece of blobParts.slice(0, -1)) {
      const chars = piece.reduce<number>((n, part) => n + String(part).length, 0);
      // 256 K characters plus at most one record (about 9 K here).
      expect(chars).toBeLessThan(256 * 1024 + 20_000);
    }
  });
});

describe('backup round trip', () => {
  it('export, erase and import restores every store exactly', async () => {
    const database = freshDb();
    await seed(database);
    const before = await everything(database);
    const { blob, fileName } = await createBackupFile(NOW, database);
    expect(fileName).toBe(backupFileName(NOW));
    const text = await blob.text();

    await clearAllData(database);
    expect(await database.posts.count()).toBe(0);

    const summary = await importBackup(text, database);
    expect(summary).toEqual({ posts: 3, tasks: 2, preferences: 4, recipes: 1, cookingSessions: 1, reactions: 3, comments: 1 });
    const after = await everything(database);
    expect(after).toEqual({ ...before, preferences: [...before.preferences, BACKUP_DATE].sort((a, b) => a.key.localeCompare(b.key)) });
  });

  it('import replaces the data that was there', async () => {
    const source = freshDb();
    await seed(source);
    const text = await (await createBackupFile(NOW, source)).blob.text();

    const target = freshDb();
    await target.posts.add(makePost({ id: 'other-post' }));
    await target.recipes.add(makeRecipe({ id: 'other-recipe' }));
    await target.preferences.add({ key: 'familyData', value: { familyName: 'Others', members: [], familyId: 'family_x' } });
    await importBackup(text, target);
    const expected = await everything(source);
    expect(await everything(target)).toEqual({ ...expected, preferences: [...expected.preferences, BACKUP_DATE].sort((a, b) => a.key.localeCompare(b.key)) });
  });
});

describe('parseBackup accepts', () => {
  it('both id styles and keeps them unchanged', () => {
    const family = {
      familyName: 'Riveras',
      familyId: 'family-1700000000000',
      members: [
        { id: 'member-1700000000001', name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' },
        { id: 'member_1700000000002_x', name: 'Ben', emoji: '👦', color: '#14b8a6', initials: 'BE' },
      ],
    };
    const parsed = parseBackup(backupText({ posts: [], tasks: [], preferences: [{ key: 'familyData', value: family }] }));
    expect(parsed.data.preferences).toEqual([{ key: 'familyData', value: family }]);
  });

  it("family data without a familyId, which becomes 'local-family'", () => {
    const parsed = parseBackup(
      backupText({ posts: [], tasks: [], preferences: [{ key: 'familyData', value: { familyName: 'Riveras', members: [] } }] }),
    );
    expect(parsed.data.preferences[0]?.value).toEqual({ familyName: 'Riveras', members: [], familyId: 'local-family' });
  });

  it('a backup without recipes and cooking sessions (the original format)', () => {
    const parsed = parseBackup(backupText({ posts: [], tasks: [], preferences: [familyPreference()] }));
    expect(parsed.data.recipes).toBeUndefined();
    expect(parsed.data.cookingSessions).toBeUndefined();
  });

  it('posts with nulls and missing counters, normalising timestamps and keeping unknown fields', () => {
    const parsed = parseBackup(
      backupText({
        posts: [
          {
            id: 'p1',
            userId: 'm',
            userName: 'Asha',
            userImage: null,
            type: 'text',
            content: 'Hi',
            imageUrl: null,
            timestamp: '2025-01-01T13:00:00+01:00',
            reactions: ['❤️'],
          },
        ],
        tasks: [{ id: 't1', userId: 'member-1', completedAt: '2025-01-01T12:00:00Z' }],
        preferences: [familyPreference()],
      }),
    );
    expect(parsed.data.posts).toEqual([
      {
        id: 'p1',
        userId: 'm',
        userName: 'Asha',
        userImage: '',
        type: 'text',
        content: 'Hi',
        timestamp: '2025-01-01T12:00:00.000Z',
        likes: 0,
        comments: 0,
        reactions: ['❤️'],
      },
    ]);
    expect(parsed.data.tasks).toEqual([{ id: 't1', userId: 'member-1', completedAt: '2025-01-01T12:00:00.000Z' }]);
  });

  it('recipes and sessions without familyId, photos or cookedDates', () => {
    const parsed = parseBackup(
      backupText({
        posts: [],
        tasks: [],
        preferences: [familyPreference()],
        recipes: [{ id: 'r1', name: 'Dal', contributor: 'Asha', ingredients: ['lentils'], difficulty: 'hard' }],
        cookingSessions: [{ id: 's1', recipeId: 'r1', recipeName: 'Dal', date: '2025-01-01' }],
      }),
    );
    expect(parsed.data.recipes).toEqual([
      { id: 'r1', name: 'Dal', contributor: 'Asha', ingredients: ['lentils'], difficulty: 'hard', photos: [], cookedDates: [], familyId: 'local-family' },
    ]);
    expect(parsed.data.cookingSessions).toEqual([
      { id: 's1', recipeId: 'r1', recipeName: 'Dal', date: '2025-01-01', photos: [], familyNotes: '', familyId: 'local-family' },
    ]);
  });
});

describe('refused imports change nothing', () => {
  const post = { id: 'p1', userId: 'm', userName: 'A', userImage: '', type: 'text', content: '', timestamp: at(0), likes: 0, comments: 0 };
  const ok = { posts: [post], tasks: [], preferences: [familyPreference()] };

  it.each([
    ['not JSON', 'this is not json {', 'invalid-json'],
    ['empty file', '', 'invalid-json'],
    ['a JSON list', '[1, 2]', 'not-an-object'],
    ['JSON null', 'null', 'not-an-object'],
    ['wrong appName', backupText(ok, { appName: 'OtherApp' }), 'wrong-app'],
    ['no appName', JSON.stringify({ version: '1.0', data: ok }), 'wrong-app'],
    ['no data', JSON.stringify({ appName: 'Hearth', version: '1.0' }), 'missing-data'],
    ['data is a list', JSON.stringify({ appName: 'Hearth', data: [] }), 'missing-data'],
    ['no posts list', backupText({ tasks: [], preferences: ok.preferences }), 'missing-data'],
    ['posts not a list', backupText({ ...ok, posts: {} }), 'missing-data'],
    ['no preferences list', backupText({ posts: [], tasks: [] }), 'missing-data'],
    ['recipes not a list', backupText({ ...ok, recipes: 'none' }), 'missing-data'],
    ['malformed family data', backupText({ ...ok, preferences: [{ key: 'familyData', value: { members: 'x' } }] }), 'invalid-record'],
    ['no family', backupText({ ...ok, preferences: [] }), 'no-family'],
    ['two members with one id', backupText({ ...ok, preferences: [familyPreference([{ id: 'm', name: 'A' }, { id: 'm', name: 'B' }])] }), 'duplicate-member'],
    ['a newer major version', backupText(ok, { version: '2.0' }), 'newer-version'],
  ])('%s -> %s', async (_label, text, reason) => {
    expect(() => parseBackup(text)).toThrow(BackupError);
    expect(() => parseBackup(text)).toThrow(expect.objectContaining({ reason }));

    const database = freshDb();
    await seed(database);
    const before = await everything(database);
    await expect(importBackup(text, database)).rejects.toMatchObject({ name: 'BackupError', reason });
    expect(await everything(database)).toEqual(before);
  });
});

describe('import is all-or-nothing', () => {
  async function validBackupText() {
    const source = freshDb();
    await seed(source, {
      ...sampleData(),
      posts: [makePost({ id: 'new-post', timestamp: at(100) })],
      recipes: [makeRecipe({ id: 'new-recipe-1' }), makeRecipe({ id: 'new-recipe-2' })],
    });
    return (await createBackupFile(NOW, source)).blob.text();
  }

  it('keeps the previous data when a write fails part-way', async () => {
    const text = await validBackupText();
    const database = freshDb();
    await seed(database);
    const before = await everything(database);
    // Posts, tasks and preferences are already replaced when the second recipe fails.
    database.recipes.hook('creating', (id) => {
      if (id === 'new-recipe-2') throw new Error('disk hiccup');
    });
    await expect(importBackup(text, database)).rejects.toThrow();
    expect(await everything(database)).toEqual(before);
  });

  it('keeps the previous data when the disk is full, and the error is recognisable', async () => {
    const text = await validBackupText();
    const database = freshDb();
    await seed(database);
    const before = await everything(database);
    vi.spyOn(database.cookingSessions, 'bulkAdd').mockRejectedValueOnce(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const error = await importBackup(text, database).catch((e: unknown) => e);
    expect(isQuotaError(error)).toBe(true);
    expect(await everything(database)).toEqual(before);
  });

  it('leaves recipes and sessions alone when the backup has none', async () => {
    const database = freshDb();
    await seed(database);
    const before = await everything(database);
    const summary = await importBackup(backupText({ posts: [], tasks: [], preferences: [familyPreference()] }), database);
    expect(summary).toEqual({ posts: 0, tasks: 0, preferences: 2, reactions: 0, comments: 0 });
    const after = await everything(database);
    expect(after.posts).toEqual([]);
    expect(after.preferences).toEqual([BACKUP_DATE, familyPreference()].sort((a, b) => a.key.localeCompare(b.key)));
    expect(after.recipes).toEqual(before.recipes);
    expect(after.cookingSessions).toEqual(before.cookingSessions);
  });
});

describe('last backup date', () => {
  it('is null until a backup is recorded, then the recorded instant', async () => {
    const database = freshDb();
    expect(await getLastBackupAt(database)).toBeNull();
    await recordBackupMade(NOW, database);
    expect(await getLastBackupAt(database)).toEqual(NOW);
    expect(await database.preferences.get('lastBackupAt')).toEqual({ key: 'lastBackupAt', value: NOW.toISOString() });
  });

  it.each([[42], ['not a date'], [null]])('is null for a stored value of %o', async (value) => {
    const database = freshDb();
    await database.preferences.put({ key: 'lastBackupAt', value });
    expect(await getLastBackupAt(database)).toBeNull();
  });
});
