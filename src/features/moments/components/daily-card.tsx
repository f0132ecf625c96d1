import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PartyPopper, Shuffle } from 'lucide-react';
import type { FamilyData } from '@/data/types';
import { queryKeys } from '@/data/query-keys';
import { AlertBanner } from '@/ui/alert-banner';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { IconButton } from '@/ui/icon-button';
import { Skeleton } from '@/ui/skeleton';
import { Spinner } from '@/ui/spinner';
import { builtInGuidance } from '../data/built-in-guidance';
import { fallbackChallenge } from '../data/fallback-challenge';
import { chooseRandomChallenge } from '../model/choose-daily-challenge';
import { dailyCardReducer, initialDailyCardState } from '../model/daily-card-state';
import { loadChallengeCatalogue, type LoadChallenges } from '../api/load-challenges';
import { requestGuidance, resolveGuidanceModel } from '../api/request-guidance';
import { saveChosenChallenge, useDailyMoment, type DailyMoment } from '../api/use-daily-moment';
import { useSaveCurrentChallenge } from '../api/use-save-current-challenge';
import { allocationKey } from '../api/use-today-allocation';
import { CountdownToMidnight } from './countdown-to-midnight';
import { GuidancePanel } from './guidance-panel';
import { LazyCompleteConfirmDialog, LazyReflectionDialog, LazyShareMomentDialog, preloadMomentDialogs } from './lazy-moment-dialogs';
import type { CompressPhoto } from './photo-picker-field';
import { systemClock, useLocalDate, type Clock } from './use-clock';

export type DailyCardProps = {
  family: FamilyData;
  /** The time the card reads (stories and tests fix it). */
  clock?: Clock;
  /** Loads the challenge catalogue (default: the lazily loaded chunk). */
  loadChallenges?: LoadChallenges;
  /** Randomness of the random-challenge button. */
  random?: () => number;
  compressPhoto?: CompressPhoto;
  /** 'Continue to Family Feed' at the end of the reflection. */
  onContinueToFeed?: () => void;
  className?: string;
};

type OpenDialog = 'none' | 'confirm' | 'share' | 'reflection';

/**
 * core spec §2 "Daily card and dialogs", §4 "Daily challenge card": today's challenge, ready ->
 * active (guidance) -> completed after the confirmation and a successful share, then the
 * reflection dialog. At local midnight the card moves to the next day's moment without a reload
 * (but never while one of its dialogs is open, so nothing the family is typing is lost).
 */
