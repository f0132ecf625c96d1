import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/ui/button';

export type MemoriesPaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** Pages of 15, moved through with 'Previous page' and 'Next page'. */
export function MemoriesPagination({ page, pageCount, onPageChange }: MemoriesPaginationProps) {
  return (
    <nav aria-label="Memories pages" className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous page
      </Button>
      <p className="text-sm font-bold text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next page
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
