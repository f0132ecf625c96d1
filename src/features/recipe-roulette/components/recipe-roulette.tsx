import { storageErrorMessage } from '@/data/errors';
import { useCallback, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DefaultRecipeError } from '@/data/errors';
import { LOCAL_FAMILY_ID } from '@/data/ids';
import type { FamilyData, Recipe } from '@/data/types';
import { PendingOrFailed } from '@/ui/pending-or-failed';
import { toast } from '@/ui/toast';
import { useServices } from '@/lib/services';
import { FamilyNotLoadedError, useAddRecipe, type NewRecipe } from '@/features/recipe-roulette/api/use-add-recipe';
import { useDeleteRecipe } from '@/features/recipe-roulette/api/use-delete-recipe';
import { useRecipeCollection } from '@/features/recipe-roulette/api/use-recipe-collection';
import { useSaveCookingSession } from '@/features/recipe-roulette/api/use-save-cooking-session';
import { isDefaultRecipe } from '@/features/recipe-roulette/data/default-recipes';
import { paginate } from '@/features/recipe-roulette/model/paginate';
import { planSpin } from '@/features/recipe-roulette/model/spin';
import { CollectionStage } from '@/features/recipe-roulette/components/collection-stage';
import { CookingStage } from '@/features/recipe-roulette/components/cooking-stage';
import { cookingMessages, recipeToasts } from '@/features/recipe-roulette/components/recipe-messages';
import type { RecipeFormValues } from '@/features/recipe-roulette/components/recipe-form';
import { initialRouletteState, rouletteReducer } from '@/features/recipe-roulette/components/roulette-state';
import { SelectionStage } from '@/features/recipe-roulette/components/selection-stage';
import { spinFrameAt } from '@/features/recipe-roulette/components/spin-frame';
import { useSpin } from '@/features/recipe-roulette/components/use-spin';

/** Where the family goes after a cooking session is saved. */
export const FEED_PATH = '/family/feeds';

export type RecipeRouletteOptions = {
  /** The list page the collection opens on (stories). */
  initialPage?: number;
  /** Opens with the add dialog open and these values typed (stories). */
  initialAddForm?: Partial<RecipeFormValues>;
};

export type RecipeRouletteProps = RecipeRouletteOptions & { family: FamilyData };

/** The roulette for a family: collection, spin, selection and cooking. */
export function RecipeRoulette({ family, initialPage = 1, initialAddForm }: RecipeRouletteProps) {
  const { clock, random, tick: sound } = useServices();
  const familyId = family.familyId || LOCAL_FAMILY_ID;
  const navigate = useNavigate();
  const collection = useRecipeCollection(familyId);
  const addRecipe = useAddRecipe(familyId);
  const deleteRecipe = useDeleteRecipe(familyId);
  const saveSession = useSaveCookingSession();

  const [state, dispatch] = useReducer(rouletteReducer, initialRouletteState);
  const [page, setPage] = useState(initialPage);
  // Focus follows the family's own moves between stages, not the first render.
  const [moved, setMoved] = useState(false);
  // A string: the storage failure in the family's words.
  const [saveFailed, setSaveFailed] = useState<boolean | string>(false);

  const onSpinFinished = useCallback((recipe: Recipe) => {
    setMoved(true);
    dispatch({ type: 'chosen', recipe });
  }, []);
  const spin = useSpin<Recipe>({ onFinished: onSpinFinished });
  const back = () => {
    setMoved(true);
    dispatch({ type: 'back' });
  };

  const recipes = collection.data;
  if (!recipes) {
    return (
      <PendingOrFailed
        failed={collection.isError}
        onRetry={() => void collection.refetch()}
        loadingLabel="Loading your recipes…"
        failedTitle="Your recipes could not be opened"
      >
        Hearth could not read the recipes stored on this device.
      </PendingOrFailed>
    );
  }

  const startSpin = () => {
    if (spin.spinning || recipes.length === 0) return;
    // The click is the moment browsers allow the countdown's audio to be unlocked.
    sound.prime();
    spin.start(planSpin(recipes, random));
  };

  const saveRecipe = async (input: NewRecipe): Promise<boolean> => {
    try {
      const saved = await addRecipe.mutateAsync(input);
      toast.success(recipeToasts.added(saved.name));
      // Family recipes come after the defaults: show the page the new one is on.
      setPage(paginate([...recipes, saved], 1).pageCount);
      return true;
    } catch (error) {
      toast.error(error instanceof FamilyNotLoadedError ? recipeToasts.familyNotLoaded : (storageErrorMessage(error, 'add-recipe') ?? recipeToasts.saveFailed));
      return false;
    }
  };

  const removeRecipe = async (recipe: Recipe): Promise<boolean> => {
    // Defaults have no delete button; a delete reaching one is refused.
    if (isDefaultRecipe(recipe.id)) {
      toast.error(recipeToasts.defaultNotDeletable);
      return false;
    }
    try {
      await deleteRecipe.mutateAsync(recipe.id);
      toast.success(recipeToasts.removed);
      return true;
    } catch (error) {
      toast.error(error instanceof DefaultRecipeError ? recipeToasts.defaultNotDeletable : recipeToasts.deleteFailed);
      return false;
    }
  };

  if (state.stage === 'selection' && state.recipe) {
    return (
      <SelectionStage
        recipe={state.recipe}
        ticked={state.ticked}
        onToggleIngredient={(index) => dispatch({ type: 'toggle-ingredient', index })}
        onBack={back}
        onStartCooking={() => {
          setMoved(true);
          setSaveFailed(false);
          dispatch({ type: 'start-cooking' });
        }}
        focusHeading={moved}
      />
    );
  }

  if (state.stage === 'cooking' && state.recipe) {
    const recipe = state.recipe;
    const chef = family.members.find((member) => member.id === state.draft.chefId) ?? null;
    return (
      <CookingStage
        recipe={recipe}
        members={family.members}
        draft={state.draft}
        onDraftChange={(changes) => dispatch({ type: 'edit-draft', changes })}
        onBack={back}
        saving={saveSession.isPending}
        saveFailed={saveFailed}
        focusHeading={moved}
        onSave={(notes) => {
          setSaveFailed(false);
          saveSession.mutate(
            { record: { recipe, photo: state.draft.photo, notes, chef }, family, now: clock.now() },
            {
              onSuccess: () => {
                toast.success(cookingMessages.saved);
                dispatch({ type: 'saved' });
                void navigate(FEED_PATH);
              },
              onError: (error) => setSaveFailed(storageErrorMessage(error, 'save-cooking') ?? true),
            },
          );
        }}
      />
    );
  }

  return (
    <CollectionStage
      recipes={recipes}
      members={family.members}
      page={page}
      onPageChange={setPage}
      spinFrame={spin.progress ? spinFrameAt(spin.progress.plan, spin.progress.elapsedMs) : null}
      onSpin={startSpin}
      onAddRecipe={saveRecipe}
      onDeleteRecipe={removeRecipe}
      initialAddForm={initialAddForm}
    />
  );
}
