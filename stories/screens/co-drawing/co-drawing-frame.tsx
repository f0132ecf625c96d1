import { useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { PageHeader } from '@/ui/page-header';
import { pickModel, recordModelOutcome } from '@/lib/ai/ai-models';
import { createMemoryModelHealthStore } from '@/lib/ai/model-health-store';
import type { CoDrawingDeps } from '@/features/co-drawing/api/run-co-drawing';
import { CoDrawingPage, type CoDrawingPageProps } from '@/features/co-drawing/components/co-drawing-page';
import { allowAllAiTools } from '../../mocks/ai-consent';

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

/**
 * The real model choice and health rules, on a fresh in-memory store per story so one story's
 * failures never change another's model (the app keeps them in localStorage).
 */
export function storyModelDeps(): Pick<CoDrawingDeps, 'pickModel' | 'recordOutcome'> {
  const store = createMemoryModelHealthStore();
  return {
    pickModel: () => pickModel('coDrawing', new Date(), { store }),
    recordOutcome: (modelId, outcome) => recordModelOutcome(modelId, outcome, new Date(), store),
  };
}

/**
 * The real page, with the story's own model health (see storyModelDeps), for a family that already
 * agreed to co-drawing's AI (the first-use question has stories of its own: AiTools/ConsentDialog).
 */
export function CoDrawingStoryPage(props: CoDrawingPageProps) {
  const [modelDeps] = useState(storyModelDeps);
  const [consentStore] = useState(allowAllAiTools);
  return <CoDrawingPage consentStore={consentStore} {...props} deps={{ ...modelDeps, ...props.deps }} />;
}

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
