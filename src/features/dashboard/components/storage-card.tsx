import { useEffect, useRef, useState } from 'react';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { privacyFacts } from '@/lib/privacy-facts';
import { useRequestPersistence, useStorageStatus } from '@/features/dashboard/api/use-storage-status';
import { formatBytes, usagePercent } from '@/features/dashboard/model/storage-format';
import { ProgressBar } from '@/features/dashboard/components/progress-bar';

/**
 * The storage card (docs/product.md#storage-card): how much space Hearth uses and has, and
 * whether the browser promised to keep the data. Persistence is asked for once when the dashboard
 * opens; browsers that decline (Chrome grants it as a site gets used or installed) can be asked again.
 */
export function StorageCard() {
  const status = useStorageStatus();
  const request = useRequestPersistence();
  const askedOnOpen = useRef(false);
  const [askedByFamily, setAskedByFamily] = useState(false);
  const { mutate: requestPersistence } = request;

  useEffect(() => {
    if (askedOnOpen.current || !status.data || status.data.persisted) return;
    askedOnOpen.current = true;
    requestPersistence();
  }, [status.data, requestPersistence]);

  const persisted = status.data?.persisted ?? false;
  const estimate = status.data?.estimate ?? null;
  // Only after the family pressed the button: the silent ask on open needs no answer on screen.
  const declinedAgain = askedByFamily && request.isSuccess && request.data === false && !persisted;

  return (
    <Card data-slot="storage-card">
      <CardHeader>
        <CardTitle as="h2">Storage on this device</CardTitle>
        <CardDescription>{privacyFacts.summary}</CardDescription>
      </CardHeader>
      {status.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2">
            <h3 className="text-base font-extrabold">Space used</h3>
            {estimate ? (
              <>
                <p>
                  <strong>{formatBytes(estimate.usage)}</strong> used of {formatBytes(estimate.quota)} available
                </p>
                <ProgressBar
                  value={usagePercent(estimate.usage, estimate.quota)}
                  label="Storage space used"
                  valueText={`${usagePercent(estimate.usage, estimate.quota)}% of the available space`}
                  tone={usagePercent(estimate.usage, estimate.quota) >= 80 ? 'warning' : 'primary'}
                />
              </>
            ) : (
              <p className="text-sm text-muted-foreground">This browser does not say how much space Hearth uses.</p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-base font-extrabold">Protection from clean-up</h3>
            {persisted ? (
              <>
                <Badge variant="success">
                  <ShieldCheck aria-hidden="true" />
                  Persistent storage granted
                </Badge>
                <p className="text-sm text-muted-foreground">
                  Your browser will keep Hearth&apos;s data even when the device runs low on space.
                </p>
              </>
            ) : (
              <>
                <Badge variant="warning">
                  <ShieldAlert aria-hidden="true" />
                  Persistent storage not granted
                </Badge>
                <p className="text-sm text-muted-foreground">
                  Your browser may clear Hearth&apos;s data if the device runs low on space. Keep a recent backup; browsers
                  often allow this once Hearth is used regularly or added to the home screen.
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  loading={request.isPending}
                  onClick={() => {
                    setAskedByFamily(true);
                    request.mutate();
                  }}
                >
                  Ask the browser again
                </Button>
                {declinedAgain ? (
                  <p role="status" className="text-sm font-semibold text-muted-foreground">
                    The browser did not allow it this time.
                  </p>
                ) : null}
              </>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
