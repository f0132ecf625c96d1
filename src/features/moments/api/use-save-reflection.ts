import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveReflection } from '@/data/moments';
import { queryKeys } from '@/data/query-keys';
import { preferenceKeys, type ReflectionRecord } from '@/data/types';

/** Adds a reflection to `reflections_{familyId}_{date}`. */
export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { familyId: string; date: string; reflection: ReflectionRecord }) => saveReflection(input),
    onSuccess: (_list, { familyId, date }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.preferences.byKey(preferenceKeys.reflections(familyId, date)) }),
  });
}
