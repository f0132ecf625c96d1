import type { YearBook } from '../model/lay-out-book';

/** Enough choice for a cover without decoding every photo of the year twice. */
const MAX_CHOICES = 24;

/** The family picks the cover photo among the book's photos. */
export function CoverPicker({ book, chosenId, onPick }: { book: YearBook; chosenId: string | undefined; onPick: (momentId: string) => void }) {
  const choices = book.chapters
    .flatMap((chapter) => chapter.moments)
    .filter((moment) => moment.photos.length > 0)
    .slice(0, MAX_CHOICES);
  if (choices.length < 2) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">Cover photo</legend>
      <div className="flex gap-2 overflow-x-auto pb-1">
        {choices.map((moment) => {
          const chosen = moment.photos[0] === book.coverPhoto && (chosenId === undefined || chosenId === moment.id);
          return (
            <button
              key={moment.id}
              type="button"
              aria-pressed={chosen}
              aria-label={`Cover: photo shared by ${moment.who}, ${moment.when}`}
              onClick={() => onPick(moment.id)}
              className={`shrink-0 rounded-lg border-4 ${chosen ? 'border-primary' : 'border-transparent'} focus-visible:outline-2 focus-visible:outline-primary`}
            >
              <img src={moment.photos[0]} alt="" className="size-16 rounded object-cover" />
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
