import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { listRecipes, mergeDefaultRecipes } from '@/data/recipes';
import type { Recipe } from '@/data/types';
import { defaultRecipes } from '@/features/recipe-roulette/data/default-recipes';

/**
 * The roulette's list: the eight shipped defaults (with the cooked dates and
 * photos of any the family has cooked) followed by the family's own recipes, oldest first.
 */
export async function loadRecipeCollection(familyId: string): Promise<Recipe[]> {
  return mergeDefaultRecipes(defaultRecipes, await listRecipes(familyId));
}

export const recipeCollectionQueryOptions = (familyId: string) =>
  queryOptions({
    queryKey: queryKeys.recipes.byFamily(familyId),
    queryFn: () => loadRecipeCollection(familyId),
  });

export function useRecipeCollection(familyId: string) {
  return useQuery(recipeCollectionQueryOptions(familyId));
}
