import type { Decorator } from '@storybook/react-vite';
import { PageHeader } from '@/ui/page-header';

/** `parameters.frame`: the header the family layout shows for the route (title and back target). */
export type FamilyFrame = { title: string; back?: string; familyName?: string };

/**
 * The family layout around a screen story, as src/app/layout/family-layout.tsx renders it: the
 * header with the route's title and back link, and the page in <main> (the desktop nav and tab bar
 * are left out: they are the layout's, not the screen's).
 */
export const withFamilyFrame: Decorator = (Story, context) => {
  const frame = context.parameters.frame as FamilyFrame | undefined;
  return (
    <div className="min-h-dvh bg-surface pb-8">
      <PageHeader
        title={frame?.title ?? 'Family Activities'}
        showBack={frame?.back !== undefined}
        backTo={frame?.back}
        familyName={frame?.familyName}
      />
      <main id="main" className="mx-auto w-full max-w-6xl px-4 pt-4">
        <Story />
      </main>
    </div>
  );
};

/**
 * The first find of a story waits for the family (IndexedDB) and a song catalogue (a code chunk) to
 * load; on a busy two-core machine that takes longer than testing-library's 1 s default.
 */
export const LOAD = { timeout: 10_000 };
