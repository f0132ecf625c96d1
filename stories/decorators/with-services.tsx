import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ServicesProvider, type Services } from '@/lib/services';
import { testServices } from '../mocks/services';

function StoryServices({ overrides, children }: { overrides: Partial<Services> | undefined; children: ReactNode }) {
  const [services] = useState(() => testServices(overrides));
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}

/**
 * Every story gets the services of stories/mocks/services.ts with `parameters.services` over them
 * (a stopped clock, randomness that always picks the first, a failing photo compression, a spy on
 * downloads or reloads), fresh for each story: nothing one story keeps reaches the next.
 */
export const withServices: Decorator = (Story, context) => (
  <StoryServices key={context.id} overrides={context.parameters.services as Partial<Services> | undefined}>
    <Story />
  </StoryServices>
);
