import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '@/lib/services';
import { SPIN_TICK_VOLUME, type SpinPlan } from '@/features/recipe-roulette/model/spin';
import { spinMoments } from '@/features/recipe-roulette/components/spin-frame';

export interface SpinProgress<T> {
  plan: SpinPlan<T>;
  /** How far into the plan the card is (the time of the last moment reached). */
  elapsedMs: number;
}

export interface UseSpinOptions<T> {
  /** After 'Tonight's selection' has shown for its 2 seconds. */
  onFinished: (chosen: T) => void;
}

/**
 * Plays a planned spin: a tick at volume 0.4 on each countdown step, the
 * card moving to each cycle pick and to the reveal on time, then `onFinished` with the chosen
 * recipe. Every moment is scheduled from the press, so a late timer never shifts the ones after it.
 * The moments run on the services' clock: tests drive it with fake timers, stories stop it at an
 * exact moment of the spin.
 */
export function useSpin<T>({ onFinished }: UseSpinOptions<T>) {
  const { clock: scheduler, tick: sound } = useServices();
  const [progress, setProgress] = useState<SpinProgress<T> | null>(null);
  const cancels = useRef<(() => void)[]>([]);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  const stop = useCallback(() => {
    for (const cancel of cancels.current) cancel();
    cancels.current = [];
  }, []);

  // A spin never outlives the page: leaving mid-spin cancels what is left of it.
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (plan: SpinPlan<T>) => {
      stop();
      setProgress({ plan, elapsedMs: 0 });
      for (const moment of spinMoments(plan)) {
        const reach = () => {
          if (moment.tick) sound.play(SPIN_TICK_VOLUME);
          setProgress((current) => (current?.plan === plan ? { plan, elapsedMs: moment.atMs } : current));
        };
        // The first tick sounds in the press itself (browsers allow audio to start from a click).
        if (moment.atMs <= 0) reach();
        else cancels.current.push(scheduler.after(moment.atMs, reach));
      }
      cancels.current.push(
        scheduler.after(plan.totalMs, () => {
          cancels.current = [];
          setProgress(null);
          finished.current(plan.chosen);
        }),
      );
    },
    [scheduler, sound, stop],
  );

  return { progress, spinning: progress !== null, start };
}
