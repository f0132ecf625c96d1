import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { BottomTabBar } from '@/ui/bottom-tab-bar';
import { DesktopNav } from '@/ui/desktop-nav';
import { PageHeader } from '@/ui/page-header';
import { useFamily } from '@/features/family/api/use-family';
import { SyncHeaderStatus } from '@/features/sync/components/sync-header-status';
import { PageFallback, useRouteHandle } from '@/app/layout/root-layout';
import { DESKTOP_NAV_ITEMS, PRIMARY_NAV_ITEMS } from '@/app/layout/nav-items';

/** The family space: header with title, back button and family name, desktop nav, mobile tab bar. */
export function FamilyLayout() {
  const handle = useRouteHandle();
  const family = useFamily();
  const familyName = family.data?.familyName;
  const back = handle?.back ?? false;
  return (
    <div className="min-h-dvh bg-surface pb-24 md:pb-8">
      <PageHeader
        title={handle?.title ?? 'Hearth'}
        showBack={back !== false}
        backTo={back === false ? undefined : back}
        familyName={familyName}
        actions={
          <>
            <SyncHeaderStatus />
            <DesktopNav items={DESKTOP_NAV_ITEMS} />
          </>
        }
      />
      <main id="main" className="mx-auto w-full max-w-6xl px-4 pt-4">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomTabBar items={PRIMARY_NAV_ITEMS} hidden={handle?.hideTabs ?? false} />
    </div>
  );
}
