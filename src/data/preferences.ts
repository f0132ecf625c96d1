import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { assertUniqueMemberIds } from '@/data/errors';
import { parseStoredFamily } from '@/data/family-record';
import { preferenceKeys, type FamilyData } from '@/data/types';

// Values are stored as they are given (structured clone), not as JSON text: callers get back the
// same shape they saved, and the backup exports the records as stored.

export async function getPreference<T>(key: string, database: HearthDatabase = defaultDb): Promise<T | undefined> {
  const record = await database.preferences.get(key);
  return record?.value as T | undefined;
}

export async function setPreference<T>(key: string, value: T, database: HearthDatabase = defaultDb): Promise<void> {
  await database.preferences.put({ key, value });
}

export async function deletePreference(key: string, database: HearthDatabase = defaultDb): Promise<void> {
  await database.preferences.delete(key);
}

/**
 * The saved family (preference `familyData`), or null when there is none. A malformed
 * value (hand-edited, or written by a broken older version) also gives null, so the app shows
 * onboarding instead of crashing; a missing familyId becomes 'local-family'.
 */
export async function getFamilyData(database: HearthDatabase = defaultDb): Promise<FamilyData | null> {
  const value = await getPreference<unknown>(preferenceKeys.familyData, database);
  return parseFamilyData(value);
}

/**
 * Pure: the stored value as FamilyData, or null when it does not have that shape. Checked by hand
 * (family-record.ts), not with zod, so reading the family costs no schema library before the first
 * paint of /family.
 */
export function parseFamilyData(value: unknown): FamilyData | null {
  return parseStoredFamily(value);
}

/** Saves the family record; refuses (DuplicateMemberIdError) two members with one id. */
export async function saveFamilyData(data: FamilyData, database: HearthDatabase = defaultDb): Promise<void> {
  assertUniqueMemberIds(data.members);
  await setPreference<FamilyData>(preferenceKeys.familyData, data, database);
}
