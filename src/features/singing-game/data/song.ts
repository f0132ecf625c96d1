// A song of the catalogue. The card shows title, artist, movie and decade; the
// game also uses firstLetter (letter mode), youtubeQuery (music-search link) and culturalContext
// (the 'Cultural Bridge' dialog).
export interface Song {
  /** Title as commonly romanised. */
  title: string;
  /** Playback singer(s), comma-separated. */
  artist: string;
  /** The film the song is from. */
  movie: string;
  /** Decade of the film's release, e.g. '1990s'. */
  decade: string;
  /** Upper-case first letter of the romanised title. */
  firstLetter: string;
  /** Text for the music search, e.g. '<title> <movie> song'. */
  youtubeQuery: string;
  /** One or two plain sentences about the song for families new to it. */
  culturalContext: string;
}
