import type { BackupReport } from '@/data/backup/parse';
import { describeImportSkips, describeSkipReasons } from '@/data/backup/report';

export type RestorePreview = { title: string; message: string; details: string[]; confirmLabel: string; cancelLabel: string };

/**
 * Before anything is written, what a restore will leave out, as a question
 * ("1,198 of 1,200 moments can be restored. Restore them?"). Null when every record can be restored.
 */
export function restorePreview(report: BackupReport): RestorePreview | null {
  if (report.skipped.length === 0) return null;
  return {
    title: 'Restore this backup?',
    message: `${describeImportSkips(report.skipped, report.totals).join(' ')} Restore them?`,
    details: [...describeSkipReasons(report.skipped), 'Nothing on this device changes until you choose Restore.'],
    confirmLabel: 'Restore',
    cancelLabel: 'Cancel',
  };
}
