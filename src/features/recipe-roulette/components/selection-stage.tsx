import { useId } from 'react';
import { ArrowLeft, ChefHat, CookingPot } from 'lucide-react';
import type { Recipe } from '@/data/types';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { allergensOf, isDefaultRecipe, safetyOf } from '@/features/recipe-roulette/data/default-recipes';
import { DifficultyBadge, ingredientCountLabel, timesCookedLabel } from '@/features/recipe-roulette/components/recipe-card';
import { REVEAL_HEADING } from '@/features/recipe-roulette/components/spin-card';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

export type SelectionStageProps = {
  recipe: Recipe;
  /** Indexes of the ticked ingredients. */
  ticked: readonly number[];
  onToggleIngredient: (index: number) => void;
  onBack: () => void;
  onStartCooking: () => void;
  /** Focus the heading on mount (after the family's own move, not on a first render). */
  focusHeading?: boolean;
};

/** The selection stage: the chosen recipe with its ingredient checklist. */
export function SelectionStage({ recipe, ticked, onToggleIngredient, onBack, onStartCooking, focusHeading = false }: SelectionStageProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const checklistId = useId();
  const readyCount = ticked.length;
  const total = recipe.ingredients.length;
  return (
    <section aria-labelledby="selection-heading" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Card padding="lg">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-extrabold tracking-wide text-primary uppercase">{REVEAL_HEADING}</p>
          <h2 id="selection-heading" ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold leading-tight break-words outline-none">
            {recipe.name}
          </h2>
          <p className="flex items-center gap-1.5 text-base text-muted-foreground">
            <ChefHat aria-hidden="true" className="size-5 shrink-0" />
            {isDefaultRecipe(recipe.id) ? 'A Hearth classic' : `From ${recipe.contributor}`}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label={`About ${recipe.name}`}>
            <li>
              <DifficultyBadge difficulty={recipe.difficulty} />
            </li>
            <li>
              <Badge>{ingredientCountLabel(total)}</Badge>
            </li>
            <li>
              <Badge variant="outline">{timesCookedLabel(recipe.cookedDates.length)}</Badge>
            </li>
          </ul>
          {allergensOf(recipe.id) ? (
            <p className="text-base" data-testid="recipe-allergens">
              <strong>Allergens:</strong> {allergensOf(recipe.id)?.join('; ')}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={checklistId} className="text-xl font-extrabold">
              Ingredients
            </h3>
            <p className="text-sm font-bold text-muted-foreground" aria-live="polite">
              {readyCount} of {total} ready
            </p>
          </div>
          <p className="text-sm text-muted-foreground">Tick each one off as you gather it.</p>
          <ul aria-labelledby={checklistId} className="flex flex-col divide-y divide-border rounded-xl border border-border">
            {recipe.ingredients.map((ingredient, index) => {
              const checked = ticked.includes(index);
              return (
                <li key={`${index}-${ingredient}`}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2.5 hover:bg-muted">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 cursor-pointer accent-primary"
                      checked={checked}
                      onChange={() => onToggleIngredient(index)}
                    />
                    <span className={checked ? 'text-muted-foreground line-through' : undefined}>{ingredient}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </div>

        {recipe.notes ? (
          <div className="flex flex-col gap-2">
            <h3 className="text-xl font-extrabold">How to make it</h3>
            <p className="whitespace-pre-line break-words text-base leading-relaxed">{recipe.notes}</p>
          </div>
        ) : null}

        {safetyOf(recipe.id).length > 0 ? (
          <div className="flex flex-col gap-2 rounded-2xl bg-muted p-4" data-testid="recipe-safety">
            <h3 className="text-lg font-extrabold">Cooking safely</h3>
            <ul className="list-disc pl-5 text-base leading-relaxed">
              {safetyOf(recipe.id).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button size="lg" onClick={onStartCooking}>
            <CookingPot aria-hidden="true" />
            Start Cooking
          </Button>
        </div>
      </Card>
    </section>
  );
}
