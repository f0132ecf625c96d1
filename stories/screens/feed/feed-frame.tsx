import type { Decorator } from '@storybook/react-vite';

/** A post card or list at the width the home feed and Memories give it. */
export const withFeedColumn: Decorator = (Story) => (
  <main className="mx-auto w-full max-w-xl bg-surface p-4">
    <Story />
  </main>
);

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
