/** PRODUCT.md: Hearth's IndexedDB database (src/data/db.ts `DATABASE_NAME`; not imported from there so this stays free of Dexie). */
export const DATABASE_NAME = 'Hearth';

/**
 * Whether this device may hold Hearth's database: false only when the browser lists its IndexedDB
 * databases and Hearth's is not among them (a first visit). Asking costs no database code, so a
 * first visit paints the landing page without downloading or running Dexie (issue 9 budget); when
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

/**
 * Announced on `globalThis` when db.ts (Dexie) has loaded, before any write through it can commit:
 * query-client.ts then listens for writes. Pages may show data read without Dexie
 * (first-paint-reads.ts), so no query having run is no sign that Dexie is there.
 */
export const DEXIE_LOADED_EVENT = 'hearth:dexie-loaded';
