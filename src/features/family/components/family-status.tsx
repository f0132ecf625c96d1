import { RotateCcw } from 'lucide-react';
import { isStorageUnavailableError, STORAGE_UNAVAILABLE_ADVICE, STORAGE_UNAVAILABLE_TITLE } from '@/data/errors';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Spinner } from '@/ui/spinner';
import { familyMessages } from '@/features/family/model/messages';

/** Shown while the family data loads. */
export function FamilyLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner size="lg" decorative />
      <p className="text-lg font-bold">{familyMessages.loading}</p>
    </div>
  );
}

export type FamilyLoadErrorProps = {
  /** Loads the family again (e.g. the query's refetch). */
  onRetry: () => void;
  /** A retry is under way. */
  retrying?: boolean;
  /** Why the load failed: a browser that cannot store data at all is told so. */
  error?: unknown;
};

/** A family load failure is reported as 'Failed to load family data'. */
export function FamilyLoadError({ onRetry, retrying = false, error }: FamilyLoadErrorProps) {
  if (isStorageUnavailableError(error)) return <StorageUnavailable onRetry={onRetry} retrying={retrying} />;
  return (
    <EmptyState
      role="alert"
      className="mx-auto my-8 max-w-xl"
      icon="🏠"
      title={familyMessages.loadFailed}
      description="Your family's moments are still saved on this device. Try again, or reload the page."
      action={
        <Button onClick={onRetry} loading={retrying}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}

/**
 * A browser without IndexedDB (some private modes, storage blocked by a policy): nothing was ever
 * saved here, so the family is told plainly that this browser cannot keep Hearth's data, and what to
 * do, never that their moments are still saved.
 */
export function StorageUnavailable({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <EmptyState
      role="alert"
      className="mx-auto my-8 max-w-xl"
      icon="🔒"
      title={STORAGE_UNAVAILABLE_TITLE}
      description={STORAGE_UNAVAILABLE_ADVICE}
      action={
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      }
    />
  );
}
