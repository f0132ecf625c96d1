import { useEffect, useRef, useState } from 'react';
import { Languages, Volume2, VolumeX } from 'lucide-react';
import { Button } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { Spinner } from '@/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { useServices } from '@/lib/services';
import { industryLanguages, languageByKey, type IndustryKey, type LanguageKey } from '@/features/singing-game/data/languages';
import type { Song } from '@/features/singing-game/data/song';
import type { PoolLetter } from '@/features/singing-game/model/letter-pool';
import type { RandomSource } from '@/features/singing-game/model/random';
import { pickSong, songsForLetter } from '@/features/singing-game/model/songs-for-letter';
import { LETTER_TICK_VOLUME, letterPhase } from '@/features/singing-game/model/timer';
import { CulturalBridgeDialog } from '@/features/singing-game/components/cultural-bridge-dialog';
import { FantasticDialog } from '@/features/singing-game/components/fantastic-dialog';
import { currentLetterView, LetterScreen, type LetterView } from '@/features/singing-game/components/letter-screen';
import { drawPlayableLetter, exampleSongFor, type ExampleSong } from '@/features/singing-game/components/playable-letter';
import { SongCard } from '@/features/singing-game/components/song-card';
import { useElapsedSeconds } from '@/features/singing-game/components/use-elapsed-seconds';

export type PlayMode = 'letter' | 'song';

export type PlayScreenProps = {
  /** The language of `songs`. */
  language: LanguageKey;
  songs: readonly Song[];
  /** The language the pills show as chosen (it leads `language` while its catalogue loads). */
  selectedLanguage: LanguageKey;
  switchingLanguage: boolean;
  mode: PlayMode;
  onModeChange: (mode: PlayMode) => void;
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  onLanguageChange: (language: IndustryKey) => void;
  /** Back to the language picker. */
  onChangeLanguage: () => void;
  /** The first letter and the seconds already on its timer (stories); drawn and 0 otherwise. */
  initialLetter?: PoolLetter;
  initialElapsed?: number;
};

interface Round {
  letter: PoolLetter;
  /** The song behind the hint, 'Show Me a Song' and 'Show Example': chosen with the letter. */
  example: ExampleSong | undefined;
}

function newRound(songs: readonly Song[], random: RandomSource, letter?: PoolLetter, previous?: string): Round {
  const next = letter ?? drawPlayableLetter(songs, random, previous);
  return { letter: next, example: exampleSongFor(songs, next, random) };
}

type DialogName = 'fantastic' | 'bridge' | null;

