import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '@/app/providers';

// Its own file: no earlier test has loaded the toast code (src/ui/toast.tsx) in this module graph.
describe('toast region (providers.tsx, toast-region.ts)', () => {
  it('is not loaded with the page, but mounts as soon as a screen that raises toasts has loaded its code', async () => {
    render(
      <AppProviders>
        <p>Page</p>
      </AppProviders>,
    );
    // The app's own load waits for the page's main content (never marked here) or 3 s.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();

    // As a share dialog does: its chunk imports toast.tsx, then raises a toast.
    const { toast } = await act(() => import('@/ui/toast'));
    act(() => {
      toast.success('Moment shared');
    });
    // Well before the deferred load (3 s): the toast does not wait for it.
    expect(await screen.findByText('Moment shared', undefined, { timeout: 1000 })).toBeInTheDocument();
  });
});
