// @vitest-environment node
import type { Difficulty } from '@/data/types';
import { allergensOf, defaultRecipes, isDefaultRecipe, safetyOf } from '@/features/recipe-roulette/data/default-recipes';


// Words of an ingredient line that say what it is (not how much, how cut, or how served).
const NOT_THE_INGREDIENT = new Set(
  'about plus more for the finely chopped crushed diced sliced thinly grated cut into bite size pieces rinsed small large medium head florets drained mixed with cooked cold day old best serve optional fresh handful handfuls leaves dried ground mild strong plain boneless into chunks cubes sticks taste shared share toppings ready made fast action sachet warm beaten frozen tbsp cup cups can cans lb oz ml litre tsp and or of a to the in for some each wedges'.split(' '),
);

export function ingredientWords(line: string): string[] {
  return line
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z\s-]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word.length >= 3 && !NOT_THE_INGREDIENT.has(word));
}

/** An ingredient is used when one of its words (or its stem) appears in the steps. */
export function isUsedInSteps(line: string, steps: string): boolean {
  const text = steps.toLowerCase();
  return ingredientWords(line).some((word) => text.includes(word.length > 5 ? word.slice(0, 5) : word));
}

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

describe('the ingredient check', () => {
  it.each([
    ['2 cloves garlic, crushed', 'Add the garlic.', true],
    ['3 spring onions, sliced', 'Finish with the sesame oil.', false],
    ['1 tbsp fresh ginger, grated', 'Fry the ginger.', true],
    ['1/2 tsp salt', 'Season well.', false],
  ])('%s in "%s": %s', (line, steps, used) => {
    expect(isUsedInSteps(line, steps)).toBe(used);
  });
});

describe('default recipes', () => {
  it('ships the eight default recipes in order', () => {
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

    it('passes the recipe form limits', () => {
      expect(recipe.name.trim()).toBe(recipe.name);
      expect(recipe.name.length).toBeGreaterThanOrEqual(2);
      expect(recipe.name.length).toBeLessThan(100);
      const ingredientsText = recipe.ingredients.join('\n');
      expect(ingredientsText.length).toBeGreaterThanOrEqual(5);
      expect(ingredientsText.length).toBeLessThan(2000);
      expect(recipe.notes?.trim().length ?? 0).toBeGreaterThan(0);
      expect(recipe.notes?.length ?? 0).toBeLessThan(500);
    });

    it('uses every ingredient in a step', () => {
      for (const ingredient of recipe.ingredients) expect(isUsedInSteps(ingredient, recipe.notes ?? ''), ingredient).toBe(true);
    });

    it('shows its allergens and a grown-up safety line', () => {
      expect(allergensOf(recipe.id)?.length ?? 0).toBeGreaterThan(0);
      expect(safetyOf(recipe.id).join(' ')).toMatch(/A grown-up handles the knives, hot oil/);
      const text = `${recipe.ingredients.join(' ')} ${recipe.notes ?? ''}`;
      if (/chicken (breast|thighs)/i.test(text)) expect(safetyOf(recipe.id).join(' ')).toMatch(/74 °C \(165 °F\).*juices run clear.*no pink/);
      if (/\brice\b/i.test(recipe.ingredients.join(' '))) expect(safetyOf(recipe.id).join(' ')).toMatch(/within an hour.*fridge.*within a day.*once.*steaming hot/);
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
