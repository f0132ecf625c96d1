// Types of story-plan.mjs for the TypeScript callers (unit test).
type Entry = { id: string; type: 'story' | 'docs'; tags?: string[]; title?: string; name?: string };
type Index = { v?: number; entries: Record<string, Entry> };
export const WIDTHS: string[];
export const HOME_WIDTH: string;
export function pinnedStories(storybookUrl: string, ids: string[]): Promise<Record<string, string>>;
export function widthIndex(index: Index, width: string, options?: { pinned?: Record<string, string>; grep?: RegExp }): Index;
export function runIndex(indexes: Record<string, Index>, options?: { perFile?: number; maxFiles?: number }): Index;
