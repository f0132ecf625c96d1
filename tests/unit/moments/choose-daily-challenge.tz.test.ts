// @vitest-environment node
import type { Challenge } from '@/data/types';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { microSurprisesData } from '@/features/moments/data/challenge-catalogue';
import {
  chooseDailyChallenge,
  chooseRandomChallenge,
  fnv1a32,
  localDateKey,
} from '@/features/moments/model/choose-daily-challenge';
import { withTimeZone } from '../with-time-zone';

function challenge(id: string): Challenge {
  return {
    id,
    category: 'Connection',
    title: `Title ${id}`,
    description: `Description ${id}.`,
    emoji: '⭐',
    familyParticipationRequired: ['Everyone joins', 'Everyone listens'],
    connectionPrompts: ['What did you like?', 'What surprised you?'],
  };
}

const five = ['a', 'b', 'c', 'd', 'e'].map(challenge);

describe('localDateKey', () => {
  it.each([
    [new Date(2025, 0, 1, 0, 0, 0), '2025-01-01'],
    [new Date(2025, 0, 1, 23, 59, 59, 999), '2025-01-01'],
    [new Date(2025, 11, 31, 12, 0, 0), '2025-12-31'],
    [new Date(2024, 1, 29, 8, 0, 0), '2024-02-29'],
    [new Date(999, 8, 9, 8, 0, 0), '0999-09-09'],
  ])('%s -> %s', (now, expected) => {
    expect(localDateKey(now)).toBe(expected);
  });

  it('uses the local date, not the UTC one', () => {
    withTimeZone('Pacific/Auckland', () => {
      const lateEvening = new Date(2025, 5, 1, 0, 30); // 1 June locally, 31 May in UTC
      expect(lateEvening.toISOString().slice(0, 10)).toBe('2025-05-31');
      expect(localDateKey(lateEvening)).toBe('2025-06-01');
    });
    withTimeZone('America/Los_Angeles', () => {
      const evening = new Date(2025, 5, 1, 20, 0); // 1 June locally, 2 June in UTC
      expect(evening.toISOString().slice(0, 10)).toBe('2025-06-02');
      expect(localDateKey(evening)).toBe('2025-06-01');
    });
  });
});

describe('fnv1a32', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
    ['family_1:2025-06-15', 0x26621b2c],
    ['José:2025-01-01', 0x6752baf0], // UTF-8 bytes, like every other FNV implementation
  ])('%j -> %i', (text, expected) => {
    expect(fnv1a32(text)).toBe(expected);
  });
});

describe('chooseDailyChallenge', () => {
  it('picks index hash(familyId:date) mod the number of candidates', () => {
    const picked = chooseDailyChallenge({ challenges: five, date: '2025-06-15', familyId: 'family_1', excludedIds: [] });
    expect(picked.id).toBe(five[0x26621b2c % 5]?.id);
  });

  it('gives the same challenge all day, for the same family, whatever the exclusion type', () => {
    const input = { challenges: microSurprisesData, date: '2025-06-15', familyId: 'family_1' };
    const first = chooseDailyChallenge({ ...input, excludedIds: [] });
    expect(chooseDailyChallenge({ ...input, excludedIds: new Set<string>() })).toBe(first);
    expect(chooseDailyChallenge({ ...input, excludedIds: [] })).toBe(first);
  });

  it('varies from day to day and from family to family', () => {
    const days = Array.from({ length: 30 }, (_, i) => localDateKey(new Date(2025, 5, 1 + i)));
    const byDay = new Set(
      days.map((date) => chooseDailyChallenge({ challenges: microSurprisesData, date, familyId: 'family_1', excludedIds: [] }).id),
    );
    expect(byDay.size).toBeGreaterThanOrEqual(15);
    const byFamily = new Set(
      Array.from({ length: 30 }, (_, i) =>
        chooseDailyChallenge({ challenges: microSurprisesData, date: '2025-06-15', familyId: `family_${i}`, excludedIds: [] }).id,
      ),
    );
    expect(byFamily.size).toBeGreaterThanOrEqual(15);
  });

  it('never picks an experienced or completed challenge while others remain', () => {
    for (let day = 1; day <= 60; day += 1) {
      const date = localDateKey(new Date(2025, 0, day));
      const excluded = new Set(['a', 'c', 'e']);
      const picked = chooseDailyChallenge({ challenges: five, date, familyId: 'local-family', excludedIds: excluded });
      expect(['b', 'd']).toContain(picked.id);
    }
  });

  it.each([
    ['one left', ['a', 'b', 'c', 'd'], 'e'],
    ['excluded ids that are not in the list are ignored', ['x', 'y', 'a', 'b', 'c', 'e'], 'd'],
  ])('%s', (_label, excluded, expected) => {
    expect(chooseDailyChallenge({ challenges: five, date: '2025-03-01', familyId: 'f', excludedIds: excluded }).id).toBe(expected);
  });

  it('falls back to the whole list when everything has been done', () => {
    const all = five.map((c) => c.id);
    const picked = chooseDailyChallenge({ challenges: five, date: '2025-06-15', familyId: 'family_1', excludedIds: all });
    expect(picked).toBe(chooseDailyChallenge({ challenges: five, date: '2025-06-15', familyId: 'family_1', excludedIds: [] }));
  });

  it("uses 'Family weather report' when there are no challenges", () => {
    const picked = chooseDailyChallenge({ challenges: [], date: '2025-06-15', familyId: 'family_1', excludedIds: [] });
    expect(picked).toBe(fallbackChallenge);
    expect(picked.title).toBe('Family weather report');
  });
});

describe('chooseRandomChallenge', () => {
  it.each([
    [0, 'b'],
    [0.2499, 'b'],
    [0.25, 'c'],
    [0.5, 'd'],
    [0.9999, 'e'],
    [1, 'e'], // a faulty source returning 1 still stays in range
    [-3, 'b'],
    [Number.NaN, 'b'],
  ])('random %d with current "a" -> %s', (value, expected) => {
    expect(chooseRandomChallenge({ challenges: five, currentId: 'a', random: () => value }).id).toBe(expected);
  });

  it('never returns the current challenge when there is another', () => {
    for (let i = 0; i < 100; i += 1) {
      const value = i / 100;
      for (const current of five) {
        expect(chooseRandomChallenge({ challenges: five, currentId: current.id, random: () => value }).id).not.toBe(current.id);
      }
    }
  });

  it('prefers challenges not yet done, then any other than the current one', () => {
    const random = () => 0.99;
    expect(chooseRandomChallenge({ challenges: five, currentId: 'a', excludedIds: ['b', 'c', 'e'], random }).id).toBe('d');
    expect(chooseRandomChallenge({ challenges: five, currentId: 'a', excludedIds: new Set(['b', 'c', 'd', 'e']), random }).id).toBe('e');
  });

  it('returns the only challenge there is, or the fallback with none', () => {
    const only = challenge('only');
    expect(chooseRandomChallenge({ challenges: [only], currentId: 'only', random: () => 0.5 })).toBe(only);
    expect(chooseRandomChallenge({ challenges: [], currentId: 'x', random: () => 0.5 })).toBe(fallbackChallenge);
  });

  it('works without a current challenge', () => {
    expect(chooseRandomChallenge({ challenges: five, currentId: null, random: () => 0 }).id).toBe('a');
  });
});
