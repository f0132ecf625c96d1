import type { BookMoment as Moment } from '../model/lay-out-book';
import { challengeLine, countsLine, SHORT_MOMENT_CHARS, wordsLine } from '../model/moment-lines';

/** One moment on a page. Kept alone so comment texts can join reactions and comments later. */
export function BookMoment({ moment }: { moment: Moment }) {
  const short = moment.text.length <= SHORT_MOMENT_CHARS;
  const counts = countsLine(moment);
  return (
    <article className="book-moment" data-short={short ? 'true' : 'false'}>
      <header className="book-moment-meta">
        <span className="book-moment-who">{moment.who}</span> · <span>{moment.when}</span>
      </header>
      {moment.photos.map((photo, i) => (
        <img key={i} className="book-photo" src={photo} alt={`Shared by ${moment.who}`} loading="eager" decoding="sync" />
      ))}
      {moment.recording?.poster ? (
        <figure className="book-video">
          <img className="book-photo" src={moment.recording.poster} alt={`Video shared by ${moment.who}`} loading="eager" decoding="sync" />
          <figcaption className="book-recording">{moment.recording.line}</figcaption>
        </figure>
      ) : moment.recording ? (
        <p className="book-recording">{moment.recording.line}</p>
      ) : null}
      {moment.mood ? <p className="book-mood" aria-label="Mood">{moment.mood}</p> : null}
      {moment.text ? <p className="book-words">{wordsLine(moment)}</p> : null}
      {moment.challenge ? <p className="book-challenge">{challengeLine(moment)}</p> : null}
      {counts ? <p className="book-reactions">{counts}</p> : null}
    </article>
  );
}
