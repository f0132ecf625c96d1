/** Hearth's IndexedDB database (src/data/db.ts `DATABASE_NAME`; not imported from there so this stays free of Dexie). */
export const DATABASE_NAME = 'Hearth';

/**
 * Whether this device may hold Hearth's database: false only when the browser lists its IndexedDB
 * databases and Hearth's is not among them (a first visit). Asking costs no database code, so a
 * first visit paints the landing page and onboarding without downloading or running Dexie; when
 * the browser cannot tell, the answer is true and the caller reads the database as before.
 */
export async function mayHaveLocalDatabase(): Promise<boolean> {
  try {
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === DATABASE_NAME);
  } catch {
    return true;
  }
}
