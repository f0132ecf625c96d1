import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/app/route-handle';
import { LandingPage } from '@/features/landing/components/landing-page';

// Routes of the pages feature. familyRoutes are children of /family (family layout: header, nav, tab bar);
// pageRoutes are children of the public page layout (content + shared footer).
export const familyRoutes: RouteObject[] = [];

// activities spec §2.1 route table: the landing page and the informational pages.
export const pageRoutes: RouteObject[] = [
  // The landing page is the first thing a family sees: it ships with the app shell instead of as a
  // separate chunk, so it paints without a second round trip. It is plain markup and small. No
  // handle: the document keeps the shell's default title, 'Hearth: one family moment a day'.
  { index: true, Component: LandingPage },
  lazyScreen(
    'about', { title: 'Our story' },
    () => import('@/features/pages/components/about-page').then((m) => m.AboutPage),
  ),
  lazyScreen(
    'faq', { title: 'Parent FAQ' },
    () => import('@/features/pages/components/faq-page').then((m) => m.FaqPage),
  ),
  lazyScreen(
    'research', { title: 'Research and methodology' },
    () => import('@/features/pages/components/research-page').then((m) => m.ResearchPage),
  ),
  lazyScreen(
    'intention', { title: 'Intention: a gentle pause while you scroll' },
    () => import('@/features/pages/components/intention-page').then((m) => m.IntentionPage),
  ),
  lazyScreen(
    'privacy-policy', { title: 'Privacy policy' },
    () => import('@/features/pages/components/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  ),
  lazyScreen(
    'terms', { title: 'Terms of service' },
    () => import('@/features/pages/components/terms-page').then((m) => m.TermsPage),
  ),
  lazyScreen(
    'help', { title: 'Help and support' },
    () => import('@/features/pages/components/help-page').then((m) => m.HelpPage),
  ),
  lazyScreen(
    'thankyou', { title: 'Thank you' },
    () => import('@/features/pages/components/thank-you-page').then((m) => m.ThankYouPage),
  ),
  lazyScreen(
    'sign-in', { title: 'Sign in' },
    () => import('@/features/pages/components/sign-in-page').then((m) => m.SignInPage),
  ),
];
