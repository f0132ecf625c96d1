import { useState } from 'react';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast';
import { useCleanupOldPosts, useCountOldPosts } from '@/features/dashboard/api/use-old-posts-cleanup';

const plural = (n: number) => (n === 1 ? '1 moment' : `${n.toLocaleString()} moments`);

/** Where the removed moments go from: a synced device's deletions reach every device of the family. */
export function tidyUpWarning(synced: boolean): string {
  return synced
    ? 'They will be deleted for good, with their photos, from this device and from every other device of your family that syncs with it. Moments from the last 90 days stay.'
    : 'They will be deleted from this device for good, with their photos. Moments from the last 90 days stay.';
}

/**
 * Tidying up posts older than 90 days (docs/product.md#tidy-up). Memories are what Hearth is for, so this never
 * runs by itself: the family asks for a count first, then confirms removing exactly those.
 */
export function TidyUpCard({ now, synced = false }: { now: () => Date; synced?: boolean }) {
  const count = useCountOldPosts();
  const cleanup = useCleanupOldPosts();
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const [confirming, setConfirming] = useState(false);
  const found = count.data;

  const check = () => {
    const at = now();
    setCheckedAt(at);
    count.mutate(at);
  };

  const remove = () => {
    if (!checkedAt) return;
    cleanup.mutate(checkedAt, {
      onSuccess: (removed) => {
        setConfirming(false);
        count.reset();
        toast.success(`Removed ${plural(removed)} older than 90 days.`);
      },
      onError: () => {
        setConfirming(false);
        toast.error('Error removing old moments. Please try again.');
      },
    });
  };

  return (
    <Card data-slot="tidy-up-card" variant="flat">
      <CardHeader>
        <CardTitle as="h2">Tidy up old moments</CardTitle>
        <CardDescription>
          Free up space by removing moments older than 90 days. Nothing is removed unless you confirm. Export a backup
          first if you want to keep them.
        </CardDescription>
      </CardHeader>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" loading={count.isPending} onClick={check}>
          Check for old moments
        </Button>
        {found !== undefined && found > 0 ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Remove {plural(found)}
          </Button>
        ) : null}
      </div>
      <div role="status" className="text-sm font-semibold">
        {count.isError ? 'Error checking for old moments. Please try again.' : null}
        {found === 0 ? 'No moments are older than 90 days. Nothing to tidy up.' : null}
        {found !== undefined && found > 0 ? `${plural(found)} ${found === 1 ? 'is' : 'are'} older than 90 days.` : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${plural(found ?? 0)}?`}
        description={tidyUpWarning(synced)}
        confirmLabel="Remove"
        cancelLabel="Keep them"
        tone="danger"
        busy={cleanup.isPending}
        onConfirm={remove}
      />
    </Card>
  );
}
