// @vitest-environment node
import { createBackupFile, importBackup, parseBackup } from '@/data/backup/backup';
import { countCookingSessions, taskSummary } from '@/data/dashboard';
import { freshDb, makePost, makeRecipe, makeSession, makeTask, photo } from '../data/helpers';

const now = new Date(Date.UTC(2025, 5, 15, 12));

async function seed() {
  const database = freshDb();
  await database.posts.bulkAdd([
    makePost({ id: 'p1', content: 'Ünïcödé, "quotes", \\ and emoji 🥰', timestamp: '2025-06-01T10:00:00.000Z' }),
    makePost({ id: 'p2', type: 'photo', imageUrls: [photo(1), photo(2), photo(3)], imageUrl: photo(1) }),
    ...Array.from({ length: 40 }, (_, i) => makePost({ id: `bulk_${String(i).padStart(3, '0')}`, type: 'photo', imageUrls: [`data:image/jpeg;base64,${'A'.repeat(20_000)}`] })),
  ]);
  await database.completedTasks.bulkAdd([makeTask({ id: 't2', completedAt: '2025-06-02T10:00:00.000Z' }), makeTask({ id: 't1', completedAt: '2025-05-01T10:00:00.000Z' })]);
  await database.preferences.bulkAdd([
    { key: 'familyData', value: { familyName: 'The Kumars', familyId: 'family_1', members: [{ id: 'member_1', name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' }] } },
    { key: 'offlineChoice', value: { choice: 'stay', date: '2025-06-01' } },
  ]);
  await database.recipes.add(makeRecipe({ id: 'r1', photos: [photo(9)] }));
  await database.cookingSessions.bulkAdd([makeSession({ id: 's1' }), makeSession({ id: 's2', mvpChef: 'Mia' })]);
  return database;
}

describe('createBackupFile (the dashboard export)', () => {
  it('writes exactly JSON.stringify of the backup object, in several pieces, under the dated name', async () => {
    const database = await seed();
    const ours = await createBackupFile(now, database);
    expect(ours.fileName).toBe('Hearth-backup-2025-06-15.txt');
    const reference = {
      exportDate: now.toISOString(),
      version: '1.1',
      appName: 'Hearth',
      data: {
        posts: await database.posts.toArray(),
        tasks: await database.completedTasks.toArray(),
        // The file is the newest backup: it carries its own date.
        preferences: [...(await database.preferences.toArray()), { key: 'lastBackupAt', value: now.toISOString() }],
        recipes: await database.recipes.toArray(),
        cookingSessions: await database.cookingSessions.toArray(),
        reactions: [],
        comments: [],
      },
    };
    const text = await ours.blob.text();
    expect(text).toBe(JSON.stringify(reference));
    // Well over one 256 KB piece, so the file really is joined from several Blobs.
    expect(ours.blob.size).toBeGreaterThan(800_000);
    expect(ours.blob.type).toBe('text/plain;charset=utf-8');
  });

  it('imports back into an empty device record for record', async () => {
    const database = await seed();
    const text = await (await createBackupFile(now, database)).blob.text();
    expect(parseBackup(text).appName).toBe('Hearth');
    const restored = freshDb();
    await importBackup(text, restored);
    for (const table of ['posts', 'completedTasks', 'recipes', 'cookingSessions'] as const) {
      expect(await restored.table(table).toArray(), table).toEqual(await database.table(table).toArray());
    }
    expect(await restored.preferences.toArray()).toEqual(
      [...(await database.preferences.toArray()), { key: 'lastBackupAt', value: now.toISOString() }].sort((a, b) => a.key.localeCompare(b.key)),
    );
  });

  it('refuses a device without a family, whose file the import would refuse', async () => {
    await expect(createBackupFile(now, freshDb())).rejects.toMatchObject({ reason: 'no-family' });
  });
});

describe('dashboard counts', () => {
  it('summarises completed tasks with the first completion', async () => {
    const database = await seed();
    expect(await taskSummary(database)).toEqual({ count: 2, oldestCompletedAt: '2025-05-01T10:00:00.000Z' });
    expect(await taskSummary(freshDb())).toEqual({ count: 0, oldestCompletedAt: null });
  });

  it('counts cooking sessions as recipes cooked', async () => {
    expect(await countCookingSessions(await seed())).toBe(2);
    expect(await countCookingSessions(freshDb())).toBe(0);
  });
});
