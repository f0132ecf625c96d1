// Transactions of the family feature (docs/product.md#manage-family).
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { assertUniqueMemberIds } from '@/data/errors';
import { parseFamilyData } from '@/data/preferences';
import { preferenceKeys, type FamilyData } from '@/data/types';
import { recomputeInitials } from '@/data/family-record';
import { deletePostsByUserId } from '@/data/posts';

// recomputeInitials lives with the record's other pure rules (family-record.ts, free of Dexie).
export { recomputeInitials };

/** A change to the family was asked for, but this device has no saved family. */
export class FamilyNotFoundError extends Error {
  override readonly name = 'FamilyNotFoundError';

  constructor() {
    super('No family data is saved on this device');
  }
}

async function readFamily(database: HearthDatabase): Promise<FamilyData | null> {
  const record = await database.preferences.get(preferenceKeys.familyData);
  return parseFamilyData(record?.value);
}

/**
 * The saved family for the app to show. Member initials are recomputed on load and
 * saved only when they differ, so a second load writes nothing. Read and write share one
 * transaction, so a save from another tab in between is never overwritten with older data.
 */
export async function loadFamilyData(database: HearthDatabase = defaultDb): Promise<FamilyData | null> {
  return database.transaction('rw', database.preferences, async () => {
    const family = await readFamily(database);
    if (!family) return null;
    const { family: fresh, changed } = recomputeInitials(family);
    if (changed) await database.preferences.put({ key: preferenceKeys.familyData, value: fresh });
    return fresh;
  });
}

/**
 * Reads the saved family, applies `update` and saves the result, in one read-write transaction so
 * two quick edits (or two tabs) never lose each other's change. `update` may throw to refuse the
 * change; nothing is written then. Throws FamilyNotFoundError when there is no family.
 */
export async function updateFamilyData(
  update: (current: FamilyData) => FamilyData,
  database: HearthDatabase = defaultDb,
): Promise<FamilyData> {
  return database.transaction('rw', database.preferences, async () => {
    const current = await readFamily(database);
    if (!current) throw new FamilyNotFoundError();
    const next = update(current);
    // Posts name their author by id: two members with one id could not be told apart.
    assertUniqueMemberIds(next.members);
    await database.preferences.put({ key: preferenceKeys.familyData, value: next });
    return next;
  });
}

/**
 * Deleting a member also deletes all their posts. Both happen in one transaction:
 * if either fails, the member and every post stay as they were. Deleting a member who is already
 * gone (another tab got there first) still removes any posts left under their id. A family record
 * written before ids were checked may list one id twice: then only the first of them is removed and
 * the posts stay, because they may be the other member's.
 */
export async function deleteMemberWithPosts(
  memberId: string,
  database: HearthDatabase = defaultDb,
): Promise<{ family: FamilyData; deletedPosts: number }> {
  const tables = [database.preferences, database.posts, database.reactions, database.comments, database.mediaBlobs, database.syncState];
  return database.transaction('rw', tables, async () => {
    const current = await readFamily(database);
    if (!current) throw new FamilyNotFoundError();
    const index = current.members.findIndex((m) => m.id === memberId);
    const members = index === -1 ? current.members : current.members.filter((_, i) => i !== index);
    const stillNamed = members.some((m) => m.id === memberId);
    // The conversation on the member's own moments goes with them (docs/product.md#deleted-member-responses);
    // their reactions and comments on the others' moments stay, shown as "Family member".
    const deletedPosts = stillNamed ? 0 : await deletePostsByUserId(memberId, database);
    const family: FamilyData = { ...current, members };
    await database.preferences.put({ key: preferenceKeys.familyData, value: family });
    return { family, deletedPosts };
  });
}
