import { useState } from 'react';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import type { FamilyMember, Recipe } from '@/data/types';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { NewRecipe } from '@/features/recipe-roulette/api/use-add-recipe';
import { isDefaultRecipe } from '@/features/recipe-roulette/data/default-recipes';
import { paginate } from '@/features/recipe-roulette/model/paginate';
import { ADD_RECIPE_TITLE, AddRecipeDialog } from '@/features/recipe-roulette/components/add-recipe-dialog';
import { RecipeCard } from '@/features/recipe-roulette/components/recipe-card';
import type { RecipeFormValues } from '@/features/recipe-roulette/components/recipe-form';
import { SpinCard } from '@/features/recipe-roulette/components/spin-card';
import type { SpinFrame } from '@/features/recipe-roulette/components/spin-frame';

export type CollectionStageProps = {
  recipes: readonly Recipe[];
  members: readonly FamilyMember[];
  /** 1-based; clamped to the pages there are. */
  page: number;
  onPageChange: (page: number) => void;
  spinFrame: SpinFrame<Recipe> | null;
  onSpin: () => void;
  /** Resolves true when the recipe was saved. */
  onAddRecipe: (recipe: NewRecipe) => Promise<boolean>;
  /** Resolves true when the recipe was deleted. */
  onDeleteRecipe: (recipe: Recipe) => Promise<boolean>;
  /** Opens with the add dialog open and these values typed (stories). */
  initialAddForm?: Partial<RecipeFormValues>;
};

/** What the collection holds, in words: the classics, and the family's own when there are any. */
export function collectionSummary(recipes: readonly Recipe[]): string {
  const own = recipes.filter((recipe) => !isDefaultRecipe(recipe.id)).length;
  const classics = recipes.length - own;
  if (own === 0) return `${classics} Hearth classics. Add your family's own favourites too!`;
  return `${recipes.length} recipes: ${classics} Hearth classics and ${own} of your family's own.`;
}

/** The collection stage: the spin card, the paged recipe list and 'Add Family Recipe'. */
export function CollectionStage({
  recipes,
  members,
  page,
  onPageChange,
  spinFrame,
  onSpin,
  onAddRecipe,
  onDeleteRecipe,
  initialAddForm,
}: CollectionStageProps) {
  const [adding, setAdding] = useState(initialAddForm !== undefined);
  const [deleting, setDeleting] = useState<Recipe | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const spinning = spinFrame !== null;
  const current = paginate(recipes, page);

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await onDeleteRecipe(deleting);
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <SpinCard frame={spinFrame} recipeCount={recipes.length} onSpin={onSpin} />

      <section aria-labelledby="collection-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id="collection-heading" className="text-2xl font-extrabold">
              Your Recipe Collection
            </h2>
            <p className="text-base text-muted-foreground">
              {collectionSummary(recipes)}
            </p>
          </div>
          <Button variant="secondary" onClick={() => setAdding(true)} disabled={spinning}>
            <Plus aria-hidden="true" />
            {ADD_RECIPE_TITLE}
          </Button>
        </div>

        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Recipes, page ${current.page} of ${current.pageCount}`}>
          {current.items.map((recipe) => (
            <li key={recipe.id} className="flex flex-col">
              <RecipeCard recipe={recipe} onDelete={setDeleting} deleteDisabled={spinning} />
            </li>
          ))}
        </ul>

        {current.pageCount > 1 ? (
          <nav aria-label="Recipe pages" className="flex items-center justify-between gap-3">
            <Button
              variant="outline"
              aria-label="Previous page"
              onClick={() => onPageChange(current.page - 1)}
              disabled={current.page <= 1}
            >
              <ChevronLeft aria-hidden="true" />
              {/* Phones show the short word; the accessible name is always the full label. */}
              <span>
                Previous<span className="hidden sm:inline"> page</span>
              </span>
            </Button>
            <p className="text-sm font-bold text-muted-foreground" aria-live="polite">
              Page {current.page} of {current.pageCount}
            </p>
            <Button
              variant="outline"
              aria-label="Next page"
              onClick={() => onPageChange(current.page + 1)}
              disabled={current.page >= current.pageCount}
            >
              <span>
                Next<span className="hidden sm:inline"> page</span>
              </span>
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        ) : null}
      </section>

      <AddRecipeDialog
        open={adding}
        onOpenChange={setAdding}
        members={members}
        onSave={onAddRecipe}
        initialValues={initialAddForm}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete recipe?'}
        description="It leaves your collection on every spin. Meals already shared on the family feed stay there."
        confirmLabel="Delete"
        cancelLabel="Keep it"
        tone="danger"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
