// What the family reads when a backup is restored in part or refused.
import { describe, expect, it } from 'vitest';
import { BackupError } from '@/data/errors';
import { familyMessages, importFailureMessage } from '@/features/family/model/messages';
import { restorePreview } from '@/features/family/model/restore-preview';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('importFailureMessage', () => {
  it.each([
    ['a full disk (wrapped by Dexie)', { name: 'AbortError', inner: quota() }, /out of storage space\. Your backup file is fine/],
    ['a newer version', new BackupError('newer-version', 'This backup was made by a newer Hearth; update Hearth to restore it.'), /^This backup was made by a newer Hearth/],
    ['no family', new BackupError('no-family', 'This backup has no family in it, so it cannot be restored.'), /^This backup has no family/],
    ['a worker that failed', new BackupError('unreadable', 'Hearth could not finish reading this file'), /^Hearth could not finish/],
    ['not JSON', new BackupError('invalid-json', 'The file is not valid JSON'), familyMessages.importFailed],
    ['anything else', new Error('boom'), familyMessages.importFailed],
  ])('%s', (_label, error, expected) => {
    const message = importFailureMessage(error);
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });

  it('never calls a valid backup that did not fit an invalid file', () => {
    expect(importFailureMessage(quota())).not.toContain('valid Hearth backup file');
  });
});

describe('restorePreview', () => {
  it('is null when everything can be restored', () => {
    expect(restorePreview({ totals: { posts: 3 }, skipped: [] })).toBeNull();
  });

  it('asks with the counts and says why', () => {
    expect(
      restorePreview({
        totals: { posts: 1200, tasks: 1 },
        skipped: [
          { section: 'posts', count: 2, reasons: ['its date (1999-12-31) is not possible'] },
          { section: 'tasks', count: 1, reasons: ['part of it is missing or damaged (completedAt)'] },
        ],
      }),
    ).toEqual({
      title: 'Restore this backup?',
      message: '1,198 of 1,200 moments can be restored. 0 of 1 completed challenge can be restored. Restore them?',
      details: [
        'Moments left out: its date (1999-12-31) is not possible.',
        'Completed challenges left out: part of it is missing or damaged (completedAt).',
        'Nothing on this device changes until you choose Restore.',
      ],
      confirmLabel: 'Restore',
      cancelLabel: 'Cancel',
    });
  });
});
