import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterMainContent } from '@/lib/after-first-paint';
import { onToastRegion } from '@/ui/toast-region';
import { createQueryClient, invalidateOnStorageMutation } from '@/app/query-client';

// The toast region loads after the page's largest paint (afterMainContent): toasts only follow a
// family's actions, and its code (sonner) requested earlier competed with that paint for the
// network. A screen that raises toasts imports toast.tsx itself, and the region mounts as soon as
// that code has run (toast-region.ts), so no toast waits; one raised before the region mounts is
// not lost either (sonner replays active toasts to a Toaster that subscribes).
// Not React.lazy + Suspense: a Suspense fallback shown while a page loads makes React hold that
// page's own content back by up to 300 ms (see src/lib/use-chunk.ts).
const loadToaster = () => import('@/ui/toast');

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => invalidateOnStorageMutation(client), [client]);
  useEffect(() => onToastRegion((region) => setToaster(() => region)), []);
  // Without the toast region the app still works; toasts are not shown.
  useEffect(() => afterMainContent(() => void loadToaster().catch(() => undefined)), []);
  return (
    <QueryClientProvider client={client}>
      {children}
      {Toaster ? <Toaster /> : null}
    </QueryClientProvider>
  );
}
