import { ART_ACTIVITY_IDS, artActivities, artActivityById } from '@/features/art-guide/data/art-activities';
import { MEMBER_COLORS } from '@/lib/member-colors';

const minutes = (timeNeeded: string) => {
  const match = /^(\d+) minutes$/.exec(timeNeeded);
  return match ? Number(match[1]) : Number.NaN;
};
const age = (ageRange: string) => {
  const match = /^(\d)\+$/.exec(ageRange);
  return match ? Number(match[1]) : Number.NaN;
};

describe('art activity catalogue', () => {
  it('has exactly the seven activities, in order, with unique ids', () => {
    expect(artActivities.map((activity) => activity.id)).toEqual([
      'family-portrait',
      'emotion-symphony',
      'story-timeline',
      'compromise-canvas',
      'silent-collaboration',
      'values-sculpture',
      'perspective-gallery',
    ]);
    expect(new Set(ART_ACTIVITY_IDS).size).toBe(7);
  });

  it('spans 30 to 90 minutes and ages 4+ to 7+', () => {
    const durations = artActivities.map((activity) => minutes(activity.timeNeeded));
    const ages = artActivities.map((activity) => age(activity.ageRange));
    expect(Math.min(...durations)).toBe(30);
    expect(Math.max(...durations)).toBe(90);
    expect(Math.min(...ages)).toBe(4);
    expect(Math.max(...ages)).toBe(7);
  });

  describe.each(artActivities.map((activity) => [activity.id, activity] as const))('%s', (_id, activity) => {
    it('has a duration of 30-90 minutes written as "<n> minutes"', () => {
      const value = minutes(activity.timeNeeded);
      expect(value).toBeGreaterThanOrEqual(30);
      expect(value).toBeLessThanOrEqual(90);
    });

    it('has an age range from 4+ to 7+', () => {
      expect(['4+', '5+', '6+', '7+']).toContain(activity.ageRange);
    });

    it('has every text field filled in', () => {
      for (const text of [activity.title, activity.description, activity.whyItWorks, activity.icon]) {
        expect(text.trim().length).toBeGreaterThan(0);
      }
      expect(activity.description.length).toBeGreaterThan(60);
      expect(activity.whyItWorks.length).toBeGreaterThan(120);
    });

    it('has 6-10 instructions and non-empty lists without blank entries', () => {
      expect(activity.instructions.length).toBeGreaterThanOrEqual(6);
      expect(activity.instructions.length).toBeLessThanOrEqual(10);
      for (const list of [activity.materials, activity.instructions, activity.communicationSkills, activity.tips]) {
        expect(list.length).toBeGreaterThan(0);
        for (const entry of list) expect(entry.trim().length).toBeGreaterThan(0);
        expect(new Set(list).size).toBe(list.length);
      }
    });

    it('does not claim invented statistics in whyItWorks', () => {
      expect(activity.whyItWorks).not.toMatch(/\d+\s?%|percent|studies show|research shows/i);
    });

    it('uses a member colour token', () => {
      expect(MEMBER_COLORS.map((color) => color.token)).toContain(activity.color);
    });

    it('is found by its id', () => {
      expect(artActivityById(activity.id)).toBe(activity);
    });
  });

  it('returns undefined for an unknown id', () => {
    expect(artActivityById('finger-painting')).toBeUndefined();
  });
});

describe('art guides a family can follow', () => {
  const byId = (id: string) => artActivities.find((activity) => activity.id === id);

  it('Emotion Symphony names example pieces of music', () => {
    const steps = byId('emotion-symphony')?.instructions.join(' ') ?? '';
    for (const piece of ['Clair de lune', 'The Four Seasons', 'The Swan', 'In the Hall of the Mountain King']) expect(steps).toContain(piece);
  });

  it('Family Values Sculpture says it is two sessions and needs clay that dries', () => {
    const activity = byId('values-sculpture');
    expect(activity?.description).toMatch(/two sessions/);
    expect(activity?.instructions.join(' ')).toMatch(/dry overnight/);
    expect(activity?.materials.join(' ')).not.toMatch(/or play dough/);
  });

  it.each(artActivities.map((activity) => [activity.title, activity] as const))('%s uses the timer it lists', (_title, activity) => {
    if (activity.materials.some((material) => /timer/i.test(material))) expect(activity.instructions.join(' ')).toMatch(/timer/i);
  });
});
