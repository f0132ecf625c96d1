import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { createQueryClient, invalidateOnStorageMutation } from '@/app/query-client';

// The toast region loads after the first paint; toasts only follow a family's actions (a toast
// raised before it mounts is not lost: sonner replays active toasts to a Toaster that subscribes).
// Not React.lazy + Suspense: a Suspense fallback shown while a page loads makes React hold that
// page's own content back by up to 300 ms (see src/lib/use-chunk.ts).
const loadToaster = () => import('@/ui/toast');

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => invalidateOnStorageMutation(client), [client]);
  useEffect(() => {
    let cancelled = false;
    const cancel = afterFirstPaint(() => {
      loadToaster().then(
        (m) => {
          if (!cancelled) setToaster(() => m.Toaster);
        },
        // Without the toast region the app still works; toasts are not shown.
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  return (
    <QueryClientProvider client={client}>
      {children}
      {Toaster ? <Toaster /> : null}
    </QueryClientProvider>
  );
}
