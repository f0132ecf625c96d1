import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { mergeDefaultRecipes } from '@/data/recipes';
import type { Recipe } from '@/data/types';
import { defaultRecipes } from '@/features/recipe-roulette/data/default-recipes';
import { databaseRecipeData, type RecipeRouletteData } from '@/data/recipe-roulette-calls';

/**
 * The roulette's list: the eight shipped defaults (with the cooked dates and
 * photos of any the family has cooked) followed by the family's own recipes, oldest first.
 */
export async function loadRecipeCollection(
  familyId: string,
  list: RecipeRouletteData['listRecipes'] = databaseRecipeData.listRecipes,
): Promise<Recipe[]> {
  return mergeDefaultRecipes(defaultRecipes, await list(familyId));
}

export const recipeCollectionQueryOptions = (
  familyId: string,
  list: RecipeRouletteData['listRecipes'] = databaseRecipeData.listRecipes,
) =>
  queryOptions({
    queryKey: queryKeys.recipes.byFamily(familyId),
    queryFn: () => loadRecipeCollection(familyId, list),
  });

export function useRecipeCollection(familyId: string, list?: RecipeRouletteData['listRecipes']) {
  return useQuery(recipeCollectionQueryOptions(familyId, list));
}
