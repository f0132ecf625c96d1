import { useQueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { lazy, Suspense, useState } from 'react';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { isFestivalHost } from '@/lib/config';
import { OnamPageBoundary } from '@/features/festival/components/onam-page-error';

// activities spec §2.1: the festival host gets only the Onam page; its code loads on that host only.
const FestivalApp = lazy(() => import('@/features/festival/components/festival-app').then((m) => ({ default: m.FestivalApp })));

function MainApp() {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));
  return <RouterProvider router={router} />;
}

export function App({ hostname = window.location.hostname }: { hostname?: string }) {
  return (
    <AppProviders>
      {isFestivalHost(hostname) ? (
        // Outside the lazy chunk, so a failed load also shows 'Onam Page Error'.
        <OnamPageBoundary>
          <Suspense fallback={null}>
            <FestivalApp />
          </Suspense>
        </OnamPageBoundary>
      ) : (
        <MainApp />
      )}
    </AppProviders>
  );
}
