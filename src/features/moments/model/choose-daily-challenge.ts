import type { Challenge } from '@/data/types';
import { fallbackChallenge } from '../data/fallback-challenge';

/** 'YYYY-MM-DD' of `now` in the device's LOCAL time zone: a family's day ends at their midnight. */
export function localDateKey(now: Date): string {
  const year = String(now.getFullYear()).padStart(4, '0');
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * 32-bit FNV-1a over the UTF-8 bytes of `text`. Chosen because it is tiny, stable across engines
 * and spreads consecutive dates well, so the same family sees the same challenge all day on every
 * device while different families and days differ.
 */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export interface ChooseDailyChallengeInput {
  challenges: readonly Challenge[];
  /** Local date, 'YYYY-MM-DD' (see `localDateKey`). */
  date: string;
  familyId: string;
  /** Ids of challenges the family already experienced or completed. */
  excludedIds: ReadonlySet<string> | readonly string[];
}

/**
 * Today's challenge, chosen deterministically from the date (and the family, so
 * families do not all get the same one), skipping challenges already experienced or completed.
 * When everything has been done the whole catalogue is available again; with no catalogue at all
 * the fallback challenge ('Family weather report') is used.
 */
export function chooseDailyChallenge({ challenges, date, familyId, excludedIds }: ChooseDailyChallengeInput): Challenge {
  if (challenges.length === 0) return fallbackChallenge;
  const excluded = excludedIds instanceof Set ? excludedIds : new Set(excludedIds);
  const fresh = challenges.filter((challenge) => !excluded.has(challenge.id));
  const pool = fresh.length > 0 ? fresh : challenges;
  return pool[fnv1a32(`${familyId}:${date}`) % pool.length] ?? fallbackChallenge;
}

export interface ChooseRandomChallengeInput {
  challenges: readonly Challenge[];
  /** The challenge on the card now; the random pick avoids it when there is any other. */
  currentId?: string | null;
  /** Challenges already experienced or completed are avoided too, when any other remains. */
  excludedIds?: ReadonlySet<string> | readonly string[];
  /** A number in [0, 1), e.g. `Math.random`. */
  random: () => number;
}

/**
 * The random-challenge button. Prefers a challenge that is neither the current
 * one nor already done; then any other than the current one; then the current one (a catalogue of
 * one); then the fallback (no catalogue).
 */
export function chooseRandomChallenge({ challenges, currentId, excludedIds = [], random }: ChooseRandomChallengeInput): Challenge {
  if (challenges.length === 0) return fallbackChallenge;
  const excluded = excludedIds instanceof Set ? excludedIds : new Set(excludedIds);
  const others = challenges.filter((challenge) => challenge.id !== currentId);
  const fresh = others.filter((challenge) => !excluded.has(challenge.id));
  const pool = fresh.length > 0 ? fresh : others.length > 0 ? others : challenges;
  const value = random();
  const unit = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
  const index = Math.min(Math.floor(unit * pool.length), pool.length - 1);
  return pool[index] ?? fallbackChallenge;
}
