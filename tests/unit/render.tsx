// Rendering for component tests: the app's providers around the screen, with the test stand-ins of
// stories/mocks/services.ts (override any of them in `services`), a fresh QueryClient that never
// retries, and a router at `route`.
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ServicesProvider, type Services } from '@/lib/services';
import { testServices } from '../../stories/mocks/services';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

export type ProvidersOptions = {
  services?: Partial<Services>;
  queryClient?: QueryClient;
  /** The router's address; `false` for a screen that brings its own router. */
  route?: string | false;
};

/** The providers as a wrapper (renderHook, or render with `wrapper`). */
export function providers({ services, queryClient = testQueryClient(), route = '/family' }: ProvidersOptions = {}) {
  const provided = testServices(services);
  function Providers({ children }: { children: ReactNode }) {
    const content = <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    return <ServicesProvider services={provided}>{route === false ? content : <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>}</ServicesProvider>;
  }
  return { queryClient, services: provided, wrapper: Providers };
}

export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { queryClient, services, wrapper } = providers(options);
  return { ...render(ui, { wrapper }), queryClient, services };
}
