import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import { deleteRecipe } from '@/data/recipes';

/**
 * Deletes one of the family's own recipes. A default recipe is refused by the data layer with
 * DefaultRecipeError; the caller turns that into its toast.
 */
export function useDeleteRecipe(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipeId: string) => deleteRecipe(recipeId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.recipes.byFamily(familyId) }),
  });
}
