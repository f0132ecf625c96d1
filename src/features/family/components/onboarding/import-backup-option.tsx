import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { preloadBackupCode, useImportBackup } from '@/features/family/api/use-import-backup';
import type { AlertNoticeOptions } from '@/features/family/components/alert-notice';
import { familyMessages } from '@/features/family/model/messages';

// The alert (a Radix dialog) and the backup code are only needed once a file is picked: they are
// fetched when the file picker opens (the family then takes a while to choose a file), not with the
// first screen of onboarding (issue 9 budget for /family).
const loadAlertNotice = () => import('@/features/family/components/alert-notice');
const openAlertNotice = (options: AlertNoticeOptions) => loadAlertNotice().then((m) => m.openAlertNotice(options));

export type ImportBackupOptionProps = {
  /** Reloads the page after a successful import; stories and tests pass a spy. */
  reload: () => void;
};

/**
 * core spec §2, §4, §8: import a Hearth backup file. Success: the exact success alert, then a page
 * reload once the family has pressed OK. Any failure (unreadable file, not JSON, not a Hearth
 * backup, a bad record, a failed write): the exact failure alert, and nothing on the device changes
 * (PRODUCT.md: import is all-or-nothing).
 */
export function ImportBackupOption({ reload }: ImportBackupOptionProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const importBackup = useImportBackup();

  const handleFile = async (file: File) => {
    let imported = false;
    try {
      // The File, not its text: it is read and validated off the main thread (src/data/backup.ts).
      await importBackup.mutateAsync(file);
      imported = true;
    } catch {
      imported = false;
    }
    if (imported) {
      await openAlertNotice({ title: 'Backup restored', message: familyMessages.importSucceeded });
      reload();
    } else {
      await openAlertNotice({ title: 'Backup not imported', message: familyMessages.importFailed });
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
      </CardHeader>
      <div>
        <Button variant="outline" loading={importBackup.isPending} onClick={() => inputRef.current?.click()}>
          <Upload aria-hidden="true" />
          Import a backup
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept=".txt,.json,text/plain,application/json"
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
