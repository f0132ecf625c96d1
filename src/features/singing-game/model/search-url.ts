// Song links open a music search for the song's youtubeQuery in a new tab.
export const MUSIC_SEARCH_BASE = 'https://www.youtube.com/results';

export function musicSearchUrl(youtubeQuery: string): string {
  const query = youtubeQuery.trim().replace(/\s+/g, ' ');
  return `${MUSIC_SEARCH_BASE}?search_query=${encodeURIComponent(query)}`;
}
