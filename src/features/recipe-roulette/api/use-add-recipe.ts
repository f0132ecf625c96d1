import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCAL_FAMILY_ID, newRecipeId } from '@/data/ids';
import { queryKeys } from '@/data/query-keys';
import type { Difficulty, Recipe } from '@/data/types';
import { getFamilyData } from '@/data/preferences';
import { addRecipe } from '@/data/recipes';

/** A recipe as the family entered it, already validated and trimmed. */
export interface NewRecipe {
  name: string;
  contributor: string;
  ingredients: string[];
  notes: string;
  difficulty: Difficulty;
}

/** The family saved on the device could not be read when the recipe was saved. */
export class FamilyNotLoadedError extends Error {
  override readonly name = 'FamilyNotLoadedError';
  constructor() {
    super('Family data not loaded');
  }
}

/** The stored record of a new family recipe: never cooked, no photos, owned by the family. */
export function createFamilyRecipe(input: NewRecipe, familyId: string, id: string): Recipe {
  const recipe: Recipe = {
    id,
    name: input.name,
    contributor: input.contributor,
    ingredients: [...input.ingredients],
    difficulty: input.difficulty,
    photos: [],
    cookedDates: [],
    familyId,
  };
  // Notes are optional: an empty note is left out rather than stored as ''.
  if (input.notes.length > 0) recipe.notes = input.notes;
  return recipe;
}

/**
 * Adds a family recipe. The family is read again at save time, so a family erased in another tab
 * while the dialog was open is reported ('Unable to save recipe - family data not loaded') instead
 * of leaving a recipe that belongs to no one.
 */
export async function addFamilyRecipe(input: NewRecipe): Promise<Recipe> {
  const family = await getFamilyData();
  if (!family) throw new FamilyNotLoadedError();
  const recipe = createFamilyRecipe(input, family.familyId || LOCAL_FAMILY_ID, newRecipeId());
  await addRecipe(recipe);
  return recipe;
}

export function useAddRecipe(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewRecipe) => addFamilyRecipe(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.byFamily(familyId) }),
  });
}
