import { useMutation } from '@tanstack/react-query';
import { saveFamilyData } from '@/data/preferences';
import type { FamilyData } from '@/data/types';
import { useAfterFamilySaved } from '@/features/family/api/family-saved';

/** Saves the whole family (onboarding), then sends the family update (core spec §7). */
export function useSaveFamily() {
  const afterSaved = useAfterFamilySaved();
  return useMutation({
    mutationFn: async (family: FamilyData) => {
      await saveFamilyData(family);
      return family;
    },
    onSuccess: afterSaved,
  });
}
