// Shared pieces of the moment and home stories: the family, a stopped clock and seeds for the
// day's records.
import type { Decorator } from '@storybook/react-vite';
import {
  preferenceKeys,
  type AllocationRecord,
  type ExperienceRecord,
  type FamilyData,
  type Preference,
  type ShareType,
} from '@/data/types';
import { localDateKey } from '@/features/moments/model/choose-daily-challenge';
import { stoppedClock } from '@/lib/clock';
import { FIXED_NOW, demoFamily, familyPreference } from '../../mocks/post-fixtures';

/** Two members: the family of the daily moment stories (Asha and Ravi). */
export const storyFamily: FamilyData = { ...demoFamily, members: demoFamily.members.slice(0, 2) };
export const singleFamily: FamilyData = { ...demoFamily, members: demoFamily.members.slice(0, 1) };
export const [asha, ravi] = storyFamily.members as [FamilyData['members'][number], FamilyData['members'][number]];

/** 15 June 2025, 14:30 local: 9h 30m before midnight. */
export const STORY_NOW = FIXED_NOW;
export const STORY_DATE = localDateKey(STORY_NOW);
/** The moment stories' services: the clock stopped at STORY_NOW. */
export const storyServices = { clock: stoppedClock(STORY_NOW) };

export const familySeed = (family: FamilyData = storyFamily): Preference => familyPreference(family);

export function currentChallengeSeed(challengeId: string, family: FamilyData = storyFamily, date = STORY_DATE): Preference {
  return { key: preferenceKeys.currentChallenge(family.familyId, date), value: challengeId };
}

export function experienceSeed(taskId: string, taskTitle: string, family: FamilyData = storyFamily, date = STORY_DATE): Preference {
  const value: ExperienceRecord = {
    id: `experience_${date}`,
    taskId,
    taskTitle,
    experiencedAt: new Date(2025, 5, 15, 9, 0).toISOString(),
    familyId: family.familyId,
    familyParticipants: family.members.map((m) => m.name),
  };
  return { key: preferenceKeys.momentExperience(family.familyId, date), value };
}

/** Today's allocation: which member shared which types. */
export function allocationSeed(
  shares: Record<string, readonly ShareType[]>,
  family: FamilyData = storyFamily,
  date = STORY_DATE,
): Preference {
  const allocations: AllocationRecord['allocations'] = {};
  for (const [memberId, types] of Object.entries(shares)) {
    allocations[memberId] = Object.fromEntries(types.map((type) => [type, true]));
  }
  const value: AllocationRecord = { date, familyId: family.familyId, allocations };
  return { key: preferenceKeys.momentAllocation(family.familyId, date), value };
}

/** A square PNG drawn on a canvas, as a File the photo picker accepts. */
export async function pngFile(name: string, hue = 30, size = 800): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = Math.round(size * 0.75);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  const gradient = context.createLinearGradient(0, 0, 0, canvas.height);
  gradient.addColorStop(0, `hsl(${hue} 90% 85%)`);
  gradient.addColorStop(1, `hsl(${hue + 40} 70% 45%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#fff7ed';
  context.beginPath();
  context.arc(canvas.width * 0.7, canvas.height * 0.3, canvas.height * 0.12, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob failed'))), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** The daily card at the width of the home's daily panel. */
export const withDailyPanel: Decorator = (Story) => (
  <main className="mx-auto w-full max-w-md bg-surface p-4">
    <Story />
  </main>
);

/** Dialog stories: a page behind the dialog. */
export const withPage: Decorator = (Story) => (
  <main className="min-h-dvh bg-surface p-4">
    <h1 className="text-2xl font-extrabold">Family Home</h1>
    <Story />
  </main>
);

export const mobile = { viewport: { value: 'mobile', isRotated: false } };
export const desktop = { viewport: { value: 'desktop', isRotated: false } };
