import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { useServices } from '@/lib/services';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { preloadBackupCode, useReadBackup, useRestoreBackup } from '@/features/family/api/use-import-backup';
import type { AlertNoticeOptions } from '@/features/family/components/alert-notice';
import { familyMessages, importFailureMessage } from '@/features/family/model/messages';
import { restorePreview } from '@/features/family/model/restore-preview';

// The alert (a Radix dialog) and the backup code are only needed once a file is picked: they are
// fetched when the file picker opens (the family then takes a while to choose a file), not with the
// first screen of onboarding.
const loadAlertNotice = () => import('@/features/family/components/alert-notice');
const openAlertNotice = (options: AlertNoticeOptions) => loadAlertNotice().then((m) => m.openAlertNotice(options));
const openConfirmNotice = (options: AlertNoticeOptions) => loadAlertNotice().then((m) => m.openConfirmNotice(options));

/**
 * Import a Hearth backup file. The file is read and checked first, writing
 * nothing; when some records cannot be restored the family is told how many and why and chooses
 * Restore or Cancel. Success: the exact success alert, then a page reload once the
 * family has pressed OK. A failure says why in the family's words (importFailureMessage), and
 * nothing on the device changes.
 */
export function ImportBackupOption() {
  const { reload } = useServices();
  const inputRef = useRef<HTMLInputElement>(null);
  const readBackup = useReadBackup();
  const restoreBackup = useRestoreBackup();

  const handleFile = async (file: File) => {
    let outcome: 'restored' | 'cancelled' | { error: unknown };
    try {
      // The File, not its text: it is read and validated off the main thread (src/data/backup/read.ts).
      const backup = await readBackup.mutateAsync(file);
      const preview = restorePreview(backup.report);
      const proceed = preview ? await openConfirmNotice(preview) : true;
      if (proceed) await restoreBackup.mutateAsync(backup);
      outcome = proceed ? 'restored' : 'cancelled';
    } catch (error) {
      outcome = { error };
    }
    if (outcome === 'restored') {
      await openAlertNotice({ title: 'Backup restored', message: familyMessages.importSucceeded });
      reload();
    } else if (outcome !== 'cancelled') {
      await openAlertNotice({ title: 'Backup not imported', message: importFailureMessage(outcome.error) });
    }
  };

  return (
    <Card variant="flat">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Already using Hearth?
        </CardTitle>
        <CardDescription className="text-base">
          Restore your family from a Hearth backup file (.txt or .json) saved on another device.
        </CardDescription>
        {/* A synced family whose devices are all gone comes back with its recovery code. */}
        <p className="text-sm">
          Lost every device of a synced family?{' '}
          <a className="font-semibold underline" href="/recover">
            Recover it with your recovery code
          </a>
        </p>
      </CardHeader>
      <div>
        <Button variant="outline" loading={readBackup.isPending || restoreBackup.isPending} onClick={() => inputRef.current?.click()}>
          <Upload aria-hidden="true" />
          Import a backup
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".txt,.json,.zip,text/plain,application/json,application/zip"
          aria-label="Hearth backup file"
          data-testid="backup-file-input"
          hidden
          onClick={() => {
            preloadBackupCode();
            void loadAlertNotice().catch(() => undefined);
          }}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // Cleared at once so choosing the same file again (after fixing it) fires a change.
            input.value = '';
            if (file) void handleFile(file);
          }}
        />
      </div>
    </Card>
  );
}
