import { useMutation } from '@tanstack/react-query';
import { updateFamilyData } from '@/data/family';
import { useAfterFamilySaved } from '@/features/family/api/use-after-family-saved';
import { renameFamily } from '@/features/family/model/family-model';

/** The new family name is saved only if non-blank after trim (renameFamily refuses). */
export function useRenameFamily() {
  const afterSaved = useAfterFamilySaved();
  return useMutation({
    mutationFn: (familyName: string) => updateFamilyData((family) => renameFamily(family, familyName)),
    onSuccess: afterSaved,
  });
}
