import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sendFamilyUpdate } from '@/data/api/family-api';
import type { FamilyData } from '@/data/types';
import { familyQueryOptions } from '@/features/family/api/use-family';

/**
 * After any save of the family: the family update (docs/product.md#family-update) goes in the
 * background (never awaited: a slow or failing server must not hold up or undo the local save),
 * and the family query shows the saved data at once.
 */
export function afterFamilySaved(queryClient: QueryClient, family: FamilyData): void {
  void sendFamilyUpdate(family);
  const { queryKey } = familyQueryOptions();
  queryClient.setQueryData(queryKey, family);
  void queryClient.invalidateQueries({ queryKey });
}

export function useAfterFamilySaved(): (family: FamilyData) => void {
  const queryClient = useQueryClient();
  return (family) => afterFamilySaved(queryClient, family);
}
