import type { Ref } from 'react';
import { Shuffle } from 'lucide-react';
import type { Challenge, Guidance } from '@/data/types';
import { AlertBanner } from '@/ui/alert-banner';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { IconButton } from '@/ui/icon-button';
import { GuidancePanel } from './guidance-panel';

export type TodaysChallengeProps = {
  challenge: Challenge;
  /** 'ready': the start button; 'active': the guidance and the buttons to share or choose again. */
  status: 'ready' | 'active';
  guidance: Guidance | null;
  /** A random challenge is being picked: the shuffle button waits. */
  picking: boolean;
  onPickRandom: () => void;
  onStart: () => void;
  onShare: () => void;
  onChooseDifferent: () => void;
  /** Focus targets for keyboard users when the buttons they pressed disappear. */
  startRef?: Ref<HTMLButtonElement>;
  activeRef?: Ref<HTMLDivElement>;
};

/** Today's challenge before it is done, ready to start or under way. */
export function TodaysChallenge({
  challenge,
  status,
  guidance,
  picking,
  onPickRandom,
  onStart,
  onShare,
  onChooseDifferent,
  startRef,
  activeRef,
}: TodaysChallengeProps) {
  return (
    <>
      <div className="flex flex-col gap-3" aria-live="polite" data-testid="moment-challenge">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-secondary text-4xl">
            {challenge.emoji}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-sm font-bold text-muted-foreground">Today&apos;s Family Moment</p>
            <h3 className="text-xl font-extrabold leading-tight" data-testid="moment-title">
              {challenge.title}
            </h3>
            <Badge variant="secondary">{challenge.category}</Badge>
          </div>
          <IconButton label="Surprise us with another challenge" variant="outline" onClick={onPickRandom} disabled={picking} className="shrink-0">
            <Shuffle />
          </IconButton>
        </div>
        <p className="text-base">{challenge.description}</p>
      </div>

      {challenge.safetyNote ? (
        <AlertBanner tone="warning" title="Safety note" data-testid="moment-safety-note">
          {challenge.safetyNote}
        </AlertBanner>
      ) : null}

      {status === 'ready' ? (
        <Button ref={startRef} size="lg" onClick={onStart}>
          Start Family Moment
        </Button>
      ) : (
        <div ref={activeRef} tabIndex={-1} aria-label="Your family moment has started" className="flex flex-col gap-4 outline-none">
          <GuidancePanel guidance={guidance} />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button onClick={onShare}>Share Our Family Experience</Button>
            <Button variant="outline" onClick={onChooseDifferent}>
              Choose Different Moment
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
