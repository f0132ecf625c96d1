import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeExportSkips } from '@/data/backup/report';
import { queryKeys } from '@/data/query-keys';
import { useServices } from '@/lib/services';
import { lastBackupQueryKey } from '@/features/dashboard/api/use-last-backup';

/**
 * Export (docs/product.md#export): builds `Hearth-backup-YYYY-MM-DD.txt` (createBackupFile: a record per task,
 * joined from small Blobs, so the page stays responsive with 1,000 photo posts), hands it to the browser as
 * a download, then remembers when for the 14-day reminder. Resolves to the file name and
 * the sentences saying which records could not be saved in it, if any.
 */
export function useExportBackup() {
  const { saveFile } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (now: Date) => {
      // Reads with cursors so 1,000 photo posts never block the page (src/data/backup/backup.ts).
      const { createBackupFile, recordBackupMade } = await import('@/data/backup/backup');
      const { blob, fileName, skipped } = await createBackupFile(now);
      saveFile(blob, fileName);
      await recordBackupMade(now);
      return { fileName, leftOut: describeExportSkips(skipped) };
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: lastBackupQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.storage.status() }),
      ]);
    },
  });
}
