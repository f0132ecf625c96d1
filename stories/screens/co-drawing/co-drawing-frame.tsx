import type { Decorator } from '@storybook/react-vite';
import { PageHeader } from '@/ui/page-header';

/**
 * The family layout around co-drawing, as src/app/layout/family-layout.tsx renders it for the route
 * (title 'Co-Drawing Magic', Back to /family/activities, no tab bar), then the page in <main>.
 */
export const withCoDrawingFrame: Decorator = (Story) => (
  <div className="min-h-dvh bg-surface pb-8">
    <PageHeader title="Co-Drawing Magic" backTo="/family/activities" familyName="The Nair Family" />
    <main id="main" className="mx-auto w-full max-w-6xl px-4 pt-4">
      <Story />
    </main>
  </div>
);

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
