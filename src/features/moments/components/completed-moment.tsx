import type { Ref } from 'react';
import { PartyPopper } from 'lucide-react';
import type { Challenge } from '@/data/types';
import { CountdownToMidnight } from './countdown-to-midnight';

export type CompletedMomentProps = {
  challenge: Challenge;
  /** Takes focus when the reflection dialog closes (the buttons that opened it are gone). */
  ref?: Ref<HTMLDivElement>;
};

/** Today's moment is done; the next one comes at local midnight. */
export function CompletedMoment({ challenge, ref }: CompletedMomentProps) {
  return (
    <div ref={ref} tabIndex={-1} data-testid="moment-completed" className="flex flex-col items-center gap-3 py-2 text-center outline-none">
      <PartyPopper aria-hidden="true" className="size-12 text-primary" />
      <h3 className="text-2xl font-extrabold">Today&apos;s Family Moment Created!</h3>
      <p className="text-base text-muted-foreground">
        <span aria-hidden="true">{challenge.emoji} </span>
        {challenge.title}
      </p>
      <p className="rounded-full bg-secondary px-4 py-2 text-base font-bold text-secondary-foreground">
        Next moment in <CountdownToMidnight className="tabular-nums" />
      </p>
    </div>
  );
}
