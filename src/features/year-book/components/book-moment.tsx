import type { BookMoment as Moment } from '../model/lay-out-book';

/** Long words may break across pages; a short moment never does. */
const SHORT_MOMENT_CHARS = 700;

/** One moment on a page. Kept alone so comment texts can join reactions and comments later. */
export function BookMoment({ moment }: { moment: Moment }) {
  const short = moment.text.length <= SHORT_MOMENT_CHARS;
  return (
    <article className="book-moment" data-short={short ? 'true' : 'false'}>
      <header className="book-moment-meta">
        <span className="book-moment-who">{moment.who}</span> · <span>{moment.when}</span>
      </header>
      {moment.photos.map((photo, i) => (
        <img key={i} className="book-photo" src={photo} alt={`Shared by ${moment.who}`} loading="eager" decoding="sync" />
      ))}
      {moment.mood ? <p className="book-mood" aria-label="Mood">{moment.mood}</p> : null}
      {moment.text ? <p className="book-words">{moment.type === 'gratitude' ? `Grateful for: ${moment.text}` : moment.text}</p> : null}
      {moment.challenge ? <p className="book-challenge">From the challenge {moment.challenge}</p> : null}
      {moment.reactions > 0 || moment.comments > 0 ? (
        <p className="book-reactions">
          {[plural(moment.reactions, 'reaction'), plural(moment.comments, 'comment')].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </article>
  );
}

function plural(count: number, word: string): string {
  if (count === 0) return '';
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
