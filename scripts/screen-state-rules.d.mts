// Types of screen-state-rules.mjs for the TypeScript callers (story tests, unit test).
export type ScreenStateRow = { id: string; area: string; screen: string; state: string; product: string; proof: string; storyId: string };
export type AlikeStates = { ids: string[]; reason: string };
export type ScreenStateTable = { rows: ScreenStateRow[]; alike: AlikeStates[] };
export type CanvasText = { pageText: string; dialogTexts: string[] };
export type Picture = { width: string; storyId: string; hash: string };
export type Twin = { width: string; first: { id: string; storyId: string }; second: { id: string; storyId: string } };

export function parseScreenStates(markdown: string): ScreenStateTable;
export function parseProof(cell: string): { scope: 'page' | 'dialog' | 'no'; text: string } | null;
export function normalizeText(text: string): string;
export function proofFailure(row: Pick<ScreenStateRow, 'id' | 'proof'>, canvas: CanvasText): string | null;
export function illegalTwins(table: Pick<ScreenStateTable, 'alike'> & { rows: Pick<ScreenStateRow, 'id' | 'storyId'>[] }, pictures: Picture[]): Twin[];
