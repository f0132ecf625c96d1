import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { preloadChunk, useChunk } from '@/lib/use-chunk';
import { useFamily } from '@/features/family/api/use-family';
import { FamilyLoadError, FamilyLoading } from '@/features/family/components/family-status';
import { WelcomeBackBanner } from '@/features/landing/components/welcome-back-banner';
import { homePage, onboardingFlow, removedDeviceNotice } from '@/features/home/components/family-index-chunks';
import { mayHaveLocalDatabase } from '@/data/has-local-database';
import { whenIdle } from '@/lib/when-idle';

interface WelcomeBackState {
  welcomeBack?: number;
}

/**
 * Whether a removed device's choices may be needed: once the home is shown on a device that holds
 * Hearth's database, when the page is idle (sync's code never comes before the home's first paint).
 */
function useSyncNoticeWanted(showingHome: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!showingHome) return undefined;
    let cancelled = false;
    let cancelIdle = () => {};
    void mayHaveLocalDatabase().then((exists) => {
      if (!cancelled && exists) cancelIdle = whenIdle(() => setWanted(true));
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [showingHome]);
  return wanted;
}

/**
 * /family: onboarding when no family with members is saved on this device, the home
 * otherwise. The landing page sends returning families here with the count of their moments, shown
 * once in the welcome-back banner.
 */
export function FamilyIndexPage() {
  const family = useFamily();
  const location = useLocation();
  const navigate = useNavigate();
  const welcomeBack = (location.state as WelcomeBackState | null)?.welcomeBack;
  const [showWelcome, setShowWelcome] = useState(typeof welcomeBack === 'number');
  const queryClient = useQueryClient();
  // null until the family record has been read; no record (or no members) means onboarding.
  const hasFamily = family.isSuccess ? (family.data?.members.length ?? 0) > 0 : null;

  const home = useChunk(homePage, hasFamily === true);
  const onboarding = useChunk(onboardingFlow, hasFamily === false);
  const syncNotice = useChunk(removedDeviceNotice, useSyncNoticeWanted(home !== null));

  const onboardingShown = onboarding !== null;
  useEffect(() => {
    if (hasFamily === null) return undefined;
    if (hasFamily) {
      // Already requested with the route on a first load (app/routes/family-preload.ts); this covers coming
      // back to /family from another screen. The feed preview reads 5 posts through an index.
      void import('@/features/home/api/use-feed-preview').then((m) => queryClient.prefetchQuery(m.feedPreviewQueryOptions()));
      return undefined;
    }
    // Wait for onboarding's own code, or this would compete with it for the network.
    if (!onboardingShown) return undefined;
    // Onboarding: the home's code is fetched and the database opened (created on a first visit)
    // once the family starts filling in the setup screen (a tap or a key), so finishing setup opens
    // the home at once and the first save finds the database ready (use-family.ts), while
    // onboarding's own first paint shares neither the network nor the main thread with them (an
    // idle moment came before that paint on a slow phone).
    const intents = ['pointerdown', 'keydown', 'input'] as const;
    const prepareHome = () => {
      stopListening();
      void preloadChunk(homePage);
      void import('@/data/db').then((m) => m.db.open()).catch(() => undefined);
    };
    const stopListening = () => intents.forEach((type) => window.removeEventListener(type, prepareHome, true));
    intents.forEach((type) => window.addEventListener(type, prepareHome, true));
    return stopListening;
  }, [hasFamily, onboardingShown, queryClient]);

  if (family.isPending) return <FamilyLoading />;
  if (family.isError) return <FamilyLoadError onRetry={() => void family.refetch()} retrying={family.isFetching} error={family.error} />;

  const data = family.data;
  if (!data || data.members.length === 0) {
    return onboarding ? <onboarding.OnboardingFlow family={data} /> : <FamilyLoading />;
  }
  return (
    <>
      {syncNotice ? <syncNotice.RemovedDeviceNotice /> : null}
      {showWelcome && typeof welcomeBack === 'number' ? (
        <div className="mb-4">
          <WelcomeBackBanner
            count={welcomeBack}
            onContinue={() => {
              setShowWelcome(false);
              // Drop the state so a reload does not greet the family again.
              navigate(location.pathname, { replace: true, state: null });
            }}
          />
        </div>
      ) : null}
      {home ? <home.FamilyHomePage family={data} /> : <FamilyLoading />}
    </>
  );
}
