// 1,000 generated malformed backups through the import. Each one either is
// refused with a clear message and leaves the database byte-for-byte as it was, or is restored
// faithfully: the device then holds exactly what the import said it would keep.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importBackup, readBackup } from '@/data/backup/backup';
import type { HearthDatabase } from '@/data/db';
import { BackupError } from '@/data/errors';
import { importFailureMessage } from '@/features/family/model/messages';
import { at, freshDb, makePost, makeRecipe, makeSession, makeTask } from './helpers';

const NOW = Date.UTC(2025, 2, 4, 10);
const MEMBERS = [
  { id: 'member_1', name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' },
  { id: 'member_2', name: 'Ben', emoji: '👦', color: '#14b8a6', initials: 'BE' },
];

function validBackup() {
  // A deep copy: the mutations below must never reach the shared fixtures.
  return structuredClone({
    exportDate: new Date(NOW).toISOString(),
    version: '1.0',
    appName: 'Hearth',
    data: {
      posts: [makePost({ id: 'p1', timestamp: at(1) }), makePost({ id: 'p2', userId: 'member_2', userName: 'Ben', timestamp: at(2) })],
      tasks: [makeTask({ id: 't1', completedAt: at(1) })],
      preferences: [
        { key: 'familyData', value: { familyName: 'Riveras', familyId: 'family_1', members: MEMBERS } },
        { key: 'offlineChoice', value: { choice: 'stay' } },
      ],
      recipes: [makeRecipe({ id: 'r1' })],
      cookingSessions: [makeSession({ id: 's1', recipeId: 'r1' })],
    },
  });
}

type Json = Record<string, unknown>;
type Mutation = (backup: Json) => unknown;

/** The backup's data object, or a throwaway one when an earlier mutation replaced it. */
const dataOf = (backup: Json): Json =>
  typeof backup.data === 'object' && backup.data !== null && !Array.isArray(backup.data) ? (backup.data as Json) : {};

const SECTIONS = ['posts', 'tasks', 'preferences', 'recipes', 'cookingSessions'] as const;
const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.constantFrom('', ' ', '1999-01-01T00:00:00Z', '3000-01-01T00:00:00Z', 'x'.repeat(600), 'member_gone', '2.0', 'NaN'),
);

/** One way to break a valid backup; several are applied in a row. */
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // Replace a field of a record with anything, or delete it.
  fc.tuple(fc.constantFrom(...SECTIONS), fc.nat(3), fc.constantFrom('id', 'key', 'value', 'userId', 'userName', 'type', 'content', 'timestamp', 'completedAt', 'name', 'difficulty', 'recipeId', 'date'), fc.option(junk)).map(
    ([section, index, field, value]): Mutation =>
      (backup) => {
        const list = dataOf(backup)[section];
        if (!Array.isArray(list) || list.length === 0) return backup;
        const record = list[index % list.length];
        if (typeof record !== 'object' || record === null) return backup;
        if (value === null) delete (record as Json)[field];
        else (record as Json)[field] = value;
        return backup;
      },
  ),
  // Replace a whole record or a whole section with anything.
  fc.tuple(fc.constantFrom(...SECTIONS), fc.nat(3), junk).map(([section, index, value]): Mutation => (backup) => {
    const list = dataOf(backup)[section];
    if (Array.isArray(list) && list.length > 0 && index % 2 === 0) list[index % list.length] = value;
    else dataOf(backup)[section] = value;
    return backup;
  }),
  // Break the family: its name, its members, a duplicate member id, or remove it.
  fc.tuple(fc.constantFrom('familyName', 'members', 'duplicate', 'remove', 'memberName'), junk).map(([what, value]): Mutation => (backup) => {
    const preferences = dataOf(backup).preferences;
    if (!Array.isArray(preferences)) return backup;
    const family = (preferences as Json[]).find((p) => typeof p === 'object' && p?.key === 'familyData');
    if (!family || typeof family.value !== 'object' || family.value === null) return backup;
    const data = family.value as Json;
    if (!Array.isArray(data.members) || data.members.length === 0) return backup;
    if (what === 'remove') preferences.splice((preferences as Json[]).indexOf(family), 1);
    else if (what === 'duplicate') data.members = [...(data.members as Json[]), { ...(data.members as Json[])[0] }];
    else if (what === 'memberName') (data.members as Json[])[0] = { ...(data.members as Json[])[0], name: value };
    else data[what] = value;
    return backup;
  }),
  // Break the envelope.
  fc.tuple(fc.constantFrom('appName', 'version', 'data', 'exportDate'), junk).map(([field, value]): Mutation => (backup) => {
    backup[field] = value;
    return backup;
  }),
  // Duplicate a record.
  fc.constantFrom(...SECTIONS).map((section): Mutation => (backup) => {
    const list = dataOf(backup)[section];
    if (Array.isArray(list) && list.length > 0) list.push(structuredClone(list[0]));
    return backup;
  }),
);

