import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/ui/footer';
import { contactEmails } from '@/lib/config';
import { PageFallback } from '@/app/layout/root-layout';

/** Public pages (landing, informational pages, 404): content and the shared footer. */
export function PageLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer contactEmail={contactEmails.general} />
    </div>
  );
}
