import { useState } from 'react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { useFamily } from '@/features/family/api/use-family';
import { useNow } from '@/lib/use-now';
import { AiToolsCard } from '@/features/ai-tools/components/ai-tools-card';
import { SyncDevicesCard } from '@/features/sync/components/sync-devices-card';
import { useSyncStatus } from '@/features/sync/api/use-sync';
import type { EraseScope } from '@/data/sync/erase';
import { useServices } from '@/lib/services';
import { useCookingCount, usePostStats, useResponseCounts, useTaskSummary } from '@/features/dashboard/api/use-dashboard-stats';
import { useEraseAll } from '@/features/dashboard/api/use-erase-all';
import { useSyncSituation } from '@/features/dashboard/api/use-family-copies';
import { useExportBackup } from '@/features/dashboard/api/use-export-backup';
import { useLastBackup } from '@/features/dashboard/api/use-last-backup';
import { backupReminder, earliest } from '@/features/dashboard/model/backup-reminder';
import { whatRemainsElsewhere } from '@/features/dashboard/model/erase-copies';
import { computeStreak, hasPostOnDay } from '@/features/dashboard/model/streak';
import { CountsCard } from '@/features/dashboard/components/counts-card';
import { EraseDataDialog } from '@/features/dashboard/components/erase-data-dialog';
import { FamilyDataCard } from '@/features/dashboard/components/family-data-card';
import { JourneyCard } from '@/features/dashboard/components/journey-card';
import { MessageDialog } from '@/features/dashboard/components/message-dialog';
import { StorageCard } from '@/features/dashboard/components/storage-card';
import { StreakCard } from '@/features/dashboard/components/streak-card';
import { TidyUpCard } from '@/features/dashboard/components/tidy-up-card';
import { YearBookEntryCard } from '@/features/year-book/components/year-book-entry-card';

// The exact alert texts (docs/product.md#export, #erase).
export const EXPORT_SUCCESS =
  'Family data exported successfully! You can now share this backup file via WhatsApp, email, or save it for safekeeping.';
/** Beside the export message: the file it suggests sharing is readable by anyone who gets it. */
export const EXPORT_NOT_ENCRYPTED =
  'The backup file is not encrypted: anyone who gets it can read your family’s moments and see its photos. Share it only with people you trust, and keep it somewhere safe.';
export const EXPORT_FAILURE = 'Error exporting data. Please try again.';
export const ERASE_SUCCESS = 'All family data has been erased successfully.';
export const ERASE_FAILURE = 'Error erasing data. Please try again.';
/** Under ERASE_FAILURE when the family's copy on the server could not be deleted first. */
export const ERASE_SERVER_FAILURE =
  'Hearth could not delete your family’s copy on its server just now, so nothing was erased. Check the connection and try again, or erase this device only.';

type Message = 'export-success' | 'export-failure' | 'erase-success' | 'erase-failure';

const MESSAGES: Record<Message, { title: string; text: string }> = {
  'export-success': { title: 'Backup exported', text: EXPORT_SUCCESS },
  'export-failure': { title: 'Export failed', text: EXPORT_FAILURE },
  'erase-success': { title: 'Data erased', text: ERASE_SUCCESS },
  'erase-failure': { title: 'Erase failed', text: ERASE_FAILURE },
};

const NO_TYPES = { text: 0, photo: 0, mood: 0, gratitude: 0, voice: 0, video: 0 } as const;

/**
 * The Family Dashboard (/family/dashboard, docs/product.md#dashboard): journey progress, streak,
 * counts, the device's storage, backup export (with its 14-day reminder), erase, and tidying up.
 */
