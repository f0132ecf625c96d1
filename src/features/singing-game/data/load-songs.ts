// Each industry's catalogue is a separate chunk, loaded only when the family
// picks that language; 'any' needs all four.
import { INDUSTRY_KEYS, type IndustryKey, type LanguageKey } from '@/features/singing-game/data/languages';
import type { Song } from '@/features/singing-game/data/song';

const loaders: Record<IndustryKey, () => Promise<readonly Song[]>> = {
  bollywood: () => import('./songs-bollywood').then((module) => module.bollywoodSongs),
  kollywood: () => import('./songs-kollywood').then((module) => module.kollywoodSongs),
  mollywood: () => import('./songs-mollywood').then((module) => module.mollywoodSongs),
  tollywood: () => import('./songs-tollywood').then((module) => module.tollywoodSongs),
};

/** The songs of one industry, or of all four for 'any'. Returns a fresh array the caller may sort or filter. */
export async function loadSongs(languageKey: LanguageKey): Promise<Song[]> {
  if (languageKey === 'any') {
    const catalogues = await Promise.all(INDUSTRY_KEYS.map((key) => loaders[key]()));
    return catalogues.flat();
  }
  return [...(await loaders[languageKey]())];
}
