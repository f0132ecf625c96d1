import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFamily } from '@/features/family/api/use-family';
import { FamilyLoadError, FamilyLoading } from '@/features/family/components/family-status';
import { WelcomeBackBanner } from '@/features/landing/components/welcome-back-banner';

// Onboarding and home are separate chunks: a returning family never downloads the setup screens.
const OnboardingFlow = lazy(() =>
  import('@/features/family/components/onboarding/onboarding-flow').then((m) => ({ default: m.OnboardingFlow })),
);
// Most visits to /family are a returning family: start fetching the home's code while the family
// record is still being read, instead of one after the other.
const homePage = () => import('@/features/home/components/family-home-page');
const FamilyHomePage = lazy(() => homePage().then((m) => ({ default: m.FamilyHomePage })));

interface WelcomeBackState {
  welcomeBack?: number;
}

/**
 * /family: core spec §2 — onboarding when no family with members is saved on this device, the home
 * otherwise. The landing page sends returning families here with the count of their moments, shown
 * once in the welcome-back banner.
 */
export function FamilyIndexRoute() {
  const family = useFamily();
  const location = useLocation();
  const navigate = useNavigate();
  const welcomeBack = (location.state as WelcomeBackState | null)?.welcomeBack;
  const [showWelcome, setShowWelcome] = useState(typeof welcomeBack === 'number');
  const queryClient = useQueryClient();

  useEffect(() => {
    void homePage();
    // The feed preview reads 5 posts through an index: cheap enough to start alongside the family.
    void import('@/features/home/api/use-feed-preview').then((m) => queryClient.prefetchQuery(m.feedPreviewQueryOptions()));
  }, [queryClient]);

  if (family.isPending) return <FamilyLoading />;
  if (family.isError) return <FamilyLoadError onRetry={() => void family.refetch()} retrying={family.isFetching} />;

  const data = family.data;
  if (!data || data.members.length === 0) {
    return (
      <Suspense fallback={<FamilyLoading />}>
        <OnboardingFlow family={data} />
      </Suspense>
    );
  }
  return (
    <>
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
      <Suspense fallback={<FamilyLoading />}>
        <FamilyHomePage family={data} />
      </Suspense>
    </>
  );
}