export function DashboardPage() {
  const now = useNow();
  const { clock, reload } = useServices();

  const family = useFamily();
  const posts = usePostStats(now);
  const responses = useResponseCounts();
  const tasks = useTaskSummary();
  const cooking = useCookingCount();
  const lastBackup = useLastBackup();
  const exportBackup = useExportBackup();
  const erase = useEraseAll();
  const syncStatus = useSyncStatus();

  const [eraseOpen, setEraseOpen] = useState(false);
  const eraseSync = useSyncSituation(syncStatus, eraseOpen);
  // What an erase left elsewhere, said under the success text.
  const [eraseNote, setEraseNote] = useState<string | null>(null);
  // The message stays set while its dialog animates closed, so the text never blanks out.
  const [message, setMessageState] = useState<Message | null>(null);
  const [messageOpen, setMessageOpen] = useState(false);
  // Records the last export had to leave out, said under the success message.
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const setMessage = (next: Message) => {
    setMessageState(next);
    setMessageOpen(true);
  };

  const queries = [posts, tasks, cooking, lastBackup];
  const loading = queries.some((q) => q.isPending && !q.isError);
  const failed = queries.some((q) => q.isError);

  const timestamps = posts.data?.timestamps ?? [];
  const streak = computeStreak(timestamps, now);
  const reminder = backupReminder({
    lastBackupAt: lastBackup.data ?? null,
    oldestDataAt: earliest(timestamps.at(-1), tasks.data?.oldestCompletedAt),
    now,
  });

  const startExport = () => {
    exportBackup.mutate(clock.now(), {
      onSuccess: (result) => {
        setLeftOut(result.leftOut);
        setMessage('export-success');
      },
      onError: () => setMessage('export-failure'),
    });
  };

  const startErase = (scope: EraseScope) => {
    // Read before the erase: the last backup's date is erased with everything else.
    const remains = whatRemainsElsewhere({ scope, sync: eraseSync.sync, lastBackupAt: lastBackup.data ?? null });
    erase.mutate(scope, {
      onSuccess: () => {
        setEraseOpen(false);
        setEraseNote(remains);
        setMessage('erase-success');
      },
      onError: () => {
        setEraseOpen(false);
        setEraseNote(scope === 'server' ? ERASE_SERVER_FAILURE : null);
        setMessage('erase-failure');
      },
    });
  };

  const closeMessage = () => {
    setMessageOpen(false);
    // After a successful erase the page reloads, where a new family starts.
    if (message === 'erase-success') reload('/family');
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 pb-6">
      {reminder.due && !lastBackup.isPending ? (
        <AlertBanner
          tone="warning"
          title="Time for a backup"
          action={
            <Button size="sm" variant="outline" loading={exportBackup.isPending} onClick={startExport}>
              Export a backup now
            </Button>
          }
        >
          {reminder.daysSinceBackup !== null
            ? `It has been ${reminder.daysSinceBackup} days since your last backup.`
            : 'Your family has not exported a backup yet.'}{' '}
          Save one so your memories are safe if this device is lost or its browser data is cleared.
        </AlertBanner>
      ) : null}

      {failed ? (
        <AlertBanner
          tone="warning"
          title="Some numbers could not be loaded"
          action={
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                for (const query of queries) if (query.isError) void query.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          Your family&apos;s data is still on this device, and you can still export it below.
        </AlertBanner>
      ) : null}

      {loading ? (
        <div aria-busy="true" className="grid gap-5 md:grid-cols-2">
          <span className="sr-only" role="status">
            Loading your dashboard
          </span>
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-64 rounded-2xl md:col-span-2" />
        </div>
      ) : (
        <>
          <div className="grid gap-5 md:grid-cols-2">
            <JourneyCard completedTasks={tasks.data?.count ?? 0} />
            <StreakCard
              streak={streak}
              hasPosts={(posts.data?.total ?? 0) > 0}
              postedToday={hasPostOnDay(timestamps, now)}
            />
          </div>
          <CountsCard
            totalPosts={posts.data?.total ?? 0}
            byType={posts.data?.byType ?? NO_TYPES}
            byMember={posts.data?.byMember ?? {}}
            members={family.data?.members ?? []}
            completedTasks={tasks.data?.count ?? 0}
            photos={posts.data?.photoCount ?? 0}
            recipesCooked={cooking.data ?? 0}
            responses={responses}
          />
          {(posts.data?.total ?? 0) > 0 ? <YearBookEntryCard /> : null}
        </>
      )}

      <div className="grid gap-5 md:grid-cols-2">
        <FamilyDataCard
          lastBackupAt={lastBackup.data ?? null}
          daysSinceBackup={reminder.daysSinceBackup}
          exporting={exportBackup.isPending}
          onExport={startExport}
          onErase={() => setEraseOpen(true)}
        />
        <SyncDevicesCard />
        <StorageCard />
        <AiToolsCard />
      </div>

      <TidyUpCard synced={syncStatus.state !== 'off' && syncStatus.state !== 'removed'} />

      <EraseDataDialog
        open={eraseOpen}
        onOpenChange={setEraseOpen}
        onErase={startErase}
        busy={erase.isPending}
        sync={eraseSync.sync}
        checkingDevices={eraseSync.checking}
      />
      <MessageDialog
        open={messageOpen}
        title={message ? MESSAGES[message].title : ''}
        message={message ? MESSAGES[message].text : ''}
        details={message === 'export-success' ? leftOut : []}
        note={message === 'export-success' ? EXPORT_NOT_ENCRYPTED : message === 'erase-success' || message === 'erase-failure' ? eraseNote : null}
        onClose={closeMessage}
      />
    </div>
  );
}
