import { createPortal } from 'react-dom';
import { Download, FileDown, Printer } from 'lucide-react';
import type { FamilyMember } from '@/data/types';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Spinner } from '@/ui/spinner';
import type { PdfState } from '../api/use-book-pdf';
import type { LayoutState } from '../api/use-laid-out-book';
import { pageRule } from '../model/can-print';
import { bookTitle, type YearBookOptions } from '../model/year-book-options';
import { BookPages } from './book-pages';
import { CoverPicker } from './cover-picker';
import { PdfStatus } from './pdf-status';
import { YearBookOptionsForm } from './year-book-options-form';
import './year-book.css';

export type YearBookViewProps = {
  options: YearBookOptions;
  years: number[];
  members: FamilyMember[];
  /** Reading the moments: pending, failed, or done (then `layout` tells the rest). */
  reading: 'pending' | 'error' | 'done';
  layout: LayoutState;
  canPrint: boolean;
  /** The PDF made on this device (the only way in browsers that cannot print). */
  pdf: PdfState;
  onChange: (options: YearBookOptions) => void;
  onPrint: () => void;
  onDownloadPdf: () => void;
  onRetry: () => void;
};

/** Options, then the book laid out as pages, with Print / Save as PDF. */
export function YearBookView({ options, years, members, reading, layout, canPrint, pdf, onChange, onPrint, onDownloadPdf, onRetry }: YearBookViewProps) {
  const making = pdf.status === 'making';
  const book = layout.status === 'ready' ? layout.book : null;
  const empty = book !== null && book.numbers.moments === 0;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 pb-8">
      <p className="text-muted-foreground">
        Hearth lays out your moments as a book on this device. Nothing is sent anywhere, and the book is not kept: it is made again whenever you open it.
      </p>
      <YearBookOptionsForm options={options} years={years} members={members} onChange={onChange} />
      {reading === 'error' ? (
        <AlertBanner tone="warning" title="Your moments could not be read" action={<Button variant="outline" size="sm" onClick={onRetry}>Try again</Button>}>
          They are still safe on this device. Please try again in a moment.
        </AlertBanner>
      ) : reading === 'pending' || layout.status === 'idle' ? (
        <Spinner label="Reading your moments" showLabel className="self-center" />
      ) : layout.status === 'laying-out' ? (
        <LayingOut done={layout.done} total={layout.total} />
      ) : empty ? (
        <EmptyState icon="📕" title={`No moments in ${bookTitle(options)}`} description="Choose another year, more months, or everyone and every type of moment." />
      ) : book ? (
        <>
          <Card padding="md" className="gap-3">
            {canPrint ? (
              <div className="flex flex-wrap gap-2">
                <Button onClick={onPrint}><Download aria-hidden="true" /> Save as PDF</Button>
                <Button variant="outline" onClick={onPrint}><Printer aria-hidden="true" /> Print</Button>
                <Button variant="outline" onClick={onDownloadPdf} disabled={making}><FileDown aria-hidden="true" /> Download the PDF</Button>
              </div>
            ) : (
              <AlertBanner tone="info" title="This browser cannot print" action={<Button size="sm" onClick={onDownloadPdf} disabled={making}>Download the PDF</Button>}>
                Some apps open links in a browser without printing. Download the book as a PDF, made on this device, to keep it, share it or print it elsewhere.
              </AlertBanner>
            )}
            <PdfStatus state={pdf} onRetry={onDownloadPdf} />
            <CoverPicker book={book} chosenId={options.coverPostId} onPick={(coverPostId) => onChange({ ...options, coverPostId })} />
            <p className="text-sm text-muted-foreground">
              {canPrint ? '“Save as PDF” opens the print dialog: choose “Save as PDF” as the printer. “Download the PDF” makes the file here, without the dialog. ' : ''}
              {count(book.numbers.moments, 'moment')}, {count(book.numbers.photos, 'photo')}, on {options.paper === 'a4' ? 'A4' : 'US Letter'} paper.
            </p>
          </Card>
          <div aria-label="Book preview" role="region" className="rounded-2xl bg-muted p-3 md:p-6">
            <BookPages book={book} />
          </div>
          {createPortal(
            <div data-year-book-print="" aria-hidden="true">
              <style>{`@media print { ${pageRule(options.paper)} }`}</style>
              <BookPages book={book} />
            </div>,
            document.body,
          )}
        </>
      ) : null}
    </div>
  );
}

function LayingOut({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <Card padding="md" className="gap-2" aria-live="polite">
      <p className="font-semibold">Laying out your book… {percent}%</p>
      <progress className="w-full accent-primary" max={total || 1} value={done} aria-label="Laying out your book">
        {percent}%
      </progress>
      <p className="text-sm text-muted-foreground">{done.toLocaleString()} of {total.toLocaleString()} moments</p>
    </Card>
  );
}

function count(n: number, word: string): string {
  return `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;
}
