// Shared set-up for the family hook and component tests: the app's database (fake IndexedDB)
// emptied before each test, a fresh QueryClient, and MSW answering the family update.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { FamilyUpdateBody } from '@/data/api/family-api';
import { db } from '@/data/db';
import type { FamilyData, FamilyMember } from '@/data/types';
import { familyHandlers } from '../../../stories/mocks/family-handlers';

export const server = setupServer();
/** Bodies the mock server received, in order. */
export const received: FamilyUpdateBody[] = [];

export function useFamilyTestSetup() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    received.length = 0;
    server.use(familyHandlers.updateOk((body) => received.push(body)));
    await db.delete();
    await db.open();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function createWrapper() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'always' }, mutations: { retry: false, networkMode: 'always' } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

export const testMember = (id: string, name: string, initials: string, color = '#f97316'): FamilyMember => ({
  id,
  name,
  initials,
  color,
  emoji: '👤',
});

export const testFamily = (members: FamilyMember[]): FamilyData => ({
  familyId: 'family_1735732800000_abcd1234',
  familyName: 'The Okafors',
  members,
});
