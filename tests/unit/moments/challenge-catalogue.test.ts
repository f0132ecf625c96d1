// @vitest-environment node
import type { Challenge } from '@/data/types';
import { challengeCategories } from '@/features/moments/data/challenge-categories';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { microSurprisesData } from '@/features/moments/data/challenge-catalogue';

const PHYSICAL: Challenge['category'][] = ['Physical Action', 'Movement'];

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?]["')]?)\s+/).filter((part) => part.trim().length > 0);
}

describe('challenge catalogue', () => {
  it('loads lazily as its own module, with the same list as named and default export', async () => {
    const module = await import('@/features/moments/data/challenge-catalogue');
    expect(module.default).toBe(module.microSurprisesData);
    expect(module.microSurprisesData).toBe(microSurprisesData);
  });

  it('holds at least 72 challenges, at least 12 in each of the six categories', () => {
    expect(microSurprisesData.length).toBeGreaterThanOrEqual(72);
    for (const category of challengeCategories) {
      expect(microSurprisesData.filter((c) => c.category === category).length, category).toBeGreaterThanOrEqual(12);
    }
    expect(microSurprisesData.every((c) => challengeCategories.includes(c.category))).toBe(true);
  });

  it('has unique kebab-case ids and unique titles, none taken by the fallback', () => {
    const ids = microSurprisesData.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const titles = microSurprisesData.map((c) => c.title.trim().toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(ids).not.toContain(fallbackChallenge.id);
    expect(titles).not.toContain(fallbackChallenge.title.toLowerCase());
  });

  it.each([...microSurprisesData, fallbackChallenge].map((c) => [c.id, c] as const))('%s has every field, well formed', (_id, c) => {
    expect(c.title.trim()).toBe(c.title);
    expect(c.title.length).toBeGreaterThan(2);
    expect(c.title.length).toBeLessThanOrEqual(40);
    expect(c.emoji.trim()).not.toBe('');
    expect(c.emoji).not.toMatch(/[A-Za-z0-9]/);

    // 1-2 sentences, short enough for a card.
    expect(c.description).toMatch(/[.!?]$/);
    expect(sentences(c.description).length).toBeGreaterThanOrEqual(1);
    expect(sentences(c.description).length).toBeLessThanOrEqual(2);
    expect(c.description.length).toBeLessThanOrEqual(240);

    expect(c.familyParticipationRequired.length).toBeGreaterThanOrEqual(2);
    expect(c.familyParticipationRequired.length).toBeLessThanOrEqual(4);
    for (const item of c.familyParticipationRequired) {
      expect(item.trim()).toBe(item);
      expect(item.length).toBeGreaterThan(5);
      expect(item).not.toMatch(/[.?]$/); // checklist items, not sentences or questions
    }

    expect(c.connectionPrompts.length).toBeGreaterThanOrEqual(2);
    expect(c.connectionPrompts.length).toBeLessThanOrEqual(4);
    for (const prompt of c.connectionPrompts) expect(prompt).toMatch(/^[A-Z].*\?$/);

    if (c.safetyNote !== undefined) {
      expect(c.safetyNote.trim()).not.toBe('');
      expect(c.safetyNote).toMatch(/\.$/);
    }
  });

  it('gives every Physical Action and Movement challenge a safety note', () => {
    const missing = microSurprisesData.filter((c) => PHYSICAL.includes(c.category) && !c.safetyNote);
    expect(missing.map((c) => c.id)).toEqual([]);
  });

  it('gives a safety note to any other activity with water, heat, food smells, bright lights, cutting or going out', () => {
    // Activities, not topics: 'a smell that reminds you' needs no note, 'hold up a kitchen smell' does.
    const risky = /\b(bowl of water|sink|bath|stove|cooked|kitchen smell|torch|lamp|sunshine|scissors|cutting|step outside|around the block)\b/i;
    const missing = microSurprisesData.filter((c) => risky.test(`${c.title} ${c.description}`) && !c.safetyNote);
    expect(missing.map((c) => c.id)).toEqual([]);
  });

  it('keeps prompts and checklists distinct within a challenge', () => {
    for (const c of microSurprisesData) {
      expect(new Set(c.connectionPrompts).size, c.id).toBe(c.connectionPrompts.length);
      expect(new Set(c.familyParticipationRequired).size, c.id).toBe(c.familyParticipationRequired.length);
    }
  });

  it('asks for nothing to be bought', () => {
    const shopping = /\b(buy|purchase|shop|store-bought|order online|\$|£|€)/i;
    for (const c of microSurprisesData) {
      const text = [c.title, c.description, ...c.familyParticipationRequired, ...c.connectionPrompts].join(' ');
      expect(text, c.id).not.toMatch(shopping);
    }
  });
});

describe('fallback challenge', () => {
  it("is 'Family weather report' in the Connection category", () => {
    expect(fallbackChallenge.title).toBe('Family weather report');
    expect(fallbackChallenge.category).toBe('Connection');
  });
});

describe('a catalogue without near-duplicates', () => {
  it('keeps 80+ challenges and none of the replaced near-duplicates', () => {
    const ids = microSurprisesData.map((challenge) => challenge.id);
    expect(ids.length).toBeGreaterThanOrEqual(80);
    for (const replaced of [
      'appreciation-spotlight',
      'three-good-things',
      'the-tiniest-thanks',
      'colour-hunt',
      'yoga-zoo',
      'follow-the-silly-leader',
      'family-says',
      'shadow-family-photo',
    ]) {
      expect(ids).not.toContain(replaced);
    }
  });

  it('folding challenges say how to fold in three steps', () => {
    const folding = microSurprisesData.filter((challenge) => /\bfold/i.test(challenge.description) && /plane|boat|fortune teller/i.test(challenge.title + challenge.description));
    expect(folding.length).toBe(3);
    for (const challenge of folding) expect(challenge.description).toMatch(/\(1\).*\(2\).*\(3\)/);
  });
});

