import { useMutation } from '@tanstack/react-query';
import type { FamilyData } from '@/data/types';
import { useAfterFamilySaved } from '@/features/family/api/use-after-family-saved';

/**
 * Saves the whole family (onboarding), then sends the family update. The database
 * code is loaded here, not with onboarding's first screen; onboarding
 * has it fetched once it has painted, long before the family gets to save.
 */
export function useSaveFamily() {
  const afterSaved = useAfterFamilySaved();
  return useMutation({
    mutationFn: async (family: FamilyData) => {
      const { saveFamilyData } = await import('@/data/preferences');
      await saveFamilyData(family);
      return family;
    },
    onSuccess: afterSaved,
  });
}
