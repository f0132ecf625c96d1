// The letter-mode timer and the hints it reveals.
import type { LanguageKey } from '@/features/singing-game/data/languages';

/** Seconds at which each hint appears (30 s, 60 s, 90 s; hint phase at 180 s). */
export const LETTER_TIMINGS = {
  tryDifferentLetter: 30,
  tipBanner: 60,
  hintButton: 90,
  thinkingPhase: 90,
  hintPhase: 180,
} as const;

/** Volume of the once-a-second tick in the letter phase. */
export const LETTER_TICK_VOLUME = 0.3;

/** 'm:ss', e.g. 0 -> '0:00', 75 -> '1:15', 600 -> '10:00'. Fractions are dropped, negatives count as 0. */
export function formatTimer(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${rest.toString().padStart(2, '0')}`;
}

export type LetterPhaseName = 'letter' | 'thinking' | 'hint';

export interface LetterPhase {
  /** 'letter' before 90 s, 'thinking' from 90 s, 'hint' from 180 s. */
  phase: LetterPhaseName;
  /** The tick sound plays each second only in the letter phase. */
  ticking: boolean;
  /** From 30 s. */
  showTryDifferentLetter: boolean;
  /** From 30 s: the "think of songs you know" text. */
  showBrainstorming: boolean;
  /** From 60 s. */
  showTipBanner: boolean;
  /** 'Need a Gentle Hint?' from 90 s, never in 'any' mode (there is no catalogue to hint from). */
  showHintButton: boolean;
}

/** What letter mode shows after `seconds` on the same letter. */
export function letterPhase(seconds: number, language: LanguageKey): LetterPhase {
  const elapsed = Number.isFinite(seconds) ? Math.max(0, seconds) : 0;
  const phase: LetterPhaseName =
    elapsed >= LETTER_TIMINGS.hintPhase ? 'hint' : elapsed >= LETTER_TIMINGS.thinkingPhase ? 'thinking' : 'letter';
  return {
    phase,
    ticking: phase === 'letter',
    showTryDifferentLetter: elapsed >= LETTER_TIMINGS.tryDifferentLetter,
    showBrainstorming: elapsed >= LETTER_TIMINGS.tryDifferentLetter,
    showTipBanner: elapsed >= LETTER_TIMINGS.tipBanner,
    showHintButton: language !== 'any' && elapsed >= LETTER_TIMINGS.hintButton,
  };
}
