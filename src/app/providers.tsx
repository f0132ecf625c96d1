import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient, invalidateOnStorageMutation } from '@/app/query-client';

// The toast region loads after the first paint; toasts only follow a family's actions.
const Toaster = lazy(() => import('@/ui/toast').then((m) => ({ default: m.Toaster })));

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => invalidateOnStorageMutation(client), [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
