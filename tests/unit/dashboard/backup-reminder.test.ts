// @vitest-environment node
import { BACKUP_REMINDER_DAYS, backupReminder, describeDaysAgo, earliest } from '@/features/dashboard/model/backup-reminder';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date(Date.UTC(2025, 5, 15, 12));
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs);

describe('backupReminder (remind after 14 days without a backup)', () => {
  it('uses 14 days', () => {
    expect(BACKUP_REMINDER_DAYS).toBe(14);
  });

  it.each([
    ['a backup today', ago(0), null, false, 0],
    ['a backup 13 days 23 hours ago', ago(13, 23 * 60 * 60 * 1000), null, false, 13],
    ['a backup exactly 14 days ago', ago(14), null, true, 14],
    ['a backup 40 days ago', ago(40), ago(400), true, 40],
    ['a backup dated in the future (another clock)', new Date(now.getTime() + DAY), null, false, 0],
  ])('%s', (_label, lastBackupAt, oldestDataAt, due, days) => {
    expect(backupReminder({ lastBackupAt, oldestDataAt, now })).toEqual({ due, daysSinceBackup: days });
  });

  it.each([
    ['no data at all', null, false],
    ['data since yesterday', ago(1), false],
    ['data since 13 days ago', ago(13), false],
    ['data since 14 days ago', ago(14), true],
    ['data since a year ago', ago(365), true],
  ])('never backed up, %s', (_label, oldestDataAt, due) => {
    expect(backupReminder({ lastBackupAt: null, oldestDataAt, now })).toEqual({ due, daysSinceBackup: null });
  });
});

describe('earliest', () => {
  it('picks the oldest readable timestamp', () => {
    expect(earliest(null, '2025-06-01T00:00:00.000Z', undefined, 'nope', '2025-05-01T00:00:00.000Z')).toEqual(
      new Date('2025-05-01T00:00:00.000Z'),
    );
    expect(earliest(null, undefined)).toBeNull();
  });
});

describe('describeDaysAgo', () => {
  it.each([
    [0, 'today'],
    [1, 'yesterday'],
    [2, '2 days ago'],
    [40, '40 days ago'],
  ])('%i → %s', (days, text) => {
    expect(describeDaysAgo(days)).toBe(text);
  });
});
