import { useEffect, useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/ui/dialog';
import { useServices } from '@/lib/services';
import {
  mindfulDemoStepAt,
  msUntilNextMindfulDemoChange,
  type MindfulDemoStep,
} from '@/features/pages/model/mindful-demo';

export interface MindfulPauseDemoProps {
  /** Open the demo as if it had started this many milliseconds ago (stories, tests). */
  initialElapsedMs?: number;
  /** The demo already ran once, so the button offers to run it again. */
  initialHasRun?: boolean;
}

const stepCopy: Record<MindfulDemoStep, { title: string; description: string }> = {
  1: { title: 'Take a mindful pause', description: 'Breathe in slowly… and breathe out. Notice where you are right now.' },
  2: { title: "What's your intention?", description: 'Before you carry on, choose what you want to do next.' },
  3: { title: 'Choice created', description: 'You chose on purpose instead of on autopilot. Back to your page in a moment.' },
};

/**
 * The mindful pause demo (docs/product.md#mindful-demo): 'Experience a mindful pause' (or 'Try the demo again')
 * opens step 1; step 2 at 2 s; step 3 at 5 s; at 8 s it resets and closes. No early dismissal: like
 * the real pause, it cannot be skipped, so Escape and clicks outside are ignored. The step is a pure
 * function of the time since opening (model/mindful-demo.ts); timers only decide when to look again
 * (on a stopped clock, as in stories, they never fire and the demo holds its step).
 */
export function MindfulPauseDemo({ initialElapsedMs, initialHasRun = false }: MindfulPauseDemoProps) {
  const { clock } = useServices();
  const initialStep = initialElapsedMs === undefined ? 'closed' : mindfulDemoStepAt(initialElapsedMs);
  const [startedAt, setStartedAt] = useState<number | null>(() =>
    initialElapsedMs === undefined || initialStep === 'closed' ? null : clock.now().getTime() - initialElapsedMs,
  );
  const [step, setStep] = useState<MindfulDemoStep | 'closed'>(initialStep);
  const [hasRun, setHasRun] = useState(initialHasRun || (initialElapsedMs !== undefined && initialStep === 'closed'));

  useEffect(() => {
    if (startedAt === null) return undefined;
    const elapsed = () => clock.now().getTime() - startedAt;
    let cancel: () => void = () => undefined;
    const schedule = () => {
      const wait = msUntilNextMindfulDemoChange(elapsed()) ?? 0;
      cancel = clock.after(wait, () => {
        const next = mindfulDemoStepAt(elapsed());
        setStep(next);
        if (next === 'closed') {
          setStartedAt(null);
          setHasRun(true);
        } else {
          schedule();
        }
      });
    };
    schedule();
    return () => cancel();
  }, [startedAt, clock]);

  const open = step !== 'closed';
  const start = () => {
    setStartedAt(clock.now().getTime());
    setStep(1);
  };

  return (
    <>
      <Button size="lg" onClick={start} disabled={open}>
        {hasRun ? 'Try the demo again' : 'Experience a mindful pause'}
      </Button>
      <Dialog
        open={open}
        // No early dismissal: the dialog closes only when the run ends.
        onOpenChange={() => undefined}
      >
        {open ? (
          <DialogContent
            hideClose
            onEscapeKeyDown={(event) => event.preventDefault()}
            onPointerDownOutside={(event) => event.preventDefault()}
            onInteractOutside={(event) => event.preventDefault()}
            data-step={step}
            className="items-center text-center sm:max-w-md"
          >
            <div className="flex flex-col items-center gap-4 py-4" aria-live="polite">
              {step === 1 ? (
                <span
                  aria-hidden="true"
                  className="size-24 rounded-full bg-secondary ring-12 ring-muted motion-safe:animate-pulse"
                />
              ) : (
                <span aria-hidden="true" className="text-5xl">
                  {step === 2 ? '🧭' : '🌱'}
                </span>
              )}
              <DialogTitle className="text-2xl">{stepCopy[step].title}</DialogTitle>
              <DialogDescription>{stepCopy[step].description}</DialogDescription>
              {step === 2 ? (
                // The buttons show the choice the real pause offers; in the demo they do nothing.
                <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
                  <Button variant="primary">Continue mindfully</Button>
                  <Button variant="outline">Do something else</Button>
                </div>
              ) : null}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
