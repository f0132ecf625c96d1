import { CalendarDays, List } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/ui/button';
import { cn } from '@/lib/cn';
import { yearBookLink } from '@/features/year-book/model/year-book-link';

export type MemoriesView = 'list' | 'calendar';

/** List or calendar, and the way to the year book. */
export function MemoriesViewToggle({ view, onChange }: { view: MemoriesView; onChange: (view: MemoriesView) => void }) {
  const option = (value: MemoriesView, label: string, Icon: typeof List) => (
    <Button
      variant={view === value ? 'primary' : 'outline'}
      size="sm"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className={cn(view === value && 'pointer-events-none')}
    >
      <Icon aria-hidden="true" /> {label}
    </Button>
  );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div role="group" aria-label="Show memories as" className="flex gap-2">
        {option('list', 'List', List)}
        {option('calendar', 'Calendar', CalendarDays)}
      </div>
      <Button asChild variant="link">
        <Link to={yearBookLink()}>Make our year book</Link>
      </Button>
    </div>
  );
}
