import { useId, useState } from 'react';
import type { FamilyData } from '@/data/types';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { fallbackChallenge } from '../data/fallback-challenge';
import { useDailyMoment, type DailyMoment } from '../api/use-daily-moment';
import { DailyCardSession } from './daily-card-session';
import { useLocalDate } from './use-local-date';

export type DailyCardProps = {
  family: FamilyData;
  /** 'Continue to Family Feed' at the end of the reflection. */
  onContinueToFeed?: () => void;
  className?: string;
};

/**
 * The daily card and its dialogs (docs/product.md#daily-moment): today's challenge, one day at a
 * time (daily-card-session.tsx), with a loading card while the day is read. At local midnight the card moves to the next day's moment without a reload
 * (but never while one of its dialogs is open, so nothing the family is typing is lost).
 */
export function DailyCard({
  family,
  onContinueToFeed,
  className,
}: DailyCardProps) {
  const headingId = useId();
  const liveDate = useLocalDate();
  const [busy, setBusy] = useState(false);
  const [date, setDate] = useState(liveDate);
  if (!busy && date !== liveDate) setDate(liveDate);
  const moment = useDailyMoment(family.familyId, date);

  // Reading the day failed (storage error): the fallback challenge still gives the family a moment.
  const day: DailyMoment | undefined =
    moment.data ?? (moment.isError ? { date, challenge: fallbackChallenge, experience: null, excludedIds: [], catalogue: [] } : undefined);

  return (
    <Card aria-labelledby={headingId} data-testid="daily-card" className={className}>
      <h2 id={headingId} className="sr-only">
        Today&apos;s Family Moment
      </h2>
      {day ? (
        <DailyCardSession
          key={`${date}:${moment.isError ? 'error' : 'ok'}`}
          day={day}
          family={family}
          onContinueToFeed={onContinueToFeed}
          onBusyChange={setBusy}
        />
      ) : (
        <div className="flex flex-col gap-4" data-testid="daily-card-loading">
          <Spinner label="Loading today's moment..." showLabel />
          <Skeleton className="h-16 w-16 rounded-2xl" />
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-11 w-48 rounded-xl" />
        </div>
      )}
    </Card>
  );
}
