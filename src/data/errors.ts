// Typed errors of the local data layer, so callers can pick the spec's message without parsing text.

/** activities spec §6: default recipes (ids beginning 'default-') cannot be deleted. */
export class DefaultRecipeError extends Error {
  override readonly name = 'DefaultRecipeError';
  readonly recipeId: string;

  constructor(recipeId: string) {
    super(`Default recipe "${recipeId}" cannot be deleted`);
    this.recipeId = recipeId;
  }
}

/** The recipe was neither stored nor a default, so there is nothing to attach the session to. */
export class RecipeNotFoundError extends Error {
  override readonly name = 'RecipeNotFoundError';
  readonly recipeId: string;

  constructor(recipeId: string) {
    super(`Recipe "${recipeId}" not found`);
    this.recipeId = recipeId;
  }
}

/** Why a backup file was refused (core spec §5 "Backup import"; PRODUCT.md backup format). */
export type BackupErrorReason =
  | 'invalid-json'
  | 'not-an-object'
  | 'wrong-app'
  | 'missing-data'
  | 'invalid-record'
  | 'duplicate-id';

export class BackupError extends Error {
  override readonly name = 'BackupError';
  readonly reason: BackupErrorReason;

  constructor(reason: BackupErrorReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

// IndexedDB reports a full disk as a DOMException named QuotaExceededError (Firefox used to say
// NS_ERROR_DOM_QUOTA_REACHED, legacy code 22). Dexie wraps it: directly (name kept), as the `inner`
// of an AbortError when the transaction aborts, or inside a BulkError's `failures`.
const QUOTA_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);
const MAX_DEPTH = 5;

/** True when the error (or anything it wraps) says the device storage is full. */
export function isQuotaError(error: unknown): boolean {
  return isQuotaErrorAt(error, 0);
}

function isQuotaErrorAt(error: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; code?: unknown; inner?: unknown; cause?: unknown; failures?: unknown };
  if (typeof e.name === 'string' && QUOTA_NAMES.has(e.name)) return true;
  if (typeof DOMException !== 'undefined' && error instanceof DOMException && e.code === 22) return true;
  if (isQuotaErrorAt(e.inner, depth + 1) || isQuotaErrorAt(e.cause, depth + 1)) return true;
  if (Array.isArray(e.failures)) return e.failures.some((f) => isQuotaErrorAt(f, depth + 1));
  return false;
}
