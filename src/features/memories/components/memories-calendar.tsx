import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Spinner } from '@/ui/spinner';
import { PostList } from '@/features/feed/components/post-list';
import { cn } from '@/lib/cn';
import { dayKey, type CalendarDay } from '@/lib/local-days';
import { useCalendarMonth, useDayMoments } from '../api/use-calendar';
import { monthGrid, monthTitle, type CalendarMonth } from '../model/calendar';
import { formatDate } from '@/lib/date-format';

export type MemoriesCalendarProps = {
  month: CalendarMonth;
  day: CalendarDay | null;
  now: Date;
  onMove: (month: CalendarMonth, day: CalendarDay | null) => void;
};

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * A month grid with a dot on each day that has moments; a day opens its moments below.
 * The arrows jump to the nearest month that has moments, so empty months are skipped.
 */
export function MemoriesCalendar({ month, day, now, onMove }: MemoriesCalendarProps) {
  const titleId = useId();
  const data = useCalendarMonth(month);
  const counts = data.data?.counts ?? {};
  const todayKey = dayKey({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
  const empty = data.isSuccess && Object.keys(counts).length === 0;

  return (
    <div className="flex flex-col gap-4" data-testid="memories-calendar">
      <Card padding="md" className="gap-3">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={data.data?.previous ? `Earlier: ${monthTitle(data.data.previous)}` : 'No earlier moments'}
            disabled={!data.data?.previous}
            onClick={() => data.data?.previous && onMove(data.data.previous, null)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h2 id={titleId} aria-live="polite" className="text-xl font-extrabold">
            {monthTitle(month)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            aria-label={data.data?.next ? `Later: ${monthTitle(data.data.next)}` : 'No later moments'}
            disabled={!data.data?.next}
            onClick={() => data.data?.next && onMove(data.data.next, null)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        {data.isError ? (
          <AlertBanner tone="warning" title="This month could not be loaded">
            Your memories are still safe on this device. Please try again in a moment.
          </AlertBanner>
        ) : null}
        <table aria-labelledby={titleId} className="w-full table-fixed border-separate border-spacing-1 text-center">
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday} scope="col" className="text-xs font-semibold text-muted-foreground">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, i) => (
              <tr key={i}>
                {week.map((cell, j) => (
                  <td key={j} className="p-0">
                    {cell ? (
                      <DayCell
                        day={cell}
                        count={counts[dayKey(cell)] ?? 0}
                        selected={day !== null && dayKey(day) === dayKey(cell)}
                        today={todayKey === dayKey(cell)}
                        onOpen={() => onMove(month, cell)}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data.isPending ? <Spinner label="Loading this month" showLabel className="self-center" /> : null}
      </Card>
      {empty ? (
        <EmptyState
          icon="🗓️"
          title={`No moments in ${monthTitle(month)}`}
          description={data.data?.previous ? 'Go back to the last month your family shared something.' : 'Moments your family shares will show up on their day.'}
          action={data.data?.previous ? <Button onClick={() => data.data?.previous && onMove(data.data.previous, null)}>Go to {monthTitle(data.data.previous)}</Button> : undefined}
        />
      ) : null}
      {day ? <DayMoments day={day} /> : null}
    </div>
  );
}

function DayCell({ day, count, selected, today, onOpen }: { day: CalendarDay; count: number; selected: boolean; today: boolean; onOpen: () => void }) {
  const label = formatDate(new Date(day.year, day.month - 1, day.day), { weekday: 'long', day: 'numeric', month: 'long' });
  if (count === 0) {
    return (
      <span className={cn('flex min-h-11 items-center justify-center rounded-lg text-sm text-muted-foreground', today && 'font-bold text-foreground')}>
        {day.day}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`${label}: ${count === 1 ? '1 moment' : `${count} moments`}`}
      onClick={onOpen}
      className={cn(
        'flex min-h-11 w-full flex-col items-center justify-center gap-0.5 rounded-lg bg-muted text-sm font-bold hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-primary',
        selected && 'bg-primary text-primary-foreground hover:bg-primary',
      )}
    >
      {day.day}
      <span aria-hidden="true" className={cn('size-1.5 rounded-full bg-primary', selected && 'bg-primary-foreground')} />
    </button>
  );
}

function DayMoments({ day }: { day: CalendarDay }) {
  const moments = useDayMoments(day);
  const title = formatDate(new Date(day.year, day.month - 1, day.day), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <section aria-label={`Moments of ${title}`} className="flex flex-col gap-3">
      <h3 className="text-lg font-extrabold">{title}</h3>
      {moments.isPending ? <Spinner label="Loading the day's moments" showLabel /> : null}
      {moments.isError ? <AlertBanner tone="warning" title="This day could not be loaded">Please try again in a moment.</AlertBanner> : null}
      {moments.data && moments.data.length === 0 ? <p className="text-muted-foreground">No moments on this day any more.</p> : null}
      {moments.data && moments.data.length > 0 ? <PostList posts={moments.data} aria-label={`Moments of ${title}`} headingAs="h4" /> : null}
    </section>
  );
}