export function DailyCard({
  family,
  clock = systemClock,
  loadChallenges = loadChallengeCatalogue,
  random = Math.random,
  compressPhoto,
  onContinueToFeed,
  className,
}: DailyCardProps) {
  const headingId = useId();
  const liveDate = useLocalDate(clock);
  const [busy, setBusy] = useState(false);
  const [date, setDate] = useState(liveDate);
  if (!busy && date !== liveDate) setDate(liveDate);
  const moment = useDailyMoment(family.familyId, date, loadChallenges);

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
          clock={clock}
          loadChallenges={loadChallenges}
          random={random}
          compressPhoto={compressPhoto}
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

type SessionProps = {
  day: DailyMoment;
  family: FamilyData;
  clock: Clock;
  loadChallenges: LoadChallenges;
  random: () => number;
  compressPhoto: CompressPhoto | undefined;
  onContinueToFeed: (() => void) | undefined;
  onBusyChange: (busy: boolean) => void;
};

function DailyCardSession({ day, family, clock, loadChallenges, random, compressPhoto, onContinueToFeed, onBusyChange }: SessionProps) {
  const queryClient = useQueryClient();
  const saveChallenge = useSaveCurrentChallenge();
  const [state, dispatch] = useReducer(
    dailyCardReducer,
    { challenge: day.challenge, completed: day.experience !== null },
    initialDailyCardState,
  );
  const [dialog, setDialog] = useState<OpenDialog>('none');
  const [sharedBy, setSharedBy] = useState('');
  const [picking, setPicking] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  const activeRef = useRef<HTMLDivElement>(null);
  const completedRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'ready' | 'active' | null>(null);
  const { challenge, status, guidanceStatus } = state;

  useEffect(() => onBusyChange(dialog !== 'none'), [dialog, onBusyChange]);

  // The dialogs' code is fetched once the card has rendered, so a click finds it loaded; one opened
  // sooner loads its own code at once (lazy-moment-dialogs.tsx).
  useEffect(() => void preloadMomentDialogs(), []);
  // A challenge this load chose is saved for the day once the card shows it (use-daily-moment.ts).
  // A challenge the family picks meanwhile is saved by its own write and wins (moments.ts).
  const chosen = day.choiceUnsaved ? day.challenge.id : null;
  useEffect(() => {
    if (chosen !== null) void saveChosenChallenge(family.familyId, day.date, chosen);
  }, [chosen, family.familyId, day.date]);

  // core spec §4, §7: guidance is requested when the moment starts; any failure uses the built-in
  // guidance for the category, silently. Leaving the moment aborts the request.
  useEffect(() => {
    if (status !== 'active' || guidanceStatus !== 'loading') return;
    const controller = new AbortController();
    void (async () => {
      const model = await resolveGuidanceModel(queryClient);
      if (controller.signal.aborted) return;
      const guidance = await requestGuidance(challenge, model, { signal: controller.signal });
      if (controller.signal.aborted) return;
      dispatch({
        type: 'GUIDANCE_LOADED',
        challengeId: challenge.id,
        guidance: guidance ?? builtInGuidance(challenge.category),
        source: guidance ? 'ai' : 'fallback',
      });
    })();
    return () => controller.abort();
  }, [status, guidanceStatus, challenge, queryClient]);

  // Keyboard and screen-reader users keep their place when the buttons they pressed disappear.
  useEffect(() => {
    const target = focusNext.current;
    if (!target || target !== status) return;
    focusNext.current = null;
    (target === 'ready' ? startRef : activeRef).current?.focus();
  }, [status]);

  const pickRandom = async () => {
    setPicking(true);
    try {
      const catalogue = day.catalogue.length > 0 ? day.catalogue : await loadChallenges().catch(() => []);
      const next = chooseRandomChallenge({ challenges: catalogue, currentId: challenge.id, excludedIds: day.excludedIds, random });
      dispatch({ type: 'RANDOM', challenge: next });
      if (next.id !== fallbackChallenge.id || catalogue.length > 0) {
        saveChallenge.mutate({ familyId: family.familyId, date: day.date, challenge: next });
      }
    } finally {
      setPicking(false);
    }
  };

  // core spec §2: closing a task dialog refreshes the feed and the day's counts.
  const closeDialog = () => {
    setDialog('none');
    void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
    void queryClient.invalidateQueries({ queryKey: allocationKey(family.familyId, day.date) });
  };

  return (
    <>
      {status === 'completed' ? (
        <div
          ref={completedRef}
          tabIndex={-1}
          data-testid="moment-completed"
          className="flex flex-col items-center gap-3 py-2 text-center outline-none"
        >
          <PartyPopper aria-hidden="true" className="size-12 text-primary" />
          <h3 className="text-2xl font-extrabold">Today&apos;s Family Moment Created!</h3>
          <p className="text-base text-muted-foreground">
            <span aria-hidden="true">{challenge.emoji} </span>
            {challenge.title}
          </p>
          <p className="rounded-full bg-secondary px-4 py-2 text-base font-bold text-secondary-foreground">
            Next moment in <CountdownToMidnight clock={clock} className="tabular-nums" />
          </p>
        </div>
      ) : (
        <>
          <div
            className="flex flex-col gap-3"
            aria-live="polite"
            data-testid="moment-challenge"
          >
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
              <IconButton
                label="Surprise us with another challenge"
                variant="outline"
                onClick={() => void pickRandom()}
                disabled={picking}
                className="shrink-0"
              >
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
            <Button
              ref={startRef}
              size="lg"
              onClick={() => {
                focusNext.current = 'active';
                dispatch({ type: 'START' });
              }}
            >
              Start Family Moment
            </Button>
          ) : (
            <div ref={activeRef} tabIndex={-1} aria-label="Your family moment has started" className="flex flex-col gap-4 outline-none">
              <GuidancePanel guidance={state.guidance} />
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button onClick={() => setDialog('confirm')}>Share Our Family Experience</Button>
                <Button
                  variant="outline"
                  onClick={() => {
                    focusNext.current = 'ready';
                    dispatch({ type: 'CHOOSE_DIFFERENT' });
                  }}
                >
                  Choose Different Moment
                </Button>
              </div>
            </div>
          )}
        </>
      )}

      <LazyCompleteConfirmDialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => (open ? setDialog('confirm') : closeDialog())}
        onConfirm={() => setDialog('share')}
      />
      <LazyShareMomentDialog
        open={dialog === 'share'}
        onOpenChange={(open) => (open ? setDialog('share') : closeDialog())}
        family={family}
        date={day.date}
        task={challenge}
        completesMoment
        clock={clock}
        {...(compressPhoto ? { compressPhoto } : {})}
        onShared={({ member }) => {
          setSharedBy(member.name);
          dispatch({ type: 'COMPLETE' });
          // core spec §2: after a task completes, the experience-sharing dialog opens.
          setDialog('reflection');
        }}
      />
      <LazyReflectionDialog
        open={dialog === 'reflection'}
        onOpenChange={(open) => (open ? setDialog('reflection') : closeDialog())}
        family={family}
        date={day.date}
        task={challenge}
        memberName={sharedBy}
        clock={clock}
        onContinueToFeed={onContinueToFeed}
        onCloseAutoFocus={(event) => {
          // The buttons that opened the dialogs are gone: the completed card takes focus.
          event.preventDefault();
          completedRef.current?.focus();
        }}
      />
    </>
  );
}
