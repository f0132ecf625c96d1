// @vitest-environment node
import { currentLetterView, type LetterView } from '@/features/singing-game/components/letter-screen';
import type { LanguageKey } from '@/features/singing-game/data/languages';
import { letterPhase } from '@/features/singing-game/model/timer';

// What the letter screen shows at each second, with and without a view the
// family asked for.
describe('currentLetterView', () => {
  it.each<[number, LanguageKey, LetterView | null, LetterView]>([
    [0, 'bollywood', null, 'letter'],
    [29, 'bollywood', null, 'letter'],
    [30, 'bollywood', null, 'letter'],
    [89, 'bollywood', null, 'letter'],
    [90, 'bollywood', null, 'thinking'],
    [179, 'bollywood', null, 'thinking'],
    [180, 'bollywood', null, 'hint'],
    [600, 'bollywood', null, 'hint'],
    [90, 'any', null, 'thinking'],
    [180, 'any', null, 'hint'],
    // Asked for: the hint at 95 s, the song before 180 s; time never goes back to an earlier view.
    [95, 'kollywood', 'hint', 'hint'],
    [100, 'kollywood', 'song', 'song'],
    [200, 'kollywood', 'song', 'song'],
    [200, 'kollywood', 'thinking', 'hint'],
    [10, 'kollywood', 'letter', 'letter'],
  ])('at %s s in %s with %s asked for: %s', (seconds, language, requested, expected) => {
    expect(currentLetterView(letterPhase(seconds, language).phase, requested)).toBe(expected);
  });
});
