import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { onToastRegion } from '@/ui/toast-region';
import { createQueryClient, invalidateOnStorageMutation } from '@/app/query-client';
import { browserServices } from '@/app/services';
import { ServicesProvider } from '@/lib/services';

// The toast region (sonner) is its own chunk: toasts only follow a family's actions, so no page
// waits for its code. A screen that raises toasts imports toast.tsx itself, and the region mounts
// as soon as that code has run (toast-region.ts), so no toast waits either. The app's own load is
// a safety net, a few seconds in: on an idle main thread it used to start while onboarding's chunks
// were still arriving on a first visit.
const loadToaster = () => import('@/ui/toast');
const TOASTER_DELAY_MS = 3000;

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [services] = useState(browserServices);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => invalidateOnStorageMutation(client), [client]);
  useEffect(() => onToastRegion((region) => setToaster(() => region)), []);
  // Without the toast region the app still works; toasts are not shown.
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => void loadToaster().catch(() => undefined));
    }, TOASTER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={client}>
        {children}
        {Toaster ? <Toaster /> : null}
      </QueryClientProvider>
    </ServicesProvider>
  );
}
