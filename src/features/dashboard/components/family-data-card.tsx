import { Download, Trash2 } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { describeDaysAgo } from '@/features/dashboard/model/backup-reminder';

export type FamilyDataCardProps = {
  lastBackupAt: Date | null;
  daysSinceBackup: number | null;
  exporting: boolean;
  onExport: () => void;
  onErase: () => void;
};

const dateFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** Export the family's data as a backup file, or erase it from this device. */
export function FamilyDataCard({ lastBackupAt, daysSinceBackup, exporting, onExport, onErase }: FamilyDataCardProps) {
  return (
    <Card data-slot="family-data-card">
      <CardHeader>
        <CardTitle as="h2">Your family&apos;s data</CardTitle>
        <CardDescription>It belongs to your family: take it with you or remove it whenever you like.</CardDescription>
      </CardHeader>
      <section aria-labelledby="backup-heading" className="flex flex-col gap-2">
        <h3 id="backup-heading" className="text-base font-extrabold">
          Backup
        </h3>
        <p className="text-sm text-muted-foreground">
          Download every moment, photo, task, recipe and setting as one file. Keep it safe, or use it to move Hearth
          to another device.
        </p>
        <p data-slot="last-backup" className="text-sm font-semibold">
          {lastBackupAt
            ? `Last backup: ${lastBackupAt.toLocaleDateString(undefined, dateFormat)} (${describeDaysAgo(daysSinceBackup ?? 0)})`
            : 'No backup made yet.'}
        </p>
        <Button className="self-start" loading={exporting} onClick={onExport}>
          {exporting ? null : <Download aria-hidden="true" />}
          Export Family Data
        </Button>
        {exporting ? (
          <p role="status" className="text-sm text-muted-foreground">
            Preparing your backup file…
          </p>
        ) : null}
      </section>
      <section aria-labelledby="erase-heading" className="flex flex-col gap-2 border-t border-border pt-4">
        <h3 id="erase-heading" className="text-base font-extrabold">
          Erase
        </h3>
        <p className="text-sm text-muted-foreground">Remove all of your family&apos;s data from this device.</p>
        <Button variant="danger" className="self-start" onClick={onErase} disabled={exporting}>
          <Trash2 aria-hidden="true" />
          Erase All Data
        </Button>
      </section>
    </Card>
  );
}
