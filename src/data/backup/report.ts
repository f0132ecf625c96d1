// How a backup's skipped records are told to the family (export notice, import preview). Free of zod
// and Dexie: onboarding shows these words from its first screen's bundle.
import type { DataSection, SkippedSection } from '@/data/backup/records';

/** What each section is called in messages to the family. */
export const SECTION_WORDS: Record<DataSection, { one: string; many: string }> = {
  posts: { one: 'moment', many: 'moments' },
  tasks: { one: 'completed challenge', many: 'completed challenges' },
  preferences: { one: 'setting', many: 'settings' },
  recipes: { one: 'recipe', many: 'recipes' },
  cookingSessions: { one: 'cooking session', many: 'cooking sessions' },
  reactions: { one: 'reaction', many: 'reactions' },
  comments: { one: 'comment', many: 'comments' },
};

const numberFormat = new Intl.NumberFormat('en-US');

/** "2 moments could not be saved in the backup: it was shared by someone who is not in the family." */
export function describeExportSkips(skipped: readonly SkippedSection[]): string[] {
  return skipped.map(({ section, count, reasons }) => {
    const words = SECTION_WORDS[section];
    return `${numberFormat.format(count)} ${count === 1 ? words.one : words.many} could not be saved in the backup: ${reasons.join('; ')}.`;
  });
}

/** "1,198 of 1,200 moments can be restored." for each section with skips. */
export function describeImportSkips(skipped: readonly SkippedSection[], totals: Partial<Record<DataSection, number>>): string[] {
  return skipped.map(({ section, count }) => {
    const total = totals[section] ?? count;
    const words = SECTION_WORDS[section];
    return `${numberFormat.format(total - count)} of ${numberFormat.format(total)} ${total === 1 ? words.one : words.many} can be restored.`;
  });
}

/** Why records are left out, one line per section: "Moments left out: its date (1999-12-31) is not possible." */
export function describeSkipReasons(skipped: readonly SkippedSection[]): string[] {
  return skipped.map(({ section, reasons }) => {
    const words = SECTION_WORDS[section].many;
    return `${words.charAt(0).toUpperCase()}${words.slice(1)} left out: ${reasons.join('; ')}.`;
  });
}
