import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { ServicesProvider, type Services } from '@/lib/services';
import { testServices } from '../mocks/services';

/** A story's `parameters.services`: the overrides, or a function making them (for stores a story changes). */
export type StoryServiceOverrides = Partial<Services> | (() => Partial<Services>);

function StoryServices({ overrides, children }: { overrides: StoryServiceOverrides | undefined; children: ReactNode }) {
  const [services] = useState(() => testServices(typeof overrides === 'function' ? overrides() : overrides));
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}

/**
 * Every story gets the services of stories/mocks/services.ts with `parameters.services` over them
 * (a stopped clock, randomness that always picks the first, a failing photo compression, a spy on
 * downloads or reloads), fresh for each story: nothing one story keeps reaches the next. A store the
 * story changes (the AI consent a 'Continue' records) comes from a function, so each render of the
 * story gets its own.
 */
export const withServices: Decorator = (Story, context) => (
  <StoryServices key={context.id} overrides={context.parameters.services as StoryServiceOverrides | undefined}>
    <Story />
  </StoryServices>
);
