import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MomentDay } from '@/data/moment-records';
import type { Challenge, ExperienceRecord } from '@/data/types';
import { queryKeys } from '@/data/query-keys';
import { fallbackChallenge } from '../data/fallback-challenge';
import { chooseDailyChallenge } from '../model/choose-daily-challenge';
import { loadChallengeCatalogue } from '../data/load-challenges';

export interface DailyMoment {
  date: string;
  /** The challenge on today's card. */
  challenge: Challenge;
  /** Today's experience record: the moment is done for today. */
  experience: ExperienceRecord | null;
  /** Challenges already experienced or completed (the random button avoids them too). */
  excludedIds: string[];
  /** The catalogue, or [] when it could not be loaded (the card then shows the fallback challenge). */
  catalogue: readonly Challenge[];
  /**
   * The challenge was chosen by this load and is not saved yet: the card saves it once it has
   * rendered (daily-card.tsx), so today's challenge does not wait for a write.
   */
  choiceUnsaved?: boolean;
}


// The database code is its own chunk, shared with the other pages that read the family's data.
const moments = () => import('@/data/moments');

async function readDay(familyId: string, date: string): Promise<MomentDay> {
  return (await moments()).readMomentDay(familyId, date);
}

function findChallenge(catalogue: readonly Challenge[], id: string | null | undefined): Challenge | undefined {
  if (!id) return undefined;
  if (id === fallbackChallenge.id) return fallbackChallenge;
  return catalogue.find((challenge) => challenge.id === id);
}

/**
 * Today's challenge. An experience record for today wins (the card is completed);
 * then the challenge saved for today; otherwise one is chosen from the date and family, skipping
 * challenges already experienced or completed (`choiceUnsaved`: the card saves it for the rest of
 * the day; until then the same deterministic choice is made on every load). When the
 * catalogue cannot be loaded the fallback 'Family weather report' is shown and NOT saved, so the
 * next load can still pick from the catalogue.
 */
export async function loadDailyMoment(familyId: string, date: string): Promise<DailyMoment> {
  const [catalogue, day] = await Promise.all([
    loadChallengeCatalogue().then(
      (challenges) => challenges,
      () => [] as readonly Challenge[],
    ),
    readDay(familyId, date),
  ]);
  const completedTitles = new Set(day.completedTaskTitles);
  const excludedIds = [
    ...new Set([
      ...day.experiencedIds,
      ...catalogue.filter((challenge) => completedTitles.has(challenge.title)).map((challenge) => challenge.id),
    ]),
  ];
  const base = { date, experience: day.experience, excludedIds, catalogue };

  if (day.experience) {
    const done = findChallenge(catalogue, day.experience.taskId) ?? {
      // The catalogue did not load (or no longer has it): what the record itself says is enough
      // for the completed card, which shows only the title.
      ...fallbackChallenge,
      id: day.experience.taskId,
      title: day.experience.taskTitle,
      emoji: '✨',
    };
    return { ...base, challenge: done };
  }

  const saved = findChallenge(catalogue, day.currentChallengeId);
  if (saved) return { ...base, challenge: saved };
  if (catalogue.length === 0) return { ...base, challenge: fallbackChallenge };

  const challenge = chooseDailyChallenge({ challenges: catalogue, date, familyId, excludedIds });
  return { ...base, challenge, choiceUnsaved: true };
}

/**
 * Saves a challenge `loadDailyMoment` chose (`choiceUnsaved`), unless the day has one by now or
 * the family is no longer the saved one (moments.ts). A failure is silent: the next load makes
 * the same deterministic choice and tries again.
 */
export async function saveChosenChallenge(familyId: string, date: string, challengeId: string): Promise<void> {
  try {
    await (await moments()).saveChosenChallenge(familyId, date, challengeId);
  } catch {
    // Not saved: see above.
  }
}

export const dailyMomentQueryOptions = (familyId: string, date: string) =>
  queryOptions({
    queryKey: queryKeys.preferences.momentDay(familyId, date),
    queryFn: () => loadDailyMoment(familyId, date),
  });

export function useDailyMoment(familyId: string, date: string) {
  return useQuery(dailyMomentQueryOptions(familyId, date));
}
