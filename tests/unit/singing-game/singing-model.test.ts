// @vitest-environment node
import type { Song } from '@/features/singing-game/data/song';
import { LETTER_POOL, drawLetter, isPoolLetter } from '@/features/singing-game/model/letter-pool';
import { randomIndex } from '@/features/singing-game/model/random';
import { musicSearchUrl } from '@/features/singing-game/model/search-url';
import { pickSong, songsForLetter } from '@/features/singing-game/model/songs-for-letter';
import { formatTimer, letterPhase } from '@/features/singing-game/model/timer';

/** A random source that returns the given values in turn (then repeats the last). */
const scripted = (...values: number[]) => {
  let call = 0;
  return () => values[Math.min(call++, values.length - 1)] ?? 0;
};

describe('letter pool', () => {
  it('is M K S T P B D J G R N A C H', () => {
    expect(LETTER_POOL.join(' ')).toBe('M K S T P B D J G R N A C H');
  });

  it.each([
    [0, undefined, 'M'],
    [0.999, undefined, 'H'],
    [0, 'M', 'K'],
    [0, 'm', 'K'],
    [0.999, 'H', 'C'],
    [1, undefined, 'H'],
    [-0.5, undefined, 'M'],
    [Number.NaN, undefined, 'M'],
  ] as const)('random %s after %s draws %s', (value, previous, expected) => {
    expect(drawLetter(() => value, previous)).toBe(expected);
  });

  it('never repeats the previous letter and reaches every other letter', () => {
    for (const previous of LETTER_POOL) {
      const drawn = new Set<string>();
      for (let step = 0; step < 13; step += 1) drawn.add(drawLetter(() => (step + 0.5) / 13, previous));
      expect(drawn.has(previous)).toBe(false);
      expect(drawn.size).toBe(13);
    }
  });

  it('ignores a previous value outside the pool', () => {
    const drawn = new Set(Array.from({ length: 14 }, (_, step) => drawLetter(() => (step + 0.5) / 14, 'Z')));
    expect(drawn.size).toBe(14);
  });

  it.each([
    ['M', true],
    ['Z', false],
    ['m', false],
  ])('isPoolLetter(%s) is %s', (value, expected) => {
    expect(isPoolLetter(value)).toBe(expected);
  });

  it('randomIndex refuses an empty range', () => {
    expect(() => randomIndex(() => 0.5, 0)).toThrow(RangeError);
  });
});

describe('timer', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [29.9, '0:29'],
    [59, '0:59'],
    [60, '1:00'],
    [75, '1:15'],
    [179, '2:59'],
    [600, '10:00'],
    [3725, '62:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('formatTimer(%s) is %s', (seconds, expected) => {
    expect(formatTimer(seconds)).toBe(expected);
  });

  it.each([
    // seconds, language, phase, tryDifferent/brainstorm, tip, hint button, ticking
    [0, 'bollywood', 'letter', false, false, false, true],
    [29, 'bollywood', 'letter', false, false, false, true],
    [30, 'bollywood', 'letter', true, false, false, true],
    [59, 'bollywood', 'letter', true, false, false, true],
    [60, 'bollywood', 'letter', true, true, false, true],
    [89, 'bollywood', 'letter', true, true, false, true],
    [90, 'bollywood', 'thinking', true, true, true, false],
    [179, 'tollywood', 'thinking', true, true, true, false],
    [180, 'kollywood', 'hint', true, true, true, false],
    [0, 'any', 'letter', false, false, false, true],
    [29, 'any', 'letter', false, false, false, true],
    [30, 'any', 'letter', true, false, false, true],
    [59, 'any', 'letter', true, false, false, true],
    [60, 'any', 'letter', true, true, false, true],
    [89, 'any', 'letter', true, true, false, true],
    [90, 'any', 'thinking', true, true, false, false],
    [179, 'any', 'thinking', true, true, false, false],
    [180, 'any', 'hint', true, true, false, false],
    [-10, 'mollywood', 'letter', false, false, false, true],
  ] as const)('at %s s in %s: phase %s', (seconds, language, phase, tryDifferent, tip, hintButton, ticking) => {
    expect(letterPhase(seconds, language)).toEqual({
      phase,
      ticking,
      showTryDifferentLetter: tryDifferent,
      showBrainstorming: tryDifferent,
      showTipBanner: tip,
      showHintButton: hintButton,
    });
  });
});

const song = (title: string, firstLetter = title.charAt(0).toUpperCase()): Song => ({
  title,
  artist: 'Singer',
  movie: 'Film',
  decade: '1990s',
  firstLetter,
  youtubeQuery: `${title} Film song`,
  culturalContext: 'Context.',
});

describe('songs for a letter', () => {
  const songs = [song('Kal Ho Naa Ho'), song('Tum Hi Ho'), song('Kannalane'), song('Ae Dil Hai Mushkil')];

  it.each([
    ['K', ['Kal Ho Naa Ho', 'Kannalane']],
    ['k', ['Kal Ho Naa Ho', 'Kannalane']],
    [' T ', ['Tum Hi Ho']],
    ['A', ['Ae Dil Hai Mushkil']],
    ['B', []],
    ['', []],
  ])('songsForLetter(%j) lists %j', (letter, titles) => {
    expect(songsForLetter(songs, letter).map((entry) => entry.title)).toEqual(titles);
  });

  it.each([
    [0, undefined, 'Kal Ho Naa Ho'],
    [0.99, undefined, 'Ae Dil Hai Mushkil'],
    [0, 'Kal Ho Naa Ho', 'Tum Hi Ho'],
    [0.99, 'Ae Dil Hai Mushkil', 'Kannalane'],
    [0.5, 'Not in the list', 'Kannalane'],
  ])('pickSong with random %s excluding %s picks %s', (value, exclude, expected) => {
    expect(pickSong(songs, () => value, exclude)?.title).toBe(expected);
  });

  it('offers a different song on every retry when there is more than one', () => {
    let current = pickSong(songs, scripted(0))!;
    for (let retry = 0; retry < 20; retry += 1) {
      const next = pickSong(songs, () => (retry % 7) / 7, current.title)!;
      expect(next.title).not.toBe(current.title);
      current = next;
    }
  });

  it('returns the only song again rather than nothing, and undefined for no songs', () => {
    expect(pickSong([song('Hukum')], () => 0.3, 'Hukum')?.title).toBe('Hukum');
    expect(pickSong([], () => 0.3)).toBeUndefined();
  });
});

describe('music search URL', () => {
  it.each([
    ['Tum Hi Ho Aashiqui 2 song', 'https://www.youtube.com/results?search_query=Tum%20Hi%20Ho%20Aashiqui%202%20song'],
    ['Dil Se.. song', 'https://www.youtube.com/results?search_query=Dil%20Se..%20song'],
    ["Nani's Gang Leader & more", 'https://www.youtube.com/results?search_query=Nani\'s%20Gang%20Leader%20%26%20more'],
    ['Woh Kaun Thi? song', 'https://www.youtube.com/results?search_query=Woh%20Kaun%20Thi%3F%20song'],
    ['  extra   spaces  ', 'https://www.youtube.com/results?search_query=extra%20spaces'],
    ['ഹരിമുരളീരവം', `https://www.youtube.com/results?search_query=${encodeURIComponent('ഹരിമുരളീരവം')}`],
  ])('musicSearchUrl(%j)', (query, expected) => {
    expect(musicSearchUrl(query)).toBe(expected);
    expect(new URL(musicSearchUrl(query)).searchParams.get('search_query')).toBe(query.trim().replace(/\s+/g, ' '));
  });
});
