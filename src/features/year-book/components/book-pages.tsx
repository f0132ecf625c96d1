import type { YearBook } from '../model/lay-out-book';
import { BookMoment } from './book-moment';

/** The book itself: the same markup is the preview on screen and the printed pages. */
export function BookPages({ book }: { book: YearBook }) {
  const { numbers } = book;
  return (
    <div className="book">
      <section className="book-cover" aria-label="Cover">
        <p className="book-cover-family">{book.familyName}</p>
        <h2 className="book-cover-title">{book.title}</h2>
        {book.coverPhoto ? <img className="book-cover-photo" src={book.coverPhoto} alt={`${book.familyName}, ${book.title}`} loading="eager" decoding="sync" /> : null}
        <p className="book-cover-note">Our year in moments</p>
      </section>
      {book.chapters.map((chapter) => (
        <section key={chapter.month} className="book-chapter" aria-label={chapter.title}>
          <h3 className="book-chapter-title">{chapter.title}</h3>
          {chapter.moments.map((moment) => (
            <BookMoment key={moment.id} moment={moment} />
          ))}
        </section>
      ))}
      <section className="book-closing" aria-label="Our year in numbers">
        <h3 className="book-chapter-title">Our year in numbers</h3>
        <dl className="book-numbers">
          <div><dt>Moments</dt><dd>{numbers.moments.toLocaleString()}</dd></div>
          <div><dt>Photos</dt><dd>{numbers.photos.toLocaleString()}</dd></div>
          <div><dt>Longest streak</dt><dd>{numbers.longestStreak === 1 ? '1 day' : `${numbers.longestStreak} days`}</dd></div>
          <div><dt>Busiest month</dt><dd>{numbers.busiestMonth ?? '—'}</dd></div>
        </dl>
        <p className="book-cover-note">Made with Hearth, on our own device.</p>
      </section>
    </div>
  );
}
