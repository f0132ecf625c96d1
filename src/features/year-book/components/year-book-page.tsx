import { useMemo, useState } from 'react';
import { useFamily } from '@/features/family/api/use-family';
import { useServices } from '@/lib/services';
import { useBookPosts, useFirstYear } from '../api/use-book-posts';
import { useBookPdf } from '../api/use-book-pdf';
import { useLaidOutBook } from '../api/use-laid-out-book';
import { canPrint } from '../model/can-print';
import { bookRange, defaultOptions, normaliseOptions, type YearBookOptions } from '../model/year-book-options';
import { YearBookView } from './year-book-view';

/** The year book (/family/year-book): last year's book by default, or this year's for a new family. */
export function YearBookPage() {
  const { clock } = useServices();
  const [now] = useState(() => clock.now());
  const family = useFamily();
  const firstYear = useFirstYear();
  const thisYear = now.getFullYear();
  const startYear = Math.min(firstYear.data ?? thisYear, thisYear);
  const years = useMemo(() => Array.from({ length: thisYear - startYear + 1 }, (_, i) => thisYear - i), [thisYear, startYear]);
  const [chosen, setChosen] = useState<YearBookOptions | null>(null);
  const defaultYear = startYear < thisYear ? thisYear - 1 : thisYear;
  // Stable until the family changes something: a new object would lay the book out again.
  const options = useMemo(() => chosen ?? defaultOptions(defaultYear), [chosen, defaultYear]);
  const range = firstYear.isSuccess ? bookRange(options) : null;
  const posts = useBookPosts(range);
  const familyName = family.data?.familyName ?? 'Our family';
  const layout = useLaidOutBook(posts.data, familyName, options);

  const pdf = useBookPdf(layout.status === 'ready' ? layout.book : null, options);

  return (
    <YearBookView
      options={options}
      years={years}
      members={family.data?.members ?? []}
      reading={posts.isError || firstYear.isError ? 'error' : posts.isSuccess ? 'done' : 'pending'}
      layout={layout}
      canPrint={canPrint(typeof window === 'undefined' ? undefined : window)}
      onChange={(next) => setChosen(normaliseOptions(next))}
      onPrint={() => window.print()}
      pdf={pdf.state}
      onDownloadPdf={pdf.make}
      onRetry={() => void (firstYear.isError ? firstYear.refetch() : posts.refetch())}
    />
  );
}
