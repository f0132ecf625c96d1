import type { BookMoment } from './lay-out-book';

// The words the preview and the PDF both print for a moment, so the two never read differently.

/** Long words may break across pages; a short moment never does (on paper and in the PDF). */
export const SHORT_MOMENT_CHARS = 700;

export function wordsLine(moment: BookMoment): string {
  return moment.type === 'gratitude' ? `Grateful for: ${moment.text}` : moment.text;
}

export function challengeLine(moment: BookMoment): string {
  return moment.challenge ? `From the challenge ${moment.challenge}` : '';
}

/** "3 reactions · 1 comment", or '' when there are neither. */
export function countsLine(moment: BookMoment): string {
  const plural = (count: number, word: string) => (count === 0 ? '' : `${count} ${word}${count === 1 ? '' : 's'}`);
  return [plural(moment.reactions, 'reaction'), plural(moment.comments, 'comment')].filter(Boolean).join(' · ');
}
