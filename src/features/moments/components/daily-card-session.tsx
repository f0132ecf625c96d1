import { useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FamilyData } from '@/data/types';
import { useServices } from '@/lib/services';
import { whenIdle } from '@/lib/when-idle';
import { queryKeys } from '@/data/query-keys';
import { builtInGuidance } from '../data/built-in-guidance';
import { fallbackChallenge } from '../data/fallback-challenge';
import { chooseRandomChallenge } from '../model/choose-daily-challenge';
import { dailyCardReducer, initialDailyCardState } from '../model/daily-card-state';
import { loadChallengeCatalogue } from '../data/load-challenges';
import { useFetchGuidance } from '../api/use-guidance';
import { useAiConsentGate } from '@/features/ai-tools/api/use-ai-consent-gate';
import { saveChosenChallenge, type DailyMoment } from '../api/use-daily-moment';
import { useSaveCurrentChallenge } from '../api/use-save-current-challenge';
import { allocationKey } from '../api/use-today-allocation';
import { CompletedMoment } from './completed-moment';
import { LazyCompleteConfirmDialog, LazyReflectionDialog, LazyShareMomentDialog, preloadMomentDialogs } from './lazy-moment-dialogs';
import { TodaysChallenge } from './todays-challenge';

type OpenDialog = 'none' | 'confirm' | 'share' | 'reflection';

export type DailyCardSessionProps = {
  day: DailyMoment;
  family: FamilyData;
  onContinueToFeed: (() => void) | undefined;
  onBusyChange: (busy: boolean) => void;
};

/**
 * One day of the daily card: today's challenge ready -> active (guidance) ->
 * completed after the confirmation and a successful share, then the reflection dialog. The card
 * starts a new session (a new key) when the day changes.
 */
export function DailyCardSession({
  day,
  family,
  onContinueToFeed,
  onBusyChange,
}: DailyCardSessionProps) {
  const { random } = useServices();
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
  const { challenge, status } = state;
  const guidanceGate = useAiConsentGate('guidance');

  useEffect(() => onBusyChange(dialog !== 'none'), [dialog, onBusyChange]);

  // The dialogs' code is fetched once the page is idle, so a click finds it loaded without it
  // competing with the home's own data; one opened sooner loads its own code at once
  // (lazy-moment-dialogs.tsx).
  useEffect(() => whenIdle(() => void preloadMomentDialogs()), []);
  // A challenge this load chose is saved for the day once the card shows it (use-daily-moment.ts).
  // A challenge the family picks meanwhile is saved by its own write and wins (moments.ts).
  const chosen = day.choiceUnsaved ? day.challenge.id : null;
  useEffect(() => {
    if (chosen !== null) void saveChosenChallenge(family.familyId, day.date, chosen);
  }, [chosen, family.familyId, day.date]);

  // Guidance is requested when the moment starts; any failure uses the built-in
  // guidance for the category, silently. Leaving the moment aborts the request. Until the
  // family agrees to send the challenge to the AI provider, the built-in guidance shows at once and
  // the question opens over it; 'Not now' keeps it and sends nothing.
  const active = status === 'active';
  const askToSendGuidance = guidanceGate.ask;
  const fetchGuidance = useFetchGuidance();
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const showBuiltIn = () =>
      dispatch({ type: 'GUIDANCE_LOADED', challengeId: challenge.id, guidance: builtInGuidance(challenge.category), source: 'fallback' });
    const fetchAiGuidance = async () => {
      const guidance = await fetchGuidance(challenge, controller.signal);
      if (controller.signal.aborted) return;
      if (guidance) dispatch({ type: 'GUIDANCE_LOADED', challengeId: challenge.id, guidance, source: 'ai' });
      else showBuiltIn();
    };
    // Demo mode, or no server to ask: the challenge is not sent; the built-in guidance shows.
    askToSendGuidance((mode) => (mode === 'live' ? void fetchAiGuidance() : showBuiltIn()), showBuiltIn);
    return () => controller.abort();
  }, [active, challenge, fetchGuidance, askToSendGuidance]);

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
      const catalogue = day.catalogue.length > 0 ? day.catalogue : await loadChallengeCatalogue().catch(() => []);
      const next = chooseRandomChallenge({ challenges: catalogue, currentId: challenge.id, excludedIds: day.excludedIds, random });
      dispatch({ type: 'RANDOM', challenge: next });
      if (next.id !== fallbackChallenge.id || catalogue.length > 0) {
        saveChallenge.mutate({ familyId: family.familyId, date: day.date, challenge: next });
      }
    } finally {
      setPicking(false);
    }
  };

  // Closing a task dialog refreshes the feed and the day's counts.
  const closeDialog = () => {
    setDialog('none');
    void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all });
    void queryClient.invalidateQueries({ queryKey: allocationKey(family.familyId, day.date) });
  };

  return (
    <>
      {status === 'completed' ? (
        <CompletedMoment ref={completedRef} challenge={challenge} />
      ) : (
        <TodaysChallenge
          challenge={challenge}
          status={status}
          guidance={state.guidance}
          picking={picking}
          onPickRandom={() => void pickRandom()}
          onStart={() => {
            focusNext.current = 'active';
            dispatch({ type: 'START' });
          }}
          onShare={() => setDialog('confirm')}
          onChooseDifferent={() => {
            focusNext.current = 'ready';
            dispatch({ type: 'CHOOSE_DIFFERENT' });
          }}
          startRef={startRef}
          activeRef={activeRef}
        />
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
        onShared={({ member }) => {
          setSharedBy(member.name);
          dispatch({ type: 'COMPLETE' });
          // After a task completes, the experience-sharing dialog opens.
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
        onContinueToFeed={onContinueToFeed}
        onCloseAutoFocus={(event) => {
          // The buttons that opened the dialogs are gone: the completed card takes focus.
          event.preventDefault();
          completedRef.current?.focus();
        }}
      />
      {guidanceGate.dialog}
    </>
  );
}
