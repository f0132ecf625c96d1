import { useState } from 'react';
import type * as React from 'react';
import { PendingOrFailed } from '@/ui/pending-or-failed';
import { useServices } from '@/lib/services';
import { useSongs } from '@/features/singing-game/api/use-songs';
import type { IndustryKey, LanguageKey } from '@/features/singing-game/data/languages';
import type { PoolLetter } from '@/features/singing-game/model/letter-pool';
import { IntroScreen } from '@/features/singing-game/components/intro-screen';
import { LanguagePicker } from '@/features/singing-game/components/language-picker';
import { PlayScreen, type PlayMode } from '@/features/singing-game/components/play-screen';

export type GameStage = 'intro' | 'picker' | 'play';

export type SingingGameProps = {
  /** Where the game starts (stories); 'play' needs `initialLanguage`. */
  initialStage?: GameStage;
  initialLanguage?: LanguageKey;
  initialMode?: PlayMode;
  /** The first letter (stories); drawn from the playable letters otherwise. */
  initialLetter?: PoolLetter;
  /** Seconds already on the first letter's timer (stories show the 30, 60, 90 and 180 s states). */
  initialElapsed?: number;
};

/** Only the first round of the first catalogue starts from the initial letter and seconds. */
interface FirstRound {
  language: LanguageKey;
  letter?: PoolLetter;
  elapsed?: number;
}

/** Intro -> language picker -> play. */
export function SingingGame({
  initialStage = 'intro',
  initialLanguage,
  initialMode = 'letter',
  initialLetter,
  initialElapsed,
}: SingingGameProps) {
  const { tick: sound } = useServices();
  const [stage, setStage] = useState<GameStage>(
    initialStage === 'play' && initialLanguage === undefined ? 'picker' : initialStage,
  );
  const [language, setLanguage] = useState<LanguageKey | null>(initialLanguage ?? null);
  const [mode, setMode] = useState<PlayMode>(initialMode);
  const [muted, setMuted] = useState(false);
  const [firstRound, setFirstRound] = useState<FirstRound | null>(
    initialLanguage ? { language: initialLanguage, letter: initialLetter, elapsed: initialElapsed } : null,
  );
  // Focus follows the family's own moves between stages, not the first render.
  const [moved, setMoved] = useState(false);

  const songs = useSongs(stage === 'play' ? language : null);

  const choose = (key: LanguageKey) => {
    // A click: the moment browsers allow audio to be unlocked for the ticks that follow.
    sound.prime();
    setFirstRound(null);
    setLanguage(key);
    setStage('play');
    setMoved(true);
  };

  if (stage === 'intro') {
    return (
      <GameFrame>
        <IntroScreen
          focusHeading={moved}
          onStart={() => {
            sound.prime();
            setStage('picker');
            setMoved(true);
          }}
        />
      </GameFrame>
    );
  }

  if (stage === 'picker' || language === null) {
    return (
      <GameFrame>
        <LanguagePicker focusHeading={moved} onChoose={choose} />
      </GameFrame>
    );
  }

  if (!songs.data) {
    return (
      <GameFrame>
        <PendingOrFailed
          failed={songs.isError}
          onRetry={() => void songs.refetch()}
          loadingLabel="Loading songs…"
          failedTitle="The songs did not load"
        >
          Hearth could not open its song list. Check your internet connection and try again.
        </PendingOrFailed>
      </GameFrame>
    );
  }

  const loaded = songs.data;
  const first = firstRound?.language === loaded.language ? firstRound : null;
  return (
    <GameFrame>
      <PlayScreen
        // A new language starts a new round: new letter, timer from 0.
        key={loaded.language}
        language={loaded.language}
        songs={loaded.songs}
        selectedLanguage={language}
        switchingLanguage={songs.isFetching && loaded.language !== language}
        mode={mode}
        onModeChange={setMode}
        muted={muted}
        onMutedChange={setMuted}
        onLanguageChange={(key: IndustryKey) => {
          if (key === language) return;
          setFirstRound(null);
          setLanguage(key);
        }}
        onChangeLanguage={() => {
          setStage('picker');
          setMoved(true);
        }}
        initialLetter={first?.letter}
        initialElapsed={first?.elapsed}
      />
    </GameFrame>
  );
}

function GameFrame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 pb-8">{children}</div>;
}
