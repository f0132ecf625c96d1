import { AlertTriangle, Check, CloudOff, PauseCircle, RefreshCw, UserX } from 'lucide-react';
import { useState } from 'react';
import type { SyncStatus } from '@/data/sync/engine';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { LIVE_REFUSED_TEXT, syncProblemText, syncStateLabel } from '@/features/sync/model/sync-messages';

export type SyncStatusViewProps = {
  status: SyncStatus;
  onSyncNow: () => void;
  /** Hides the skipped-changes warning once the family has read it. */
  onAcknowledge?: () => void;
  /** Resumes a paused device: "Sync now" means nothing while the family has paused it. */
  onResume?: () => void;
  defaultOpen?: boolean;
};

const ICONS = { synced: Check, syncing: RefreshCw, offline: CloudOff, attention: AlertTriangle, paused: PauseCircle, removed: UserX } as const;

/** The header's small sync state with a details view. Shows nothing while sync is off. */
export function SyncStatusView({ status, onSyncNow, onAcknowledge, onResume, defaultOpen = false }: SyncStatusViewProps) {
  const [open, setOpen] = useState(defaultOpen);
  if (status.state === 'off') return null;
  const Icon = ICONS[status.state];
  const label = syncStateLabel(status);
  const problem = syncProblemText(status.problem, status.rejected);
  return (
    <>
      <Button variant="ghost" size="sm" data-slot="sync-status" data-state={status.state} onClick={() => setOpen(true)} aria-label={`Sync: ${label}. Details`}>
        <Icon aria-hidden="true" className={status.state === 'attention' ? 'text-danger' : undefined} />
        <span className="text-sm">{label}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sync: {label}</DialogTitle>
            <DialogDescription>Your family&apos;s moments travel end-to-end encrypted between your devices.</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">Waiting to send</dt>
            <dd data-slot="sync-pending">{status.pending === 0 ? 'Nothing' : `${status.pending} ${status.pending === 1 ? 'change' : 'changes'}`}</dd>
            <dt className="font-semibold">Last synced</dt>
            <dd>{status.lastSyncedAt ? new Date(status.lastSyncedAt).toLocaleString() : 'Not yet'}</dd>
          </dl>
          {status.state === 'offline' ? <p className="text-sm">This device is offline. Changes are kept here and sent when it is back online.</p> : null}
          {status.liveRefused && status.state !== 'removed' && status.state !== 'paused' ? (
            <p data-slot="sync-live-refused" className="text-sm">
              {LIVE_REFUSED_TEXT}
            </p>
          ) : null}
          {problem ? <p role="alert" className="text-sm font-semibold text-danger">{problem}</p> : null}
          {status.rejected > 0 && onAcknowledge ? (
            <Button variant="outline" className="self-start" onClick={onAcknowledge}>
              Got it, hide this
            </Button>
          ) : null}
          {status.state === 'paused' ? (
            <>
              <p className="text-sm">Sync is paused on this device. What you share stays here and is sent when you resume.</p>
              {onResume ? (
                <Button variant="outline" className="self-start" onClick={onResume}>
                  <RefreshCw aria-hidden="true" />
                  Resume sync
                </Button>
              ) : null}
            </>
          ) : status.state === 'removed' ? null : (
            <Button variant="outline" className="self-start" onClick={onSyncNow} disabled={status.state === 'syncing'}>
              <RefreshCw aria-hidden="true" />
              Sync now
            </Button>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
