import { lazy, Suspense } from 'react';
import { Spinner } from '@/ui/spinner';
import { OnamPageBoundary } from '@/features/festival/components/onam-page-error';

const OnamPage = lazy(() => import('@/features/festival/components/onam-page').then((m) => ({ default: m.OnamPage })));

/**
 * On the festival host the whole app is only the Onam page. The page loads
 * lazily inside the boundary, so a failed load also ends on 'Onam Page Error'. The app shell wraps
 * this in its providers.
 */
export function FestivalApp() {
  return (
    <OnamPageBoundary>
      <main id="main" className="min-h-dvh bg-surface">
        <Suspense
          fallback={
            <div className="flex min-h-[50vh] items-center justify-center">
              <Spinner label="Loading…" />
            </div>
          }
        >
          <OnamPage />
        </Suspense>
      </main>
    </OnamPageBoundary>
  );
}
