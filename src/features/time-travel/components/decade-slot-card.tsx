import { useId } from 'react';
import { Download, RefreshCw, RotateCcw } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { SafeImage } from '@/ui/safe-image';
import { Spinner } from '@/ui/spinner';
import { DemoModeBadge } from '@/features/ai-tools/components/demo-mode-badge';
import { decadeLooks } from '@/features/time-travel/model/decade-looks';
import { isSlotBusy, type DecadeSlot } from '@/features/time-travel/model/slots';

export interface DecadeSlotCardProps {
  slot: DecadeSlot;
  onRegenerate: () => void;
  onDownload: () => void;
}

/** One decade of the results grid. */
export function DecadeSlotCard({ slot, onRegenerate, onDownload }: DecadeSlotCardProps) {
  const headingId = useId();
  const busy = isSlotBusy(slot);
  return (
    <Card
      padding="none"
      variant="flat"
      role="group"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-status={slot.status}
      className="overflow-hidden"
    >
      <div className="relative aspect-square w-full bg-muted">
        {slot.status === 'done' && slot.url ? (
          <SafeImage src={slot.url} alt={`Your family in the ${slot.decade}`} className="size-full object-contain" />
        ) : slot.status === 'error' ? (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center">
            <span aria-hidden="true" className="text-4xl">
              🕳️
            </span>
            <p className="font-extrabold text-foreground">Failed to generate</p>
          </div>
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 p-3 text-center">
            <Spinner size="lg" decorative />
            <p className="text-sm font-bold text-foreground sm:text-base">
              {slot.status === 'retrying' ? (slot.statusText ?? 'Switching models...') : `Travelling to the ${slot.decade}…`}
            </p>
          </div>
        )}
      </div>
      <div className="flex flex-col gap-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-xl font-extrabold">
            {slot.decade}
          </h3>
          {slot.demo && slot.status === 'done' ? <DemoModeBadge /> : null}
        </div>
        {slot.demo && slot.status === 'done' ? (
          <p className="text-sm text-muted-foreground">{decadeLooks[slot.decade].description}</p>
        ) : null}
        {slot.status === 'done' ? (
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
            <Button variant="outline" size="sm" onClick={onRegenerate}>
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
            <Button variant="secondary" size="sm" onClick={onDownload}>
              <Download aria-hidden="true" />
              Download
            </Button>
          </div>
        ) : slot.status === 'error' ? (
          <Button variant="outline" size="sm" onClick={onRegenerate}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {slot.status === 'retrying' ? `Attempt ${slot.attempt}` : 'Working on it'}
          </p>
        )}
      </div>
    </Card>
  );
}
