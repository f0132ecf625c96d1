// Types of node-prepared-statements.mjs for the TypeScript callers.

/** The embedded database driver under libSQL's local client (the `libsql` package). */
export interface PreparingDatabase {
  prototype: { prepare(sql: string): unknown };
}

export const maxKeptStatements: number;

export function keepPreparedStatements(Database?: PreparingDatabase): void;
