import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';

export type RemovedDeviceViewProps = {
  busy: boolean;
  done: 'kept' | 'erased' | null;
  onKeep: () => void;
  onErase: () => void;
};

/** What a removed device shows when next opened (issue 25): keep its copy apart, or erase it. */
export function RemovedDeviceView({ busy, done, onKeep, onErase }: RemovedDeviceViewProps) {
  return (
    <Card data-slot="removed-device">
      <CardHeader>
        <CardTitle as="h2">This device was removed from the family</CardTitle>
        <CardDescription>
          It no longer syncs and cannot see anything new. What it had before is still here: keep it as a separate family on this device only, or erase it.
        </CardDescription>
      </CardHeader>
      {done ? (
        <AlertBanner tone="info" role="status" title={done === 'kept' ? 'Kept on this device' : 'Erased'}>
          {done === 'kept' ? 'Your copy is now a family of its own on this device, not synced with anyone.' : "The family's data was erased from this device."}
        </AlertBanner>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" loading={busy} onClick={onKeep}>
            Keep my copy, unsynced
          </Button>
          <Button variant="danger" disabled={busy} onClick={onErase}>
            Erase it from this device
          </Button>
        </div>
      )}
    </Card>
  );
}