/** A malformed file: mutated JSON, cut short, or not a backup at all. */
const malformedFile = fc.oneof(
  { weight: 8, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 4 }).map((mutations) => JSON.stringify(mutations.reduce<unknown>((b, m) => (typeof b === 'object' && b !== null && !Array.isArray(b) ? m(b as Json) : b), validBackup()))) },
  { weight: 1, arbitrary: fc.nat(400).map((cut) => JSON.stringify(validBackup()).slice(0, cut)) },
  { weight: 1, arbitrary: fc.json({ maxDepth: 4 }) },
);

/** Every table, in key order, as text: equal text means equal data. */
async function canonicalDump(database: HearthDatabase): Promise<string> {
  const tables = database.tables;
  return JSON.stringify(await Promise.all(tables.map((table) => table.orderBy(':id').toArray())));
}

async function seed(database: HearthDatabase) {
  await database.transaction('rw', database.tables, async () => {
    for (const table of database.tables) await table.clear();
    await database.preferences.bulkAdd([{ key: 'familyData', value: { familyName: 'Before', familyId: 'family_0', members: [MEMBERS[0]] } }, { key: 'lastBackupAt', value: at(0) }]);
    await database.posts.add(makePost({ id: 'before', timestamp: at(0) }));
    await database.recipes.add(makeRecipe({ id: 'recipe_before' }));
  });
}

describe('the import under 1,000 malformed backups', () => {
  it('refuses clearly and changes nothing, or restores exactly what it kept', async () => {
    const database = freshDb();
    await seed(database);
    const original = await canonicalDump(database);
    let refused = 0;
    let restored = 0;
    await fc.assert(
      fc.asyncProperty(malformedFile, async (text) => {
        let parsed;
        try {
          parsed = await readBackup(text, NOW);
        } catch (error) {
          expect(error).toBeInstanceOf(BackupError);
          expect(importFailureMessage(error).length).toBeGreaterThan(20);
        }
        const outcome = await importBackup(text, database).catch((error: unknown) => error);
        if (!parsed) {
          refused += 1;
          expect(outcome).toBeInstanceOf(BackupError);
          expect(await canonicalDump(database)).toBe(original);
          return;
        }
        restored += 1;
        const byId = (rows: object[]) => JSON.stringify([...rows].sort((a, b) => idOf(a).localeCompare(idOf(b))));
        expect(byId(await database.posts.toArray())).toBe(byId(parsed.data.posts));
        expect(byId(await database.completedTasks.toArray())).toBe(byId(parsed.data.tasks));
        if (parsed.data.recipes) expect(byId(await database.recipes.toArray())).toBe(byId(parsed.data.recipes));
        const posts = await database.posts.toArray();
        const family = (await database.preferences.get('familyData'))?.value as { members: { id: string }[] };
        // Every restored moment belongs to a member of the restored family (item 5).
        for (const post of posts) expect(family.members.some((m) => m.id === post.userId)).toBe(true);
        await seed(database);
      }),
      { numRuns: 1000, seed: 20_2025 },
    );
    // The generator must exercise both outcomes, or the property proves little.
    expect(refused).toBeGreaterThan(100);
    expect(restored).toBeGreaterThan(100);
  }, 60_000);
});

function idOf(record: object): string {
  const { id, key } = record as { id?: unknown; key?: unknown };
  return String(id ?? key);
}
