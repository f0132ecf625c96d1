import { useEffect, useState } from 'react';
import type * as React from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { Toaster } from '@/ui/toast';
import { dexieSeedLoader } from '../stories/decorators/with-dexie-seed';
import { withServices } from '../stories/decorators/with-services';
import '../src/index.css';

// Story tests run two browsers on two cores: give findBy/waitFor room so a busy machine does not
// fail a story that is only slow (an explicit timeout in a story still wins).
configure({ asyncUtilTimeout: 8000 });

function createStoryQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // IndexedDB is not the network (STYLE.md); a story must never wait for a retry.
      queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

type StoryProvidersProps = {
  route: string;
  routePath: string | undefined;
  withRouter: boolean;
  children: React.ReactNode;
};

function StoryProviders({ route, routePath, withRouter, children }: StoryProvidersProps) {
  const [queryClient] = useState(createStoryQueryClient);
  useEffect(() => () => queryClient.clear(), [queryClient]);
  const routed = routePath ? (
    <Routes>
      <Route path={routePath} element={children} />
    </Routes>
  ) : (
    children
  );
  const content = (
    <QueryClientProvider client={queryClient}>
      {routed}
      <Toaster />
    </QueryClientProvider>
  );
  return withRouter ? <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter> : content;
}

/**
 * Every story gets a fresh QueryClient, a MemoryRouter at `parameters.route` (default '/family';
 * `parameters.routePath` adds a matching <Route> so useParams works; `parameters.router: false`
 * for stories that bring their own router) and the app's Toaster.
 */
const withProviders: Decorator = (Story, context) => {
  const { route = '/family', routePath, router } = context.parameters as {
    route?: string;
    routePath?: string;
    router?: boolean;
  };
  return (
    <StoryProviders key={context.id} route={route} routePath={routePath} withRouter={router !== false}>
      <Story />
    </StoryProviders>
  );
};

/** Animations and transitions off (deterministic play functions and screenshots); `parameters.motion: 'on'` opts out. */
const withMotionOff: Decorator = (Story, context) => {
  document.documentElement.classList.toggle('motion-off', context.parameters.motion !== 'on');
  return <Story />;
};

const preview: Preview = {
  decorators: [withServices, withProviders, withMotionOff],
  // The `no-a11y` tag switches off both axe checks: the story tests' (tests/visual/axe-check.ts) and
  // the addon's own run, which reads parameters.a11y.test after the story.
  beforeEach: (context) => {
    if (context.tags.includes('no-a11y')) {
      context.parameters.a11y = { ...(context.parameters.a11y as object | undefined), test: 'off' };
    }
  },
  // Network answers through parameters.msw.handlers; data through parameters.seed (fresh Dexie database),
  // its failures through parameters.storageFailures; clocks and other services through parameters.services.
  loaders: [mswLoader(), dexieSeedLoader],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // The addon's run fails a story on any WCAG 2.x A/AA violation when a designer opens it; the
    // story tests (tests/visual/axe-check.ts) fail on the same, and on any serious or critical one.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
};

export default preview;
