import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/data/query-keys';
import type { LanguageKey } from '@/features/singing-game/data/languages';
import { loadSongs } from '@/features/singing-game/data/load-songs';
import type { Song } from '@/features/singing-game/data/song';

export interface SongCatalogue {
  /** The language these songs were loaded for (with placeholder data it can lag the chosen one). */
  language: LanguageKey;
  songs: Song[];
}

// The catalogues are code chunks shipped with the app, not a Dexie table: no write ever changes
// them, so the key starts with 'songs' (outside the table names that storage events invalidate)
// and the data never goes stale.
export const songsQueryOptions = (language: LanguageKey) =>
  queryOptions({
    queryKey: queryKeys.songs.byLanguage(language),
    queryFn: async (): Promise<SongCatalogue> => ({ language, songs: await loadSongs(language) }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/**
 * The song catalogue of `language` (about 25 songs per industry, all four for
 * 'any'). While another language loads, the previous catalogue stays on screen.
 */
export function useSongs(language: LanguageKey | null) {
  return useQuery({
    ...songsQueryOptions(language ?? 'any'),
    enabled: language !== null,
    placeholderData: keepPreviousData,
  });
}
