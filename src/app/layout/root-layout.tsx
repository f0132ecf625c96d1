import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useEffect } from 'react';
import { OfflineBanner } from '@/ui/offline-banner';
import { Spinner } from '@/ui/spinner';
import { useOnlineStatus } from '@/ui/use-online-status';
import type { RouteHandle } from '@/app/route-handle';
import { ScrollToTop } from '@/app/routes/scroll-to-top';

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading…" />
    </div>
  );
}

export function RootLayout() {
  const { online, showBackOnline } = useOnlineStatus();
  const handle = useRouteHandle();
  useEffect(() => {
    document.title = handle?.title ? `${handle.title} · Hearth` : 'Hearth: one family moment a day';
  }, [handle?.title]);
  return (
    <>
      <ScrollToTop />
      <OfflineBanner online={online} showBackOnline={showBackOnline} />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}
