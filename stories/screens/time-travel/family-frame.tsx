import type { Decorator } from '@storybook/react-vite';
import { PageHeader } from '@/ui/page-header';

/**
 * The family layout around a tool screen, as src/app/layout/family-layout.tsx renders it: the
 * header with the route's title and Back to /family/activities, then the page in <main>.
 */
export const withFamilyFrame =
  (title: string): Decorator =>
  (Story) => (
    <div className="min-h-dvh bg-surface pb-24 md:pb-8">
      <PageHeader title={title} backTo="/family/activities" familyName="The Nair Family" />
      <main id="main" className="mx-auto w-full max-w-6xl px-4 pt-4">
        <Story />
      </main>
    </div>
  );

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
