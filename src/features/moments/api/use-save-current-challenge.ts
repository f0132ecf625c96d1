import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import type { Challenge } from '@/data/types';
import type { DailyMoment } from './use-daily-moment';

/**
 * The challenge on the card is persisted for the day, including one the family chose
 * with the random button. The day's cached query is updated in place, so a card mounted again
 * later (another page and back) shows the same challenge without reading it again.
 */
export function useSaveCurrentChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    // Loaded when the family picks another challenge: the home paints without Dexie (use-daily-moment.ts).
    mutationFn: async ({ familyId, date, challenge }: { familyId: string; date: string; challenge: Challenge }) =>
      (await import('@/data/moments')).saveCurrentChallenge(familyId, date, challenge.id),
    onSuccess: (_result, { familyId, date, challenge }) => {
      queryClient.setQueryData<DailyMoment>(queryKeys.preferences.momentDay(familyId, date), (day) => (day ? { ...day, challenge, choiceUnsaved: false } : day));
    },
  });
}
