/** The part of localStorage the device-only stores use (tests pass a Map-backed one). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * This origin's localStorage, or null when the browser has it switched off (privacy settings):
 * callers then keep their state for this page only.
 */
export function deviceStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
