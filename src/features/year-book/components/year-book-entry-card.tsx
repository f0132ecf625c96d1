import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { yearBookLink } from '../model/year-book-link';

/** The dashboard's way to the year book. */
export function YearBookEntryCard() {
  return (
    <Card padding="md" className="gap-3 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-extrabold">Your family year book</h2>
        <p className="text-muted-foreground">Turn a year of moments into a book to print or save as a PDF, right on this device.</p>
      </div>
      <Button asChild>
        <Link to={yearBookLink()}>
          <BookOpen aria-hidden="true" /> Make our year book
        </Link>
      </Button>
    </Card>
  );
}
