import { useMutation } from '@tanstack/react-query';
import { updateFamilyData } from '@/data/family';
import { useAfterFamilySaved } from '@/features/family/api/use-after-family-saved';
import { updateMember } from '@/features/family/model/family-model';

export interface EditMemberInput {
  memberId: string;
  name: string;
  color: string;
}

/** A member's new name (validated against the others, normalised) and colour. */
export function useEditMember() {
  const afterSaved = useAfterFamilySaved();
  return useMutation({
    mutationFn: ({ memberId, name, color }: EditMemberInput) =>
      updateFamilyData((family) => updateMember(family, memberId, { name, color })),
    onSuccess: afterSaved,
  });
}
