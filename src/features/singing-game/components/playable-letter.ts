// Pure rules of the play screen that sit on top of the finished model (model/letter-pool.ts,
// model/songs-for-letter.ts). They live beside the components that use them because the model
// folder is owned elsewhere; like every pure rule they take randomness as an argument.
import type { Song } from '@/features/singing-game/data/song';
import { drawLetter, LETTER_POOL, type PoolLetter } from '@/features/singing-game/model/letter-pool';
import { randomIndex, type RandomSource } from '@/features/singing-game/model/random';
import { pickSong, songsForLetter } from '@/features/singing-game/model/songs-for-letter';

/** Pool letters that have at least one song in `songs`, in pool order. */
export function playableLetters(songs: readonly Song[]): PoolLetter[] {
  return LETTER_POOL.filter((letter) => songsForLetter(songs, letter).length > 0);
}

/**
 * The letter to play next. Only letters with at least one song in the chosen catalogue are drawn,
 * so 'Show Me a Song' and the hint always have a real answer (the Malayalam catalogue has no
 * confirmed 'B' song: B is simply not drawn there). The previous letter is never drawn twice in a
 * row. With no catalogue at all (empty list) any pool letter is drawn.
 */
export function drawPlayableLetter(songs: readonly Song[], random: RandomSource, previous?: string): PoolLetter {
  const playable = playableLetters(songs);
  if (playable.length === 0) return drawLetter(random, previous);
  const last = previous?.trim().toUpperCase();
  const candidates = playable.length > 1 ? playable.filter((letter) => letter !== last) : playable;
  return candidates[randomIndex(random, candidates.length)] as PoolLetter;
}

export interface ExampleSong {
  song: Song;
  /** False when no song starts with the letter and `song` is one from another letter. */
  matchesLetter: boolean;
}

/**
 * The example song for the hint and song views. A letter without a song (only possible for a letter
 * given from outside, e.g. a story) falls back to any song of the catalogue and says so, instead
 * of showing nothing. Undefined only for an empty catalogue.
 */
export function exampleSongFor(
  songs: readonly Song[],
  letter: string,
  random: RandomSource,
  excludeTitle?: string,
): ExampleSong | undefined {
  const forLetter = songsForLetter(songs, letter);
  if (forLetter.length > 0) {
    const song = pickSong(forLetter, random, excludeTitle);
    return song ? { song, matchesLetter: true } : undefined;
  }
  const song = pickSong(songs, random, excludeTitle);
  return song ? { song, matchesLetter: false } : undefined;
}

/** How many other songs 'Try Different Song' can show instead of `current`. */
export function otherSongCount(songs: readonly Song[], current: Song): number {
  return songs.filter((song) => song.title !== current.title).length;
}
