import type * as React from 'react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

export interface PendingOrFailedProps {
  /** True once the read has failed; false while it is still under way. */
  failed: boolean;
  onRetry: () => void;
  /** The spinner's visible label, e.g. 'Loading songs…'. */
  loadingLabel: string;
  failedTitle: string;
  /** What failed, in the family's words. */
  children: React.ReactNode;
}

/** A screen's data that is not here yet: a labelled spinner while it loads, or what failed with 'Try Again'. */
export function PendingOrFailed({ failed, onRetry, loadingLabel, failedTitle, children }: PendingOrFailedProps) {
  if (failed) {
    return (
      <AlertBanner
        tone="danger"
        title={failedTitle}
        action={
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        }
      >
        {children}
      </AlertBanner>
    );
  }
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner showLabel label={loadingLabel} />
    </div>
  );
}