/** The play screen with its language pills and its letter and song modes. */
export function PlayScreen({
  language,
  songs,
  selectedLanguage,
  switchingLanguage,
  mode,
  onModeChange,
  muted,
  onMutedChange,
  onLanguageChange,
  onChangeLanguage,
  initialLetter,
  initialElapsed = 0,
}: PlayScreenProps) {
  const { random, tick: sound } = useServices();
  const entry = languageByKey(language);
  const languageLabel = language === 'any' ? '' : entry.language;
  const [round, setRound] = useState<Round>(() => newRound(songs, random, initialLetter));
  const [requestedView, setRequestedView] = useState<LetterView | null>(null);
  const [songModeSong, setSongModeSong] = useState<Song | undefined>(() => pickSong(songs, random));
  const [dialog, setDialog] = useState<DialogName>(null);
  const [foundAfter, setFoundAfter] = useState(0);

  const running = mode === 'letter' && dialog !== 'fantastic';
  const { elapsed, restart } = useElapsedSeconds({ running, initialElapsed });
  const phase = letterPhase(elapsed, language);
  const view = currentLetterView(phase.phase, requestedView);

  // A tick each second of the letter phase, at volume 0.3.
  const lastSecond = useRef(elapsed);
  useEffect(() => {
    const previous = lastSecond.current;
    lastSecond.current = elapsed;
    if (elapsed > previous && running && !muted && letterPhase(elapsed, language).ticking) {
      sound.play(LETTER_TICK_VOLUME);
    }
  }, [elapsed, running, muted, language, sound]);

  const nextLetter = () => {
    setRound((current) => newRound(songs, random, undefined, current.letter));
    setRequestedView(null);
    restart(0);
  };

  const foundOne = () => {
    setFoundAfter(elapsed);
    setDialog('fantastic');
  };

  const bridgeSong = mode === 'letter' ? round.example?.song : songModeSong;
  const letterSongs = songsForLetter(songs, round.letter);
  const canTryDifferentSong =
    mode === 'letter' && round.example?.matchesLetter ? letterSongs.length > 1 : songs.length > 1;

  const tryDifferentSong = () => {
    if (mode === 'letter') {
      setRound((current) => ({
        ...current,
        example: exampleSongFor(songs, current.letter, random, current.example?.song.title) ?? current.example,
      }));
    } else {
      setSongModeSong((current) => pickSong(songs, random, current?.title) ?? current);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-2">
          <h2 id="play-language-heading" className="text-2xl font-extrabold">
            {language === 'any' ? 'Singing in Any Language' : `Singing in ${entry.language}`}
          </h2>
          <ChipGroup
            type="single"
            aria-labelledby="play-language-heading"
            value={selectedLanguage === 'any' ? null : selectedLanguage}
            onValueChange={(value) => onLanguageChange(value as IndustryKey)}
            disabled={language === 'any'}
            className="flex flex-wrap gap-2"
          >
            {industryLanguages.map((option) => (
              <Chip key={option.key} value={option.key}>
                {option.language}
              </Chip>
            ))}
          </ChipGroup>
          {language === 'any' ? (
            <p className="text-sm text-muted-foreground">
              Any language counts, so the pills stay as they are. To play one language, choose Change Language.
            </p>
          ) : null}
          {switchingLanguage ? (
            <Spinner size="sm" showLabel label={`Loading ${languageByKey(selectedLanguage).language} songs…`} />
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          <Button variant="outline" size="sm" onClick={onChangeLanguage}>
            <Languages aria-hidden="true" />
            Change Language
          </Button>
          <Button variant="outline" size="sm" onClick={() => onMutedChange(!muted)}>
            {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
            {muted ? 'Turn Tick Sound On' : 'Mute Tick Sound'}
          </Button>
        </div>
      </div>

      <Tabs value={mode} onValueChange={(value) => onModeChange(value as PlayMode)}>
        <TabsList aria-label="Game mode">
          <TabsTrigger value="letter">Letter Mode</TabsTrigger>
          <TabsTrigger value="song">Song Mode</TabsTrigger>
        </TabsList>
        <TabsContent value="letter">
          <LetterScreen
            letter={round.letter}
            elapsed={elapsed}
            phase={phase}
            view={view}
            language={language}
            languageLabel={languageLabel}
            example={round.example}
            focusView={requestedView !== null && requestedView === view}
            onFoundOne={foundOne}
            onTryDifferentLetter={nextLetter}
            onShowHint={() => setRequestedView('hint')}
            onShowSong={() => setRequestedView('song')}
            onOpenCulturalBridge={() => setDialog('bridge')}
          />
        </TabsContent>
        <TabsContent value="song">
          {songModeSong ? (
            <section className="flex flex-col gap-4" aria-labelledby="song-mode-heading">
              <h3 id="song-mode-heading" className="text-2xl font-extrabold">
                Sing This Song Together
              </h3>
              <p className="text-muted-foreground">
                Who knows it? Sing it together, or learn a little about it first in the Cultural Bridge.
              </p>
              <SongCard song={songModeSong} titleAs="h4" />
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button size="lg" onClick={() => setDialog('fantastic')}>
                  We Sang It!
                </Button>
                <Button size="lg" variant="outline" onClick={() => setDialog('bridge')}>
                  Learn About This Song
                </Button>
              </div>
            </section>
          ) : (
            <p>There are no songs to show yet.</p>
          )}
        </TabsContent>
      </Tabs>

      {mode === 'letter' ? (
        <FantasticDialog
          open={dialog === 'fantastic'}
          mode="letter"
          letter={round.letter}
          elapsed={foundAfter}
          onNext={() => {
            setDialog(null);
            nextLetter();
          }}
        />
      ) : songModeSong ? (
        <FantasticDialog
          open={dialog === 'fantastic'}
          mode="song"
          song={songModeSong}
          onNext={() => {
            setDialog(null);
            setSongModeSong((current) => pickSong(songs, random, current?.title) ?? current);
          }}
        />
      ) : null}

      {bridgeSong ? (
        <CulturalBridgeDialog
          song={bridgeSong}
          open={dialog === 'bridge'}
          onOpenChange={(open) => setDialog(open ? 'bridge' : null)}
          onTryDifferentSong={tryDifferentSong}
          canTryDifferentSong={canTryDifferentSong}
        />
      ) : null}
    </div>
  );
}
