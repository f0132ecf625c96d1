import { ChefHat, Trash2 } from 'lucide-react';
import type { Difficulty, Recipe } from '@/data/types';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { isDefaultRecipe } from '@/features/recipe-roulette/data/default-recipes';

export const difficultyLabels = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

const difficultyTones = { easy: 'success', medium: 'secondary', hard: 'warning' } as const;

/** The recipe's difficulty, in the same colours wherever it shows. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge variant={difficultyTones[difficulty]}>{difficultyLabels[difficulty]}</Badge>;
}

export function ingredientCountLabel(count: number): string {
  return count === 1 ? '1 ingredient' : `${count} ingredients`;
}

/** How often the family has cooked it (cookedDates). */
export function timesCookedLabel(count: number): string {
  if (count === 0) return 'Not cooked yet';
  if (count === 1) return 'Cooked once';
  return `Cooked ${count} times`;
}

export type RecipeCardProps = {
  recipe: Recipe;
  /** Only the family's own recipes can be deleted. */
  onDelete?: (recipe: Recipe) => void;
  deleteDisabled?: boolean;
};

/** One recipe of the collection: name, contributor, difficulty, ingredient count, times cooked. */
export function RecipeCard({ recipe, onDelete, deleteDisabled = false }: RecipeCardProps) {
  const isDefault = isDefaultRecipe(recipe.id);
  return (
    <Card variant="flat" className="h-full gap-3" data-testid="recipe-card">
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-extrabold leading-snug break-words">{recipe.name}</h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <ChefHat aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-words">
            {isDefault ? 'A Hearth classic' : `From ${recipe.contributor}`}
          </span>
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={`About ${recipe.name}`}>
        <li>
          <DifficultyBadge difficulty={recipe.difficulty} />
        </li>
        <li>
          <Badge>{ingredientCountLabel(recipe.ingredients.length)}</Badge>
        </li>
        <li>
          <Badge variant="outline">{timesCookedLabel(recipe.cookedDates.length)}</Badge>
        </li>
      </ul>
      {!isDefault && onDelete ? (
        <div className="mt-auto flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onDelete(recipe)} disabled={deleteDisabled}>
            <Trash2 aria-hidden="true" />
            Delete{' '}
            <span className="sr-only">{recipe.name}</span>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
