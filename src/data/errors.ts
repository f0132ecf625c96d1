// Typed errors of the local data layer, so callers can pick the family's message without parsing text.

/** Default recipes (ids beginning 'default-') cannot be deleted. */
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

/** Why a backup file was refused (docs/backups.md). */
export type BackupErrorReason =
  | 'invalid-json'
  | 'not-an-object'
  | 'wrong-app'
  | 'missing-data'
  | 'invalid-record'
  | 'duplicate-id'
  | 'no-family'
  | 'duplicate-member'
  | 'newer-version'
  | 'too-large'
  | 'unreadable';

export class BackupError extends Error {
  override readonly name = 'BackupError';
  readonly reason: BackupErrorReason;

  constructor(reason: BackupErrorReason, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

/** A write named a member who is not (or no longer) in the saved family, e.g. deleted in another tab. */
export class MemberNotFoundError extends Error {
  override readonly name = 'MemberNotFoundError';
  readonly memberId: string;

  constructor(memberId: string) {
    super(`Member "${memberId}" is not in the family`);
    this.memberId = memberId;
  }
}

/** The moment is gone (deleted here or in another tab), so it cannot be reacted to or commented on. */
export class PostNotFoundError extends Error {
  override readonly name = 'PostNotFoundError';
  readonly postId: string;

  constructor(postId: string) {
    super(`Moment "${postId}" not found`);
    this.postId = postId;
  }
}

/** The comment is gone, or the member changing it is not its author. */
export class CommentNotFoundError extends Error {
  override readonly name = 'CommentNotFoundError';
  readonly commentId: string;

  constructor(commentId: string) {
    super(`Comment "${commentId}" not found for this member`);
    this.commentId = commentId;
  }
}

/** A comment's text failed the field rules; `message` is the one the form shows. */
export class CommentTextError extends Error {
  override readonly name = 'CommentTextError';
}

/** A family record where two members share one id: deleting one would delete the other's moments. */
export class DuplicateMemberIdError extends Error {
  override readonly name = 'DuplicateMemberIdError';
  readonly memberId: string;

  constructor(memberId: string) {
    super(`Member id "${memberId}" appears more than once in the family`);
    this.memberId = memberId;
  }
}

/** Throws DuplicateMemberIdError when two members share an id. */
export function assertUniqueMemberIds(members: readonly { id: string }[]): void {
  const seen = new Set<string>();
  for (const { id } of members) {
    if (seen.has(id)) throw new DuplicateMemberIdError(id);
    seen.add(id);
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

// Browsers without IndexedDB (some private modes, storage blocked by policy) fail every read and write:
// Dexie says MissingAPIError, the open fails with InvalidStateError or SecurityError (wrapped in an
// OpenFailedError / DatabaseClosedError as `inner`).
const UNAVAILABLE_NAMES = new Set(['MissingAPIError', 'InvalidStateError', 'SecurityError']);

/** True when the browser cannot store data at all (no IndexedDB, or storage blocked). */
export function isStorageUnavailableError(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || typeof error !== 'object' || error === null) return false;
  const e = error as { name?: unknown; inner?: unknown; cause?: unknown };
  if (typeof e.name === 'string' && UNAVAILABLE_NAMES.has(e.name)) return true;
  return isStorageUnavailableError(e.inner, depth + 1) || isStorageUnavailableError(e.cause, depth + 1);
}

/** What the family was doing when a write failed; names the action in the message. */
export type StorageAction =
  | 'share-moment'
  | 'save-reflection'
  | 'add-member'
  | 'save-member'
  | 'save-family'
  | 'add-recipe'
  | 'save-cooking'
  | 'import-backup'
  | 'save-reaction'
  | 'save-comment';

const ACTION_WORDS: Record<StorageAction, string> = {
  'share-moment': 'your moment could not be shared',
  'save-reflection': 'your reflection could not be saved',
  'add-member': 'the family member could not be added',
  'save-member': 'the changes could not be saved',
  'save-family': 'your family could not be saved',
  'add-recipe': 'the recipe could not be saved',
  'save-cooking': 'your cooking session could not be saved',
  'import-backup': 'the backup could not be restored',
  'save-reaction': 'your reaction could not be saved',
  'save-comment': 'your comment could not be saved',
};

export const STORAGE_FULL_ADVICE =
  'Free up space on this device, export a backup from the Family Dashboard, or tidy up old moments there, then try again.';
export const STORAGE_UNAVAILABLE_TITLE = "This browser cannot store Hearth's data";
export const STORAGE_UNAVAILABLE_ADVICE =
  'Hearth keeps your family\'s moments only on this device, and this browser does not let it save anything (private browsing or a browser setting blocks storage). Open Hearth in a regular window or another browser.';

/**
 * The one place that words storage failures for the family: out of space, a member deleted
 * meanwhile, or a browser that cannot store at all. Null for any other error, so the caller shows its
 * own message. Every screen that writes uses this, so the same failure reads the same way.
 */
export function storageErrorMessage(error: unknown, action: StorageAction): string | null {
  const what = ACTION_WORDS[action];
  const sentence = what.charAt(0).toUpperCase() + what.slice(1);
  if (isQuotaError(error)) {
    const nothingChanged = action === 'import-backup' ? ' Your backup file is fine and nothing on this device was changed.' : '';
    return `${sentence}: this device is out of storage space.${nothingChanged} ${STORAGE_FULL_ADVICE}`;
  }
  if (error instanceof MemberNotFoundError) {
    return `${sentence}: this family member was removed, perhaps in another tab. Choose who is sharing again.`;
  }
  if (error instanceof DuplicateMemberIdError) {
    return `${sentence}: two family members would have the same id. Reload the page and try again.`;
  }
  if (isStorageUnavailableError(error)) return `${sentence}. ${STORAGE_UNAVAILABLE_TITLE}. ${STORAGE_UNAVAILABLE_ADVICE}`;
  return null;
}
