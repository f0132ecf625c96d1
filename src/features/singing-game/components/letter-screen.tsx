import { useEffect, useRef } from 'react';
import type * as React from 'react';
import { Lightbulb, Timer } from 'lucide-react';
import { AlertBanner } from '@/ui/alert-banner';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import type { LanguageKey } from '@/features/singing-game/data/languages';
import { formatTimer, type LetterPhase } from '@/features/singing-game/model/timer';
import type { ExampleSong } from '@/features/singing-game/components/playable-letter';
import { SongCard } from '@/features/singing-game/components/song-card';

/** The letter screen's sub-views: the letter itself, then thinking, hint, song. */
export type LetterView = 'letter' | 'thinking' | 'hint' | 'song';

const VIEW_ORDER: readonly LetterView[] = ['letter', 'thinking', 'hint', 'song'];

/**
 * The sub-view on screen: the timer's phase, or a later view the family asked for ('Need a Gentle
 * Hint?', 'Show Me a Song', 'Show Example'). Time never takes a family back to an earlier view.
 */
export function currentLetterView(phase: LetterPhase['phase'], requested: LetterView | null): LetterView {
  if (requested === null) return phase;
  return VIEW_ORDER.indexOf(requested) > VIEW_ORDER.indexOf(phase) ? requested : phase;
}

export type LetterScreenProps = {
  letter: string;
  elapsed: number;
  phase: LetterPhase;
  view: LetterView;
  language: LanguageKey;
  /** 'Hindi', 'Tamil' ...; empty in 'any' mode. */
  languageLabel: string;
  example: ExampleSong | undefined;
  /** Move focus to the sub-view's heading when it opens (only after the family asked for it). */
  focusView: boolean;
  onFoundOne: () => void;
  onTryDifferentLetter: () => void;
  onShowHint: () => void;
  onShowSong: () => void;
  onOpenCulturalBridge: () => void;
};

/** Letter mode with its timed hints and the thinking, hint and song views. */
export function LetterScreen({
  letter,
  elapsed,
  phase,
  view,
  language,
  languageLabel,
  example,
  focusView,
  onFoundOne,
  onTryDifferentLetter,
  onShowHint,
  onShowSong,
  onOpenCulturalBridge,
}: LetterScreenProps) {
  const showHintButton = phase.showHintButton && (view === 'letter' || view === 'thinking');
  const noSongForLetter = example
    ? `Our ${languageLabel ? `${languageLabel} songs` : 'songs'} have none starting with “${letter}” yet, so here is one starting with “${example.song.firstLetter}”.`
    : '';
  return (
    <div className="flex flex-col gap-5">
      <Card className="items-center gap-2 text-center" padding="lg">
        <p className="text-lg font-bold text-muted-foreground">Find a song that starts with</p>
        <p
          data-testid="current-letter"
          aria-live="polite"
          className="text-[7rem] leading-none font-extrabold text-primary sm:text-[9rem]"
        >
          {letter}
        </p>
        <p className="inline-flex items-center gap-2 rounded-full bg-muted px-4 py-1.5 text-lg font-bold text-muted-foreground">
          <Timer aria-hidden="true" className="size-5" />
          <span className="sr-only">Time on this letter:</span>
          <span data-testid="letter-timer" role="timer" className="tabular-nums text-foreground">
            {formatTimer(elapsed)}
          </span>
        </p>
        <div className="mt-3 flex w-full flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button size="lg" onClick={onFoundOne}>
            We Found One!
          </Button>
          {phase.showTryDifferentLetter ? (
            <Button size="lg" variant="outline" onClick={onTryDifferentLetter}>
              Try Different Letter
            </Button>
          ) : null}
          {showHintButton ? (
            <Button size="lg" variant="secondary" onClick={onShowHint}>
              <Lightbulb aria-hidden="true" />
              Need a Gentle Hint?
            </Button>
          ) : null}
        </div>
      </Card>

      {(view === 'letter' || view === 'thinking') && phase.showBrainstorming ? (
        <p data-testid="brainstorming" className="rounded-2xl bg-secondary px-5 py-4 text-base text-secondary-foreground">
          <span aria-hidden="true">💭 </span>
          Brainstorm together: hum a tune you love, think of a favourite film, or remember a song from a wedding, a car
          trip or a family party. Does one start with “{letter}”?
        </p>
      ) : null}

      {(view === 'letter' || view === 'thinking') && phase.showTipBanner ? (
        <AlertBanner tone="warning" title="Tip">
          {language === 'any'
            ? 'Any language counts! Ask everyone in turn: a lullaby, a school song or a favourite from the radio all count.'
            : `Ask everyone in turn: grandparents often know the ${languageLabel} classics, and children know the newest hits.`}
        </AlertBanner>
      ) : null}

      {view === 'thinking' ? (
        <ViewPanel title="Still Thinking?" focus={focusView}>
          <p>This letter is a tricky one! If someone remembers a song, start singing. Or let us show you one.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={onFoundOne}>Start Singing!</Button>
            <Button variant="outline" onClick={onShowSong} disabled={!example}>
              Show Me a Song
            </Button>
          </div>
        </ViewPanel>
      ) : null}

      {view === 'hint' ? (
        <ViewPanel title="Here's a Gentle Hint" focus={focusView}>
          {example ? (
            <p data-testid="hint-text">
              {example.matchesLetter ? null : `${noSongForLetter} `}
              Think of a song from the film “{example.song.movie}” ({example.song.decade}), sung by {example.song.artist}.
            </p>
          ) : (
            <p data-testid="hint-text">We don&apos;t have a hint for this letter yet. Try a different letter!</p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={onFoundOne}>Start Singing!</Button>
            <Button variant="outline" onClick={onShowSong} disabled={!example}>
              Show Example
            </Button>
          </div>
        </ViewPanel>
      ) : null}

      {view === 'song' && example ? (
        <ViewPanel title={example.matchesLetter ? `A Song for “${letter}”` : 'A Song to Try'} focus={focusView}>
          {example.matchesLetter ? null : (
            <p data-testid="song-fallback-note">{noSongForLetter}</p>
          )}
          <SongCard song={example.song} titleAs="h4" />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={onFoundOne}>Start Singing!</Button>
            <Button variant="outline" onClick={onOpenCulturalBridge}>
              Learn About This Song
            </Button>
          </div>
        </ViewPanel>
      ) : null}
    </div>
  );
}

function ViewPanel({ title, focus, children }: { title: string; focus: boolean; children: React.ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-5 shadow-sm">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-extrabold outline-none">
        {title}
      </h3>
      {children}
    </section>
  );
}
