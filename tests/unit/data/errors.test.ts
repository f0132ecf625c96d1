// @vitest-environment node
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { BackupError, DefaultRecipeError, isQuotaError } from '@/data/errors';

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
