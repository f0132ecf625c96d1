import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '@/lib/services';

export interface UseElapsedSecondsOptions {
  /** Counts only while true; pausing keeps the seconds counted so far. */
  running: boolean;
  /** Seconds already on the clock when the hook mounts (stories start a letter at 30 s, 90 s ...). */
  initialElapsed?: number;
  /**
   * How often the clock is read. Shorter than a second so the display never skips or repeats a
   * second when the interval fires a little early or late.
   */
  pollMs?: number;
}

export interface ElapsedSeconds {
  /** Whole seconds counted. */
  elapsed: number;
  /** Starts counting again from `seconds` (default 0), e.g. for a new letter. */
  restart: (seconds?: number) => void;
}

/** The letter-mode timer, in whole seconds. */
export function useElapsedSeconds({
  running,
  initialElapsed = 0,
  pollMs = 250,
}: UseElapsedSecondsOptions): ElapsedSeconds {
  // The services' clock: stories stop it (every state at an exact second), tests drive it with fake timers.
  const { clock } = useServices();
  const initialSeconds = Number.isFinite(initialElapsed) ? Math.max(0, Math.floor(initialElapsed)) : 0;
  const [elapsed, setElapsed] = useState(initialSeconds);
  const [generation, setGeneration] = useState(0);
  // Milliseconds counted before the current run (the time from earlier runs, or the restart value).
  const baseMs = useRef(initialSeconds * 1000);
  // Set by restart() so that the cleanup of the run it ends does not add that run's time to the
  // fresh base.
  const restarting = useRef(false);

  useEffect(() => {
    restarting.current = false;
    if (!running) return undefined;
    const startedAt = clock.now().getTime();
    const read = () => Math.floor((baseMs.current + clock.now().getTime() - startedAt) / 1000);
    const stop = clock.every(pollMs, () => setElapsed(read()));
    return () => {
      stop();
      if (!restarting.current) baseMs.current += clock.now().getTime() - startedAt;
    };
  }, [running, clock, pollMs, generation]);

  const restart = useCallback((seconds = 0) => {
    const whole = Math.max(0, Math.floor(seconds));
    baseMs.current = whole * 1000;
    restarting.current = true;
    setElapsed(whole);
    setGeneration((g) => g + 1);
  }, []);

  return { elapsed, restart };
}
