import { act, fireEvent, screen, within } from '@testing-library/react';
import type { TickSound } from '@/lib/services';
import { songsQueryOptions } from '@/features/singing-game/api/use-songs';
import { SingingGame, type SingingGameProps } from '@/features/singing-game/components/singing-game';
import type { LanguageKey } from '@/features/singing-game/data/languages';
import type { Song } from '@/features/singing-game/data/song';
import { bollywoodSongs } from '@/features/singing-game/data/songs-bollywood';
import { kollywoodSongs } from '@/features/singing-game/data/songs-kollywood';
import { mollywoodSongs } from '@/features/singing-game/data/songs-mollywood';
import { tollywoodSongs } from '@/features/singing-game/data/songs-tollywood';
import { renderWithProviders, testQueryClient } from '../render';

// Driven by fake timers: the services' clock reads Date and sets its timers with setInterval,
// which vi.useFakeTimers replaces.

const catalogues: Record<LanguageKey, readonly Song[]> = {
  bollywood: bollywoodSongs,
  kollywood: kollywoodSongs,
  mollywood: mollywoodSongs,
  tollywood: tollywoodSongs,
  any: [...bollywoodSongs, ...kollywoodSongs, ...mollywoodSongs, ...tollywoodSongs],
};

function spySound() {
  return { play: vi.fn<TickSound['play']>(), prime: vi.fn<TickSound['prime']>() };
}

function renderGame({ sound = spySound(), ...props }: SingingGameProps & { sound?: TickSound }) {
  const queryClient = testQueryClient();
  // The catalogues are already loaded (as after the first visit), so every screen renders at once.
  for (const [key, songs] of Object.entries(catalogues)) {
    queryClient.setQueryData(songsQueryOptions(key as LanguageKey).queryKey, { language: key as LanguageKey, songs: [...songs] });
  }
  return renderWithProviders(<SingingGame {...props} />, { queryClient, services: { random: () => 0, tick: sound } });
}

/** Lets the game's clock run `seconds`, one second at a time (each second renders, as in a browser). */
function wait(seconds: number) {
  for (let i = 0; i < seconds; i += 1) act(() => vi.advanceTimersByTime(1_000));
}

/** Lets `seconds` pass in one go (one render at the end: a tab that was in the background). */
function jump(seconds: number) {
  act(() => vi.advanceTimersByTime(seconds * 1_000));
}

