import { Globe } from 'lucide-react';
import { anyLanguage, industryLanguages, type LanguageKey } from '@/features/singing-game/data/languages';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

export type LanguagePickerProps = {
  onChoose: (language: LanguageKey) => void;
  focusHeading?: boolean;
};

const choiceClasses =
  'flex min-h-24 cursor-pointer flex-col items-start justify-center gap-1 rounded-2xl border-2 border-border bg-surface-raised p-5 text-left shadow-sm transition-colors hover:border-primary hover:bg-secondary';

/** 'Choose Your Language', four industry cards and the 'any' choice. */
export function LanguagePicker({ onChoose, focusHeading = false }: LanguagePickerProps) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <section aria-labelledby="language-picker-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="language-picker-heading" ref={heading} tabIndex={-1} className="text-3xl font-extrabold outline-none">
          Choose Your Language
        </h2>
        <p className="text-lg text-muted-foreground">Pick the film songs your family loves best.</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {industryLanguages.map((entry) => (
          <li key={entry.key}>
            <button type="button" data-testid={`language-${entry.key}`} className={choiceClasses} onClick={() => onChoose(entry.key)}>
              <span className="text-2xl font-extrabold">{entry.language}</span>
              <span className="text-base font-bold text-muted-foreground">{entry.name} songs</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        data-testid={`language-${anyLanguage.key}`}
        className={`${choiceClasses} min-h-20 flex-row items-center justify-start gap-4`}
        onClick={() => onChoose(anyLanguage.key)}
      >
        <Globe aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <span className="flex flex-col gap-1">
          <span className="text-2xl font-extrabold">{anyLanguage.name}</span>
          <span className="text-base font-bold text-muted-foreground">
            Sing songs in whatever language your family knows.
          </span>
        </span>
      </button>
    </section>
  );
}
