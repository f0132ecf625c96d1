// @vitest-environment node
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import {
  BackupError,
  DefaultRecipeError,
  DuplicateMemberIdError,
  MemberNotFoundError,
  isQuotaError,
  isStorageUnavailableError,
  storageErrorMessage,
  type StorageAction,
} from '@/data/errors';

describe('isQuotaError', () => {
  const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it.each<[string, unknown, boolean]>([
    ['a QuotaExceededError DOMException', quota, true],
    ["Dexie's QuotaExceededError", new Dexie.QuotaExceededError('full'), true],
    ['an AbortError wrapping it (transaction aborted)', new Dexie.AbortError('aborted', quota), true],
    ['a BulkError with a quota failure', new Dexie.BulkError('bulk', { 3: quota }), true],
    ['an Error with it as cause', new Error('save failed', { cause: quota }), true],
    ["Firefox's old name", { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true],
    ['a ConstraintError', new DOMException('dup', 'ConstraintError'), false],
    ['a plain Error', new Error('nope'), false],
    ['an AbortError for another reason', new Dexie.AbortError('aborted', new Error('x')), false],
    ['a BulkError of duplicates', new Dexie.BulkError('bulk', { 0: new DOMException('dup', 'ConstraintError') }), false],
    ['a string', 'QuotaExceededError', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s -> %s', (_label, error, expected) => {
    expect(isQuotaError(error)).toBe(expected);
  });

  it('does not loop on a self-referencing error', () => {
    const error: { name: string; inner?: unknown } = { name: 'AbortError' };
    error.inner = error;
    expect(isQuotaError(error)).toBe(false);
  });
});

describe('typed errors', () => {
  it('DefaultRecipeError carries the recipe id', () => {
    const error = new DefaultRecipeError('default-pasta');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DefaultRecipeError');
    expect(error.recipeId).toBe('default-pasta');
  });

  it('BackupError carries the reason', () => {
    const error = new BackupError('wrong-app', 'The file is not a Hearth backup');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('BackupError');
    expect(error.reason).toBe('wrong-app');
    expect(error.message).toBe('The file is not a Hearth backup');
  });
});

describe('storageErrorMessage (one place for the words)', () => {
  const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it.each<[StorageAction, string]>([
    ['share-moment', 'Your moment could not be shared'],
    ['save-reflection', 'Your reflection could not be saved'],
    ['add-member', 'The family member could not be added'],
    ['add-recipe', 'The recipe could not be saved'],
    ['save-cooking', 'Your cooking session could not be saved'],
    ['save-family', 'Your family could not be saved'],
  ])('a full disk while %s says what failed, that space ran out, and what to do', (action, start) => {
    expect(storageErrorMessage({ name: 'AbortError', inner: quota }, action)).toBe(
      `${start}: this device is out of storage space. Free up space on this device, export a backup from the Family Dashboard, or tidy up old moments there, then try again.`,
    );
  });

  it('a full disk during an import says the file is fine', () => {
    expect(storageErrorMessage(quota, 'import-backup')).toContain('Your backup file is fine and nothing on this device was changed.');
  });

  it.each([
    ['Dexie without IndexedDB', { name: 'MissingAPIError', message: 'IndexedDB API missing' }],
    ['an open blocked by policy', { name: 'OpenFailedError', inner: { name: 'SecurityError' } }],
    ['private mode refusing the open', { name: 'DatabaseClosedError', inner: { name: 'InvalidStateError' } }],
  ])('%s: says the browser cannot store data', (_label, error) => {
    expect(isStorageUnavailableError(error)).toBe(true);
    expect(storageErrorMessage(error, 'add-member')).toContain("This browser cannot store Hearth's data");
  });

  it('a member removed meanwhile, and two members with one id, are worded too', () => {
    expect(storageErrorMessage(new MemberNotFoundError('m'), 'share-moment')).toContain('this family member was removed');
    expect(storageErrorMessage(new DuplicateMemberIdError('m'), 'add-member')).toContain('two family members would have the same id');
  });

  it('is null for any other error, so the caller keeps its own message', () => {
    expect(storageErrorMessage(new Error('boom'), 'share-moment')).toBeNull();
    expect(storageErrorMessage(undefined, 'share-moment')).toBeNull();
  });
});
