import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import type { PdfState } from '../api/use-book-pdf';

/** The PDF being made (with progress), or why it could not be. Nothing while idle. */
export function PdfStatus({ state, onRetry }: { state: PdfState; onRetry: () => void }) {
  if (state.status === 'failed') {
    return (
      <AlertBanner tone="warning" title="The PDF could not be made" action={<Button variant="outline" size="sm" onClick={onRetry}>Try again</Button>}>
        Nothing was lost: your moments are all still here. Please try again; if it keeps failing, choose fewer months for a smaller book.
      </AlertBanner>
    );
  }
  if (state.status !== 'making') return null;
  const percent = state.total === 0 ? 100 : Math.min(100, Math.round((state.done / state.total) * 100));
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <p className="font-semibold">Making your PDF… {percent}%</p>
      <progress className="w-full accent-primary" max={state.total || 1} value={state.done} aria-label="Making your PDF">
        {percent}%
      </progress>
      <p className="text-sm text-muted-foreground">
        {state.done.toLocaleString()} of {state.total.toLocaleString()} moments. You can keep using Hearth on this page while it is made.
      </p>
    </div>
  );
}
