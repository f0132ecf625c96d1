// @vitest-environment node
import { anyLanguage, industryLanguages, isLanguageKey, languageByKey, languageOptions } from '@/features/singing-game/data/languages';
import { loadSongs } from '@/features/singing-game/data/load-songs';
import { bollywoodSongs } from '@/features/singing-game/data/songs-bollywood';
import { kollywoodSongs } from '@/features/singing-game/data/songs-kollywood';
import { mollywoodSongs } from '@/features/singing-game/data/songs-mollywood';
import { tollywoodSongs } from '@/features/singing-game/data/songs-tollywood';

describe('language entries', () => {
  it('has the four industries with their languages, then any', () => {
    expect(industryLanguages).toEqual([
      { key: 'bollywood', name: 'Bollywood', language: 'Hindi' },
      { key: 'kollywood', name: 'Kollywood', language: 'Tamil' },
      { key: 'mollywood', name: 'Mollywood', language: 'Malayalam' },
      { key: 'tollywood', name: 'Tollywood', language: 'Telugu' },
    ]);
    expect(anyLanguage).toEqual({ key: 'any', name: 'Any Language', language: 'Any language' });
    expect(languageOptions.map((entry) => entry.key)).toEqual(['bollywood', 'kollywood', 'mollywood', 'tollywood', 'any']);
  });

  it.each([
    ['bollywood', true],
    ['any', true],
    ['Bollywood', false],
    ['sandalwood', false],
    [42, false],
    [undefined, false],
  ])('isLanguageKey(%s) is %s', (value, expected) => {
    expect(isLanguageKey(value)).toBe(expected);
  });

  it('finds an entry by key', () => {
    expect(languageByKey('mollywood').language).toBe('Malayalam');
    expect(languageByKey('any')).toBe(anyLanguage);
  });
});

describe('loadSongs', () => {
  it.each([
    ['bollywood', bollywoodSongs],
    ['kollywood', kollywoodSongs],
    ['mollywood', mollywoodSongs],
    ['tollywood', tollywoodSongs],
  ] as const)('loads the %s catalogue', async (key, expected) => {
    const songs = await loadSongs(key);
    expect(songs).toEqual(expected);
    expect(songs).not.toBe(expected);
  });

  it("loads all four catalogues for 'any'", async () => {
    const songs = await loadSongs('any');
    expect(songs).toEqual([...bollywoodSongs, ...kollywoodSongs, ...mollywoodSongs, ...tollywoodSongs]);
  });
});
