// The hint, song view and 'Try Different Song' draw from the catalogue.
import type { Song } from '@/features/singing-game/data/song';
import { randomIndex, type RandomSource } from '@/features/singing-game/model/random';

/** Songs whose title starts with `letter` (case-insensitive), in catalogue order. */
export function songsForLetter(songs: readonly Song[], letter: string): Song[] {
  const wanted = letter.trim().toUpperCase();
  if (wanted === '') return [];
  return songs.filter((song) => song.firstLetter.toUpperCase() === wanted);
}

/**
 * A random song, avoiding `excludeTitle` (the song on screen) so that 'Try Different Song' shows a
 * different one. When the excluded song is the only one, it is returned again rather than nothing.
 * Undefined only for an empty list.
 */
export function pickSong(songs: readonly Song[], random: RandomSource, excludeTitle?: string): Song | undefined {
  if (songs.length === 0) return undefined;
  const others = excludeTitle === undefined ? songs : songs.filter((song) => song.title !== excludeTitle);
  const pool = others.length > 0 ? others : songs;
  return pool[randomIndex(random, pool.length)];
}
