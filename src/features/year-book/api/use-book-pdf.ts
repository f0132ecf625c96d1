import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadBlob } from '@/lib/download';
import type { YearBook } from '../model/lay-out-book';
import { pdfFileName, type YearBookOptions } from '../model/year-book-options';

export type PdfState =
  | { status: 'idle' }
  | { status: 'making'; done: number; total: number }
  | { status: 'failed' };

/**
 * Makes the book's PDF on this device and downloads it. Page by page with progress; leaving the
 * page or changing the book stops it. A failure changes nothing stored (the book is never stored).
 */
export function useBookPdf(book: YearBook | null, options: YearBookOptions): { state: PdfState; make: () => void } {
  // The state belongs to the book it was made for: another book (or paper) starts idle.
  const [made, setMade] = useState<{ book: YearBook | null; paper: string; state: PdfState }>({ book: null, paper: '', state: { status: 'idle' } });
  const running = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [book, options.paper],
  );

  const make = useCallback(() => {
    if (!book || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const setState = (state: PdfState) => setMade({ book, paper: options.paper, state });
    setState({ status: 'making', done: 0, total: book.numbers.moments });
    void import('@/features/year-book/device/make-book-pdf')
      .then(({ makeBookPdf }) =>
        makeBookPdf(book, options.paper, {
          signal: controller.signal,
          onProgress: (done, total) => {
            if (!controller.signal.aborted) setState({ status: 'making', done, total });
          },
        }),
      )
      .then(
        (blob) => {
          if (controller.signal.aborted) return;
          downloadBlob(blob, pdfFileName(book.familyName, options));
          setState({ status: 'idle' });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      )
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  }, [book, options]);

  const state: PdfState = made.book === book && made.paper === options.paper ? made.state : { status: 'idle' };
  return { state, make };
}
