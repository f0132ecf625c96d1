import type { Decorator } from '@storybook/react-vite';
import { Footer } from '@/ui/footer';
import { contactEmails } from '@/lib/config';

/**
 * The public page layout around a page story, as src/app/layout/page-layout.tsx renders it in the
 * app: the page in <main> and the shared footer, its year pinned so screenshots stay stable.
 */
export const withPageFrame: Decorator = (Story) => (
  <div className="flex min-h-dvh flex-col bg-surface">
    <main id="main" className="flex-1">
      <Story />
    </main>
    <Footer contactEmail={contactEmails.general} year={2025} />
  </div>
);

/** Storybook globals for the two widths every page is checked at (.storybook/preview.tsx). */
export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
