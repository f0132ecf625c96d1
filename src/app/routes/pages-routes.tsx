import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/app/route-handle';
import { LandingPage } from '@/features/landing/components/landing-page';

// Routes of the pages feature. familyRoutes are children of /family (family layout: header, nav, tab bar);
// pageRoutes are children of the public page layout (content + shared footer).
export const familyRoutes: RouteObject[] = [];

const handle = (h: RouteHandle) => h;

// activities spec §2.1 route table: the landing page and the informational pages.
export const pageRoutes: RouteObject[] = [
  // The landing page is the first thing a family sees: it ships with the app shell instead of as a
  // separate chunk, so it paints without a second round trip. It is plain markup and small. No
  // handle: the document keeps the shell's default title, 'Hearth: one family moment a day'.
  { index: true, Component: LandingPage },
  {
    path: 'about',
    handle: handle({ title: 'Our story' }),
    lazy: () => import('@/features/pages/components/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'faq',
    handle: handle({ title: 'Parent FAQ' }),
    lazy: () => import('@/features/pages/components/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: 'research',
    handle: handle({ title: 'Research and methodology' }),
    lazy: () => import('@/features/pages/components/research-page').then((m) => ({ Component: m.ResearchPage })),
  },
  {
    path: 'intention',
    handle: handle({ title: 'Intention: a gentle pause while you scroll' }),
    lazy: () => import('@/features/pages/components/intention-page').then((m) => ({ Component: m.IntentionPage })),
  },
  {
    path: 'privacy-policy',
    handle: handle({ title: 'Privacy policy' }),
    lazy: () =>
      import('@/features/pages/components/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    path: 'terms',
    handle: handle({ title: 'Terms of service' }),
    lazy: () => import('@/features/pages/components/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'help',
    handle: handle({ title: 'Help and support' }),
    lazy: () => import('@/features/pages/components/help-page').then((m) => ({ Component: m.HelpPage })),
  },
  {
    path: 'thankyou',
    handle: handle({ title: 'Thank you' }),
    lazy: () => import('@/features/pages/components/thank-you-page').then((m) => ({ Component: m.ThankYouPage })),
  },
  {
    path: 'sign-in',
    handle: handle({ title: 'Sign in' }),
    lazy: () => import('@/features/pages/components/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  },
];
