import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { mayHaveLocalDatabase } from '@/data/has-local-database';
import { useChunk } from '@/lib/use-chunk';
import { whenIdle } from '@/lib/when-idle';
import { BottomTabBar } from '@/ui/bottom-tab-bar';
import { DesktopNav } from '@/ui/desktop-nav';
import { PageHeader } from '@/ui/page-header';
import { useFamily } from '@/features/family/api/use-family';
import { PageFallback, useRouteHandle } from '@/app/layout/root-layout';
import { DESKTOP_NAV_ITEMS, PRIMARY_NAV_ITEMS } from '@/app/layout/nav-items';

// Sync (its engine, Dexie and the status dialog) is a third of the JavaScript of /family. A first
// visit has no database, hence nothing to sync: onboarding paints without that code (its
// JavaScript budget, docs/performance.md), and it loads once a family or a database exists (a joined device has the latter) and
// the page is idle: its code and its first database reads came just before a returning family's
// first post, and its state can show a moment later.
const syncHeader = () => import('@/features/sync/components/sync-header-status');

function useSyncHeader(hasFamily: boolean) {
  const [hasDatabase, setHasDatabase] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let cancelIdle = () => {};
    void mayHaveLocalDatabase().then((exists) => {
      if (!cancelled) cancelIdle = whenIdle(() => setHasDatabase(exists));
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [hasFamily]);
  return useChunk(syncHeader, hasDatabase);
}

/** The family space: header with title, back button and family name, desktop nav, mobile tab bar. */
export function FamilyLayout() {
  const handle = useRouteHandle();
  const family = useFamily();
  const familyName = family.data?.familyName;
  const sync = useSyncHeader(family.data != null);
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
            {sync ? <sync.SyncHeaderStatus /> : null}
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
