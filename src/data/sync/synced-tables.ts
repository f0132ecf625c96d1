// The one list of what family sync shares. Adding a table to sync is one line here.
import { preferenceKeys } from '@/data/types';

export const SYNCED_TABLES = ['posts', 'completedTasks', 'preferences', 'recipes', 'cookingSessions', 'reactions', 'comments'] as const;

export type SyncedTable = (typeof SYNCED_TABLES)[number];

export function isSyncedTable(name: string): name is SyncedTable {
  return (SYNCED_TABLES as readonly string[]).includes(name);
}

// Preferences that describe the family's day are shared; the rest (offline choice, last backup,
// model health, caches) belong to one device and stay on it.
const SYNCED_PREFERENCE_PREFIXES = [
  preferenceKeys.momentExperience('', '').replace(/_+$/, '_'),
  preferenceKeys.momentAllocation('', '').replace(/_+$/, '_'),
  preferenceKeys.currentChallenge('', '').replace(/_+$/, '_'),
  preferenceKeys.reflections('', '').replace(/_+$/, '_'),
];

/** Pure: whether one record of `table` with primary key `id` travels to the family's other devices. */
export function isSyncedRecord(table: string, id: string): boolean {
  if (!isSyncedTable(table)) return false;
  if (table !== 'preferences') return true;
  return id === preferenceKeys.familyData || SYNCED_PREFERENCE_PREFIXES.some((prefix) => id.startsWith(prefix));
}
