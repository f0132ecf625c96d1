import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';

export type RemovedDeviceViewProps = {
  /**
   * 'space-erased': another device deleted the family's copy on Hearth's server; 'space-removed':
   * the server removed it after none of the family's devices opened it for its idle time.
   */
  reason?: 'removed' | 'space-erased' | 'space-removed';
  busy: boolean;
  /** Why the last choice failed (nothing was changed), in the family's words. */
  error: string | null;
  onKeep: () => void;
  onErase: () => void;
};

/** What a removed device shows when next opened: keep its copy apart, or erase it. */
export function RemovedDeviceView({ reason = 'removed', busy, error, onKeep, onErase }: RemovedDeviceViewProps) {
  return (
    <Card data-slot="removed-device" data-reason={reason}>
      <CardHeader>
        {reason === 'space-removed' ? (
          <>
            <CardTitle as="h2">Hearth’s server removed your family’s copy</CardTitle>
            <CardDescription>
              None of your family’s devices opened Hearth for a long time, so the server removed its encrypted copy and this device no longer syncs. Everything it had is still here: keep it as a family on this device (you can turn sync on again), or erase it.
            </CardDescription>
          </>
        ) : reason === 'space-erased' ? (
          <>
            <CardTitle as="h2">Your family’s copy on Hearth’s server was deleted</CardTitle>
            <CardDescription>
              One of your family’s devices erased it, so this device no longer syncs. Everything it had is still here: keep it as a family on this device (you can turn sync on again), or erase it.
            </CardDescription>
          </>
        ) : (
          <>
            <CardTitle as="h2">This device was removed from the family</CardTitle>
            <CardDescription>
              It no longer syncs and cannot see anything new. What it had before is still here: keep it as a separate family on this device only, or erase it.
            </CardDescription>
          </>
        )}
      </CardHeader>
      {error ? (
        <AlertBanner tone="danger" role="alert" title="That didn't work">
          {error}
        </AlertBanner>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" loading={busy} onClick={onKeep}>
          Keep my copy, unsynced
        </Button>
        <Button variant="danger" disabled={busy} onClick={onErase}>
          Erase it from this device
        </Button>
      </div>
    </Card>
  );
}
