import type { Decorator } from '@storybook/react-vite';
import { PageHeader } from '@/ui/page-header';

/** The family layout's header around the page, as src/app/layout/family-layout.tsx renders it. */
export const withFamilyFrame =
  (title: string, familyName?: string): Decorator =>
  (Story) => (
    <div className="min-h-dvh bg-surface pb-24 md:pb-8">
      <PageHeader title={title} backTo="/family" familyName={familyName} />
      <main id="main" className="mx-auto w-full max-w-6xl px-4 pt-4">
        <Story />
      </main>
    </div>
  );

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
