// The family's tables, listed once: the database declares them (db.ts), backups and erasing walk
// them in this order, and a write to one invalidates the queries that read it (table-changes.ts).
// Free of Dexie, so a page that never opens the database does not load it to know the names.

/** The family's tables, in the order backups and clears use them. */
export const TABLE_NAMES = ['posts', 'completedTasks', 'preferences', 'recipes', 'cookingSessions', 'reactions', 'comments'] as const;

export type TableName = (typeof TABLE_NAMES)[number];

export function isTableName(name: string): name is TableName {
  return (TABLE_NAMES as readonly string[]).includes(name);
}
