// @vitest-environment node
import type { Difficulty } from '@/data/types';
import { defaultRecipes, isDefaultRecipe } from '@/features/recipe-roulette/data/default-recipes';

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

describe('default recipes (activities spec §2.6, §3, §9)', () => {
  it('ships the eight recipes of the spec in order', () => {
    expect(defaultRecipes.map((recipe) => recipe.id)).toEqual([
      'default-family-pasta-night',
      'default-one-pot-family-meal',
      'default-simple-stir-fry',
      'default-build-your-own-taco-bar',
      'default-simple-family-curry',
      'default-homemade-pizza-party',
      'default-cozy-family-stew',
      'default-quick-fried-rice',
    ]);
    expect(new Set(defaultRecipes.map((recipe) => recipe.name)).size).toBe(8);
  });

  describe.each(defaultRecipes.map((recipe) => [recipe.id, recipe] as const))('%s', (_id, recipe) => {
    it('is a Hearth default with no photos or cooked dates yet', () => {
      expect(recipe.contributor).toBe('Hearth');
      expect(recipe.familyId).toBe('default');
      expect(recipe.photos).toEqual([]);
      expect(recipe.cookedDates).toEqual([]);
      expect(DIFFICULTIES).toContain(recipe.difficulty);
      expect(isDefaultRecipe(recipe.id)).toBe(true);
    });

    it('passes the recipe form limits (core spec §5)', () => {
      expect(recipe.name.trim()).toBe(recipe.name);
      expect(recipe.name.length).toBeGreaterThanOrEqual(2);
      expect(recipe.name.length).toBeLessThan(100);
      const ingredientsText = recipe.ingredients.join('\n');
      expect(ingredientsText.length).toBeGreaterThanOrEqual(5);
      expect(ingredientsText.length).toBeLessThan(2000);
      expect(recipe.notes?.trim().length ?? 0).toBeGreaterThan(0);
      expect(recipe.notes?.length ?? 0).toBeLessThan(500);
    });

    it('lists real ingredients with quantities', () => {
      expect(recipe.ingredients.length).toBeGreaterThanOrEqual(8);
      for (const ingredient of recipe.ingredients) {
        expect(ingredient.trim()).toBe(ingredient);
        expect(ingredient.length).toBeGreaterThan(2);
      }
      // Most lines start with an amount (a number or "a handful", "salt to taste" lines aside).
      const measured = recipe.ingredients.filter((line) => /^\d/.test(line));
      expect(measured.length / recipe.ingredients.length).toBeGreaterThan(0.6);
    });
  });
});

describe('isDefaultRecipe', () => {
  it.each([
    ['default-family-pasta-night', true],
    ['default-something-new', true],
    ['recipe_1700000000000_ab12', false],
    ['my-default-lasagne', false],
    ['', false],
  ])('%j -> %s', (id, expected) => {
    expect(isDefaultRecipe(id)).toBe(expected);
  });
});
