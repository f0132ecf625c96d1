import { useCallback, useEffect, useRef, useState } from 'react';
import { chatCompletionImage } from '@/data/api/ai-client';
import { rankedModelsFor } from '@/lib/ai/ai-models';
import { useServices, type Services } from '@/lib/services';
import { restylePhoto } from '@/features/time-travel/device/restyle-photo';
import type { Decade } from '@/features/time-travel/model/decades';
import { allSlotsFailed, anySlotBusy, type SlotError, type Slots } from '@/features/time-travel/model/slots';
import { createTimeTravelRunner, type TimeTravelDeps, type TimeTravelRunner } from '@/features/time-travel/model/time-travel-runner';
import type { AiSendMode } from '@/features/ai-tools/model/send-mode';

/** The slots on screen refresh every 2000 ms while generating. */
export const STATUS_REFRESH_MS = 2000;

export type TimeTravelPhase = 'idle' | 'uploaded' | 'generating' | 'results';

/** The runner's steps: the ranked models, this device's model health and clock, Hearth's AI proxy. */
function timeTravelDeps({ ai, clock }: Pick<Services, 'ai' | 'clock'>): TimeTravelDeps {
  return {
    models: rankedModelsFor('timeTravel'),
    store: ai.modelHealth,
    now: () => clock.now(),
    requestImage: (body, signal) => chatCompletionImage(body, { signal }),
    restyle: restylePhoto,
  };
}

export interface TimeTravelState {
  phase: TimeTravelPhase;
  photo: string | null;
  slots: Slots | null;
  demoMode: boolean;
  /** Set when every slot failed: the last error, for the error dialog. */
  failure: SlotError | null;
  choosePhoto: (dataUrl: string) => void;
  /** `mode`: what the consent gate decided ('live' by default). */
  generate: (mode?: AiSendMode) => void;
  regenerate: (decade: Decade, mode?: AiSendMode) => void;
  startOver: () => void;
  dismissFailure: () => void;
}

export interface UseTimeTravelOptions {
  /** Stories start from a chosen photo. */
  initialPhoto?: string | null;
  /** Stories start generating at once. */
  autoStart?: boolean;
}

export function useTimeTravel({ initialPhoto = null, autoStart = false }: UseTimeTravelOptions = {}): TimeTravelState {
  const services = useServices();
  const [photo, setPhoto] = useState<string | null>(initialPhoto);
  const [slots, setSlots] = useState<Slots | null>(null);
  const [demoMode, setDemoMode] = useState(false);
  const [failure, setFailure] = useState<SlotError | null>(null);
  const runnerRef = useRef<TimeTravelRunner | null>(null);
  const servicesRef = useRef(services);
  useEffect(() => {
    servicesRef.current = services;
  });
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopRefresh = useCallback(() => {
    if (timerRef.current !== null) clearInterval(timerRef.current);
    timerRef.current = null;
  }, []);

  const flush = useCallback((runner: TimeTravelRunner) => {
    if (runnerRef.current !== runner) return;
    setSlots(runner.getSlots());
    setDemoMode(runner.isDemoMode());
  }, []);

  const startRefresh = useCallback(
    (runner: TimeTravelRunner) => {
      if (timerRef.current !== null) return;
      timerRef.current = setInterval(() => flush(runner), STATUS_REFRESH_MS);
    },
    [flush],
  );

  const cancelRun = useCallback(() => {
    stopRefresh();
    runnerRef.current?.cancel();
    runnerRef.current = null;
  }, [stopRefresh]);

  useEffect(() => cancelRun, [cancelRun]);

  const generate = useCallback((mode: AiSendMode = 'live') => {
    if (!photo) return;
    cancelRun();
    const runner = createTimeTravelRunner(photo, timeTravelDeps(servicesRef.current));
    runnerRef.current = runner;
    setFailure(null);
    runner.subscribe((current) => {
      // The screen follows the 2-second refresh; the end of a run shows at once.
      if (anySlotBusy(current) || runnerRef.current !== runner) return;
      stopRefresh();
      flush(runner);
      if (allSlotsFailed(current)) setFailure(runner.lastError());
    });
    runner.start(mode);
    flush(runner);
    startRefresh(runner);
  }, [photo, cancelRun, flush, startRefresh, stopRefresh]);

  const regenerate = useCallback(
    (decade: Decade, mode: AiSendMode = 'live') => {
      const runner = runnerRef.current;
      if (!runner || !runner.regenerate(decade, mode)) return;
      flush(runner);
      startRefresh(runner);
    },
    [flush, startRefresh],
  );

  const choosePhoto = useCallback(
    (dataUrl: string) => {
      cancelRun();
      setSlots(null);
      setFailure(null);
      setDemoMode(false);
      setPhoto(dataUrl);
    },
    [cancelRun],
  );

  const startOver = useCallback(() => {
    cancelRun();
    setSlots(null);
    setFailure(null);
    setDemoMode(false);
    setPhoto(null);
  }, [cancelRun]);

  useEffect(() => {
    // Guarded by the runner rather than a flag, so React's development remount (which cancels the
    // run in the cleanup above) starts it again.
    if (autoStart && photo && runnerRef.current === null) generate('live');
  }, [autoStart, photo, generate]);

  const phase: TimeTravelPhase = !photo ? 'idle' : !slots ? 'uploaded' : anySlotBusy(slots) ? 'generating' : 'results';

  return {
    phase,
    photo,
    slots,
    demoMode,
    failure,
    choosePhoto,
    generate,
    regenerate,
    startOver,
    dismissFailure: () => setFailure(null),
  };
}