const timer = () => screen.getByRole('timer').textContent;
const letter = () => screen.getByTestId('current-letter').textContent;
const button = (name: string) => screen.queryByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 15, 18, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SingingGame', () => {
  it('goes intro -> language picker -> letter mode', () => {
    const sound = spySound();
    renderGame({ sound });
    expect(screen.getByRole('heading', { name: 'Family Alphabet Singing' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Family Challenge!' }));
    expect(screen.getByRole('heading', { name: 'Choose Your Language' })).toHaveFocus();
    expect(sound.prime).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('language-bollywood'));
    expect(screen.getByRole('heading', { name: 'Singing in Hindi' })).toBeInTheDocument();
    expect(letter()).toBe('M');
    expect(timer()).toBe('0:00');
    expect(button('We Found One!')).toBeInTheDocument();
  });

  it('reveals the timed hints at 30, 60 and 90 s, then the hint view at 180 s', () => {
    renderGame({ sound: spySound(), initialStage: 'play', initialLanguage: 'bollywood', initialLetter: 'M' });
    jump(29);
    expect(timer()).toBe('0:29');
    expect(button('Try Different Letter')).not.toBeInTheDocument();
    expect(screen.queryByTestId('brainstorming')).not.toBeInTheDocument();

    jump(1);
    expect(timer()).toBe('0:30');
    expect(button('Try Different Letter')).toBeInTheDocument();
    expect(screen.getByTestId('brainstorming')).toBeInTheDocument();
    expect(screen.queryByText('Tip')).not.toBeInTheDocument();

    jump(29);
    expect(screen.queryByText('Tip')).not.toBeInTheDocument();
    jump(1);
    expect(timer()).toBe('1:00');
    expect(screen.getByText('Tip')).toBeInTheDocument();
    expect(button('Need a Gentle Hint?')).not.toBeInTheDocument();

    jump(29);
    expect(screen.queryByRole('heading', { name: 'Still Thinking?' })).not.toBeInTheDocument();
    expect(button('Need a Gentle Hint?')).not.toBeInTheDocument();
    jump(1);
    expect(timer()).toBe('1:30');
    expect(screen.getByRole('heading', { name: 'Still Thinking?' })).toBeInTheDocument();
    expect(button('Need a Gentle Hint?')).toBeInTheDocument();
    // Focus stays where the family left it: the timer changed the view, not the family.
    expect(screen.getByRole('heading', { name: 'Still Thinking?' })).not.toHaveFocus();

    jump(89);
    expect(screen.queryByRole('heading', { name: "Here's a Gentle Hint" })).not.toBeInTheDocument();
    jump(1);
    expect(timer()).toBe('3:00');
    expect(screen.getByRole('heading', { name: "Here's a Gentle Hint" })).toBeInTheDocument();
    expect(screen.getByTestId('hint-text')).toHaveTextContent('Think of a song from the film “Aradhana” (1960s), sung by Kishore Kumar.');
    fireEvent.click(screen.getByRole('button', { name: 'Show Example' }));
    expect(screen.getByRole('heading', { name: 'A Song for “M”' })).toHaveFocus();
    // Time does not take the family back from the song to the hint.
    jump(30);
    expect(screen.getByRole('heading', { name: 'Mere Sapno Ki Rani' })).toBeInTheDocument();
  });

  it('ticks once a second at volume 0.3 during the letter phase only (until 90 s)', () => {
    const sound = spySound();
    renderGame({ sound, initialStage: 'play', initialLanguage: 'tollywood' });
    wait(89);
    expect(sound.play).toHaveBeenCalledTimes(89);
    expect(sound.play.mock.calls.every(([volume]) => volume === 0.3)).toBe(true);
    wait(30);
    expect(sound.play).toHaveBeenCalledTimes(89);
  }, 30_000);

  it('stops ticking when muted and starts again when unmuted', () => {
    const sound = spySound();
    renderGame({ sound, initialStage: 'play', initialLanguage: 'bollywood' });
    wait(5);
    fireEvent.click(screen.getByRole('button', { name: 'Mute Tick Sound' }));
    wait(10);
    expect(sound.play).toHaveBeenCalledTimes(5);
    fireEvent.click(screen.getByRole('button', { name: 'Turn Tick Sound On' }));
    wait(3);
    expect(sound.play).toHaveBeenCalledTimes(8);
  });

  it("'We Found One!' stops the timer; 'Try Another Letter!' starts a new letter at 0:00", () => {
    const sound = spySound();
    renderGame({ sound, initialStage: 'play', initialLanguage: 'bollywood', initialLetter: 'M' });
    jump(42);
    fireEvent.click(screen.getByRole('button', { name: 'We Found One!' }));
    const dialog = screen.getByRole('dialog', { name: 'Fantastic!' });
    expect(dialog).toHaveTextContent('You found a song for “M” in 0:42.');
    const ticks = sound.play.mock.calls.length;
    jump(20);
    expect(sound.play).toHaveBeenCalledTimes(ticks);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try Another Letter!' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(letter()).toBe('K');
    expect(timer()).toBe('0:00');
    wait(2);
    expect(timer()).toBe('0:02');
    expect(sound.play).toHaveBeenCalledTimes(ticks + 2);
  }, 20_000);

  it("'Try Different Letter' draws another letter and restarts the timer", () => {
    renderGame({ sound: spySound(), initialStage: 'play', initialLanguage: 'bollywood', initialLetter: 'M' });
    jump(35);
    fireEvent.click(screen.getByRole('button', { name: 'Try Different Letter' }));
    expect(letter()).toBe('K');
    expect(timer()).toBe('0:00');
    expect(button('Try Different Letter')).not.toBeInTheDocument();
  });

  it("in 'any' language the pills do not switch and no hint button shows at 90 s", () => {
    renderGame({ sound: spySound(), initialStage: 'play', initialLanguage: 'any' });
    for (const pill of screen.getAllByRole('radio')) expect(pill).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Tamil' }));
    expect(screen.getByRole('heading', { name: 'Singing in Any Language' })).toBeInTheDocument();
    jump(90);
    expect(screen.getByRole('heading', { name: 'Still Thinking?' })).toBeInTheDocument();
    expect(button('Need a Gentle Hint?')).not.toBeInTheDocument();
    jump(90);
    // The hint phase still comes at 180 s, with a song from any of the four catalogues.
    expect(screen.getByRole('heading', { name: "Here's a Gentle Hint" })).toBeInTheDocument();
  });

  it('a language pill switches the language and starts a new round', () => {
    renderGame({ sound: spySound(), initialStage: 'play', initialLanguage: 'bollywood', initialLetter: 'G' });
    jump(40);
    fireEvent.click(screen.getByRole('radio', { name: 'Malayalam' }));
    expect(screen.getByRole('heading', { name: 'Singing in Malayalam' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Malayalam' })).toBeChecked();
    expect(timer()).toBe('0:00');
    expect(letter()).toBe('M');
  });

  it('pauses the timer in song mode and keeps the letter for the return', () => {
    renderGame({ sound: spySound(), initialStage: 'play', initialLanguage: 'bollywood', initialLetter: 'J' });
    jump(12);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Song Mode' }));
    expect(screen.getByRole('heading', { name: 'Sing This Song Together' })).toBeInTheDocument();
    jump(30);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Letter Mode' }));
    expect(letter()).toBe('J');
    expect(timer()).toBe('0:12');
  });

  it("'Change Language' goes back to the picker", () => {
    renderGame({ sound: spySound(), initialStage: 'play', initialLanguage: 'kollywood' });
    fireEvent.click(screen.getByRole('button', { name: 'Change Language' }));
    expect(screen.getByRole('heading', { name: 'Choose Your Language' })).toHaveFocus();
  });
});
