// @vitest-environment node
import { INDUSTRY_KEYS, type IndustryKey } from '@/features/singing-game/data/languages';
import type { Song } from '@/features/singing-game/data/song';
import { bollywoodSongs } from '@/features/singing-game/data/songs-bollywood';
import { kollywoodSongs } from '@/features/singing-game/data/songs-kollywood';
import { mollywoodSongs } from '@/features/singing-game/data/songs-mollywood';
import { tollywoodSongs } from '@/features/singing-game/data/songs-tollywood';
import { LETTER_POOL } from '@/features/singing-game/model/letter-pool';

const catalogues: Record<IndustryKey, readonly Song[]> = {
  bollywood: bollywoodSongs,
  kollywood: kollywoodSongs,
  mollywood: mollywoodSongs,
  tollywood: tollywoodSongs,
};

// Pool letters for which no song could be confirmed (see the header of songs-mollywood.ts).
const knownGaps: Record<IndustryKey, readonly string[]> = {
  bollywood: [],
  kollywood: [],
  mollywood: ['B'],
  tollywood: [],
};

describe.each(INDUSTRY_KEYS.map((key) => [key, catalogues[key]] as const))('%s catalogue', (key, songs) => {
  it('has about 25 songs', () => {
    expect(songs.length).toBeGreaterThanOrEqual(22);
    expect(songs.length).toBeLessThanOrEqual(30);
  });

  it('has only songs for a family audience', () => {
    const titles = songs.map((song) => song.title);
    for (const unsuitable of ['Oo Antava', 'Jiya Jale', 'Kaavaalaa']) expect(titles).not.toContain(unsuitable);
  });

  it('has no duplicate titles', () => {
    const titles = songs.map((song) => song.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(songs.map((song) => [song.title, song] as const))('%s has every field', (_title, song) => {
    for (const field of ['title', 'artist', 'movie', 'decade', 'firstLetter', 'youtubeQuery', 'culturalContext'] as const) {
      expect(typeof song[field]).toBe('string');
      expect(song[field].trim()).toBe(song[field]);
      expect(song[field].length).toBeGreaterThan(0);
    }
    expect(song.decade).toMatch(/^(19[4-9]|20[0-2])0s$/);
    expect(song.firstLetter).toBe(song.title.charAt(0).toUpperCase());
    expect(song.firstLetter).toMatch(/^[A-Z]$/);
    // A song the game can never ask for (its letter is not in the pool) is not counted.
    expect(LETTER_POOL as readonly string[]).toContain(song.firstLetter);
    expect(song.youtubeQuery).toContain(song.title);
    expect(song.youtubeQuery).toContain(song.movie);
    expect(song.culturalContext.length).toBeLessThanOrEqual(200);
  });

  it.each(LETTER_POOL.filter((letter) => !knownGaps[key].includes(letter)))('has a song for the pool letter %s', (letter) => {
    expect(songs.some((song) => song.firstLetter === letter)).toBe(true);
  });

  it('lists only gaps that really are gaps', () => {
    for (const letter of knownGaps[key]) {
      expect(songs.some((song) => song.firstLetter === letter)).toBe(false);
    }
  });
});
