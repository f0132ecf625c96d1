/** Remind the family to export a backup when none was made for 14 days. */
export const BACKUP_REMINDER_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BackupReminderInput {
  /** When the last backup was exported, or null if never. */
  lastBackupAt: Date | null;
  /** When the family's oldest post or completed moment was made, or null when there is no data. */
  oldestDataAt: Date | null;
  now: Date;
}

export interface BackupReminder {
  due: boolean;
  /** Whole days since the last backup, or null when there has never been one. */
  daysSinceBackup: number | null;
}

/**
 * The reminder is due when 14 days have passed without a backup: since the last one, or, for a
 * family that never exported, since its first moment (a family that started yesterday has not gone
 * 14 days without a backup; a family with nothing saved has nothing to back up).
 */
export function backupReminder({ lastBackupAt, oldestDataAt, now }: BackupReminderInput): BackupReminder {
  const daysSince = (date: Date) => Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  if (lastBackupAt) {
    const days = daysSince(lastBackupAt);
    return { due: days >= BACKUP_REMINDER_DAYS, daysSinceBackup: days };
  }
  if (!oldestDataAt) return { due: false, daysSinceBackup: null };
  return { due: daysSince(oldestDataAt) >= BACKUP_REMINDER_DAYS, daysSinceBackup: null };
}

/** The earliest of the given ISO timestamps as a Date, ignoring nulls and unreadable values. */
export function earliest(...timestamps: (string | null | undefined)[]): Date | null {
  let min: number | null = null;
  for (const timestamp of timestamps) {
    if (!timestamp) continue;
    const time = Date.parse(timestamp);
    if (!Number.isNaN(time) && (min === null || time < min)) min = time;
  }
  return min === null ? null : new Date(min);
}

/** 'today', 'yesterday', '12 days ago' for the last-backup line. */
export function describeDaysAgo(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}
