// Types of find-chrome.mjs for the TypeScript callers (Playwright configs).
export const CHROMIUM_FLAGS: string[];
export const PICTURE_FLAGS: string[];
export function findChrome(): Promise<string | null>;
export function requireChrome(): Promise<string>;
