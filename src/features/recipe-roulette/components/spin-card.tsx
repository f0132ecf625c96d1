import { Dices } from 'lucide-react';
import type { Recipe } from '@/data/types';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cn } from '@/lib/cn';
import type { SpinFrame } from '@/features/recipe-roulette/components/spin-frame';

export type SpinCardProps = {
  /** The spin's current frame, or null when no spin is under way. */
  frame: SpinFrame<Recipe> | null;
  recipeCount: number;
  onSpin: () => void;
  /** The recipes are not loaded yet. */
  disabled?: boolean;
};

export const SPIN_BUTTON_LABEL = 'Spin the Roulette';
export const REVEAL_HEADING = "Tonight's selection";

/**
 * The spin card. The plate shows the 3-2-1 countdown, then the recipes
 * the roulette cycles through, then 'Tonight's selection'. Motion is only ever a gentle pop or fade,
 * and none at all for people who ask for reduced motion: the same steps, shown still.
 */
export function SpinCard({ frame, recipeCount, onSpin, disabled = false }: SpinCardProps) {
  const spinning = frame !== null;
  return (
    <section aria-labelledby="spin-heading" data-testid="spin-card">
      <Card padding="lg" className="md:flex-row md:items-center md:justify-between md:gap-8">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-extrabold tracking-wide text-primary uppercase">Can&apos;t decide what to cook?</p>
          <h2 id="spin-heading" className="text-2xl font-extrabold leading-tight sm:text-3xl">
            Spin for tonight&apos;s dinner
          </h2>
          <p className="max-w-prose text-base text-muted-foreground">
            The roulette picks one of your {recipeCount} recipes at random. Gather everyone round and count down
            together!
          </p>
          <Button size="lg" className="mt-1 self-start" onClick={onSpin} disabled={disabled || spinning}>
            <Dices aria-hidden="true" />
            {SPIN_BUTTON_LABEL}
          </Button>
        </div>
        <SpinPlate frame={frame} />
      </Card>
    </section>
  );
}

function SpinPlate({ frame }: { frame: SpinFrame<Recipe> | null }) {
  const phase = frame?.phase ?? 'idle';
  return (
    <div className="flex justify-center">
      <p role="status" data-testid="spin-status" className="sr-only">
        {announcement(frame)}
      </p>
      <div
        data-testid="spin-plate"
        data-phase={phase}
        aria-hidden="true"
        className={cn(
          'flex size-52 shrink-0 flex-col items-center justify-center gap-1 rounded-full border-8 px-6 text-center shadow-inner sm:size-60',
          phase === 'reveal' || phase === 'done'
            ? 'border-secondary bg-primary text-primary-foreground'
            : 'border-surface-raised bg-secondary text-secondary-foreground ring-1 ring-border',
        )}
      >
        <PlateContent frame={frame} />
      </div>
    </div>
  );
}

function PlateContent({ frame }: { frame: SpinFrame<Recipe> | null }) {
  if (!frame) {
    return (
      <>
        <span className="text-5xl leading-none">🍽️</span>
        <span className="text-sm font-bold">Ready when you are</span>
      </>
    );
  }
  switch (frame.phase) {
    case 'countdown':
      return (
        <span key={frame.value} data-testid="spin-countdown" className="text-7xl font-extrabold tabular-nums motion-safe:animate-pop-in">
          {frame.value}
        </span>
      );
    case 'cycling':
      return (
        <>
          <span className="text-xs font-bold tracking-wide uppercase">Choosing…</span>
          <span
            key={frame.pick}
            data-testid="spin-cycling"
            className="line-clamp-3 text-lg font-extrabold break-words motion-safe:animate-fade-in"
          >
            {frame.recipe.name}
          </span>
        </>
      );
    case 'reveal':
    case 'done':
      return (
        <>
          <span className="text-sm font-bold">{REVEAL_HEADING}</span>
          <span data-testid="spin-reveal" className="line-clamp-3 text-xl font-extrabold break-words motion-safe:animate-pop-in">
            {frame.recipe.name}
          </span>
        </>
      );
  }
}

/** What a screen reader hears: each countdown number, once 'Choosing a recipe', then the choice. */
function announcement(frame: SpinFrame<Recipe> | null): string {
  if (!frame) return '';
  switch (frame.phase) {
    case 'countdown':
      return String(frame.value);
    case 'cycling':
      return 'Choosing a recipe…';
    case 'reveal':
    case 'done':
      return `${REVEAL_HEADING}: ${frame.recipe.name}`;
  }
}
