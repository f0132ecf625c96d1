// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isDefaultRecipeId,
  LOCAL_FAMILY_ID,
  newCookingSessionId,
  newExperienceId,
  newFamilyId,
  newId,
  newMemberId,
  newPostId,
  newRecipeId,
  newReflectionId,
  newTaskId,
} from '@/data/ids';

describe('newId', () => {
  it.each([
    { prefix: 'family', now: 1_700_000_000_000, random: 0, expected: 'family_1700000000000_00000000' },
    { prefix: 'member', now: 1, random: 0.5, expected: `member_1_${Math.floor(0.5 * 36 ** 8).toString(36)}` },
    { prefix: 'post', now: 42, random: 0.9999999999999999, expected: 'post_42_zzzzzzzz' },
    { prefix: 'x', now: 0, random: 1.5 / 36 ** 8, expected: 'x_0_00000001' },
  ])('$prefix at $now with random $random -> $expected', ({ prefix, now, random, expected }) => {
    expect(newId(prefix, now, () => random)).toBe(expected);
  });

  it('has the {prefix}_{timestamp}_{random} shape with defaults', () => {
    expect(newId('post')).toMatch(/^post_\d{13}_[0-9a-z]{8}$/);
  });

  it('gives distinct ids in the same millisecond', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newId('member', 5)));
    expect(ids.size).toBe(1000);
  });

  it.each([
    [newFamilyId, 'family'],
    [newMemberId, 'member'],
    [newPostId, 'post'],
    [newTaskId, 'task'],
    [newRecipeId, 'recipe'],
    [newCookingSessionId, 'session'],
    [newExperienceId, 'experience'],
    [newReflectionId, 'reflection'],
  ] as const)('%o uses prefix %s', (make, prefix) => {
    expect(make(7, () => 0)).toBe(`${prefix}_7_00000000`);
    expect(make()).toMatch(new RegExp(`^${prefix}_\\d+_[0-9a-z]{8}$`));
  });
});

describe('isDefaultRecipeId', () => {
  it.each([
    ['default-family-pasta-night', true],
    ['default-', true],
    ['recipe_1_abc', false],
    ['my-default-recipe', false],
    ['Default-pasta', false],
  ])('%s -> %s', (id, expected) => {
    expect(isDefaultRecipeId(id)).toBe(expected);
  });
});

it('the local family id is local-family', () => {
  expect(LOCAL_FAMILY_ID).toBe('local-family');
});
