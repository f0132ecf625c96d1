import { useMutation } from '@tanstack/react-query';
import { updateFamilyData } from '@/data/family';
import { newMemberId } from '@/data/ids';
import { useAfterFamilySaved } from '@/features/family/api/use-after-family-saved';
import { addMember, createMember } from '@/features/family/model/family-model';

export interface AddMemberInput {
  name: string;
  color: string;
}

/**
 * Adds a member to the saved family. The name is validated again against the members saved at
 * that moment (another tab may have added the same name) and sanitised before saving.
 */
export function useAddMember() {
  const afterSaved = useAfterFamilySaved();
  return useMutation({
    mutationFn: ({ name, color }: AddMemberInput) =>
      updateFamilyData((family) => addMember(family, createMember({ id: newMemberId(), name, color }))),
    onSuccess: afterSaved,
  });
}
