// @vitest-environment node
import { INDUSTRY_KEYS } from '@/features/singing-game/data/languages';
import { loadSongs } from '@/features/singing-game/data/load-songs';
import type { Song } from '@/features/singing-game/data/song';
import { mollywoodSongs } from '@/features/singing-game/data/songs-mollywood';
import { bollywoodSongs } from '@/features/singing-game/data/songs-bollywood';
import { LETTER_POOL } from '@/features/singing-game/model/letter-pool';
import {
  drawPlayableLetter,
  exampleSongFor,
  otherSongCount,
  playableLetters,
} from '@/features/singing-game/components/playable-letter';

const song = (title: string, firstLetter: string): Song => ({
  title,
  artist: 'A Singer',
  movie: 'A Film',
  decade: '1990s',
  firstLetter,
  youtubeQuery: `${title} song`,
  culturalContext: 'Context.',
});

/** Every draw a random source can make: 0, 1/n ... just below 1. */
const draws = Array.from({ length: 50 }, (_, i) => i / 50).concat([0.999_999]);

describe('playableLetters', () => {
  it('leaves out pool letters without a song (Malayalam has no B)', () => {
    expect(playableLetters(mollywoodSongs)).toEqual(LETTER_POOL.filter((letter) => letter !== 'B'));
  });

  it.each(INDUSTRY_KEYS.filter((key) => key !== 'mollywood'))('%s has a song for every pool letter', async (key) => {
    expect(playableLetters(await loadSongs(key))).toEqual([...LETTER_POOL]);
  });

  it("'any' (all four catalogues) has every pool letter", async () => {
    expect(playableLetters(await loadSongs('any'))).toEqual([...LETTER_POOL]);
  });

  it('keeps pool order and ignores letters outside the pool', () => {
    expect(playableLetters([song('Yeh', 'Y'), song('Kal', 'K'), song('Aap', 'A')])).toEqual(['K', 'A']);
  });
});

describe('drawPlayableLetter', () => {
  it.each(draws)('never draws B in Malayalam (random %s)', (value) => {
    expect(drawPlayableLetter(mollywoodSongs, () => value)).not.toBe('B');
  });

  it.each(draws)('never repeats the previous letter (random %s)', (value) => {
    expect(drawPlayableLetter(bollywoodSongs, () => value, 'M')).not.toBe('M');
    expect(drawPlayableLetter(bollywoodSongs, () => value, 'm')).not.toBe('M');
  });

  it('reaches every playable letter', () => {
    const seen = new Set(draws.map((value) => drawPlayableLetter(mollywoodSongs, () => value)));
    expect([...seen].sort()).toEqual(playableLetters(mollywoodSongs).sort());
  });

  it.each([
    [0, undefined, 'M'],
    [0, 'M', 'K'],
    [0.999, undefined, 'H'],
  ])('random %s after %s gives %s', (value, previous, expected) => {
    expect(drawPlayableLetter(bollywoodSongs, () => value, previous)).toBe(expected);
  });

  it('repeats the only playable letter rather than draw one without a song', () => {
    expect(drawPlayableLetter([song('Kal', 'K')], () => 0.5, 'K')).toBe('K');
  });

  it('draws any pool letter from an empty catalogue', () => {
    expect(LETTER_POOL).toContain(drawPlayableLetter([], () => 0.3));
  });
});

describe('exampleSongFor', () => {
  const songs = [song('Kal', 'K'), song('Khwab', 'K'), song('Malare', 'M')];

  it('picks a song of the letter', () => {
    expect(exampleSongFor(songs, 'K', () => 0)).toEqual({ song: songs[0], matchesLetter: true });
    expect(exampleSongFor(songs, 'k', () => 0.99)).toEqual({ song: songs[1], matchesLetter: true });
  });

  it("avoids the song on screen ('Try Different Song')", () => {
    expect(exampleSongFor(songs, 'K', () => 0, 'Kal')?.song.title).toBe('Khwab');
  });

  it('keeps the only song of a letter', () => {
    expect(exampleSongFor(songs, 'M', () => 0, 'Malare')).toEqual({ song: songs[2], matchesLetter: true });
  });

  it('falls back to another letter and says so', () => {
    expect(exampleSongFor(songs, 'B', () => 0.99)).toEqual({ song: songs[2], matchesLetter: false });
    expect(exampleSongFor(mollywoodSongs, 'B', () => 0)).toEqual({ song: mollywoodSongs[0], matchesLetter: false });
  });

  it('is undefined for an empty catalogue', () => {
    expect(exampleSongFor([], 'K', () => 0)).toBeUndefined();
  });
});

describe('otherSongCount', () => {
  it.each([
    [[song('Kal', 'K')], 0],
    [[song('Kal', 'K'), song('Khwab', 'K')], 1],
  ])('%#: %s other songs', (songs, expected) => {
    expect(otherSongCount(songs, song('Kal', 'K'))).toBe(expected);
  });
});
