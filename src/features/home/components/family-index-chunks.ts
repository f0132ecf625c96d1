// The two screens /family may show, each its own chunk: a returning family never downloads the
// setup screens, a new one never the home. One loader each, shared by the page (useChunk) and the
// route's preload (app/routes/family-preload.ts), so a chunk the preload brought renders at once.
// (useChunk, not React.lazy + Suspense: use-chunk.ts says what Suspense cost.)
export const onboardingFlow = () => import('@/features/family/components/onboarding/onboarding-flow');
export const homePage = () => import('@/features/home/components/family-home-page');
// A device the family removed offers its choices where the family lands (sync's code, when idle).
export const removedDeviceNotice = () => import('@/features/sync/components/removed-device-notice');
