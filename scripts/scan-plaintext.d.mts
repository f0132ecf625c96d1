// Types of scan-plaintext.mjs for the TypeScript callers (unit and e2e tests).
export type Needle = string | Uint8Array | { label?: string; value: string | Uint8Array };
export type Finding = { where: string; needle: string; form: string; offset: number };
export type NeedleForm = { label: string; form: string; bytes: Uint8Array };

export function needleForms(needle: { label: string; value: string | Uint8Array }): NeedleForm[];
export function scanForPlaintext(options: {
  /** Path of the embedded database file (its -wal and -journal files are read too). */
  databaseFile?: string;
  logFiles?: string[];
  logTexts?: string[];
  needles: Needle[];
}): Promise<{ findings: Finding[]; cells: number; bytes: number }>;
