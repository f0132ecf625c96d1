// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DefaultRecipeError } from '@/data/errors';
import {
  addRecipe,
  deleteRecipe,
  getRecipe,
  listRecipes,
  mergeDefaultRecipes,
  randomRecipe,
  updateRecipe,
} from '@/data/recipes';
import { freshDb, makeRecipe, photo } from './helpers';

describe('recipe store', () => {
  it('adds, gets and lists recipes by family', async () => {
    const database = freshDb();
    const dal = makeRecipe({ id: 'recipe_1', familyId: 'family_1', notes: 'Less salt' });
    const soup = makeRecipe({ id: 'recipe_2', name: 'Soup', familyId: 'family_1', difficulty: 'medium' });
    const other = makeRecipe({ id: 'recipe_3', familyId: 'family_2' });
    expect(await addRecipe(dal, database)).toBe('recipe_1');
    await addRecipe(soup, database);
    await addRecipe(other, database);
    expect(await getRecipe('recipe_1', database)).toEqual(dal);
    expect(await getRecipe('missing', database)).toBeUndefined();
    expect((await listRecipes('family_1', database)).map((r) => r.id).sort()).toEqual(['recipe_1', 'recipe_2']);
    expect(await listRecipes('family_2', database)).toEqual([other]);
    expect(await listRecipes('family_none', database)).toEqual([]);
  });

  it('updates only the given fields and says whether the recipe existed', async () => {
    const database = freshDb();
    await addRecipe(makeRecipe({ id: 'recipe_1' }), database);
    expect(await updateRecipe('recipe_1', { cookedDates: ['2025-01-01'], photos: [photo(1)] }, database)).toBe(true);
    expect(await getRecipe('recipe_1', database)).toEqual(
      makeRecipe({ id: 'recipe_1', cookedDates: ['2025-01-01'], photos: [photo(1)] }),
    );
    expect(await updateRecipe('missing', { name: 'X' }, database)).toBe(false);
    expect(await getRecipe('missing', database)).toBeUndefined();
  });

  it('deletes a family recipe', async () => {
    const database = freshDb();
    await addRecipe(makeRecipe({ id: 'recipe_1' }), database);
    await deleteRecipe('recipe_1', database);
    expect(await getRecipe('recipe_1', database)).toBeUndefined();
  });

  it('refuses to delete a default recipe with a DefaultRecipeError and keeps its stored copy', async () => {
    const database = freshDb();
    await addRecipe(makeRecipe({ id: 'default-pasta-night', cookedDates: ['2025-01-01'] }), database);
    const attempt = deleteRecipe('default-pasta-night', database);
    await expect(attempt).rejects.toBeInstanceOf(DefaultRecipeError);
    await expect(deleteRecipe('default-never-stored', database)).rejects.toMatchObject({
      name: 'DefaultRecipeError',
      recipeId: 'default-never-stored',
    });
    expect(await getRecipe('default-pasta-night', database)).toBeDefined();
  });
});

describe('randomRecipe', () => {
  const recipes = ['a', 'b', 'c', 'd'].map((id) => makeRecipe({ id }));

  it.each([
    [0, 'a'],
    [0.24, 'a'],
    [0.25, 'b'],
    [0.5, 'c'],
    [0.99, 'd'],
    [0.9999999999999999, 'd'],
    [1, 'd'],
  ])('random %d picks %s', (value, id) => {
    expect(randomRecipe(recipes, () => value)?.id).toBe(id);
  });

  it('gives undefined for no recipes', () => {
    expect(randomRecipe([], () => 0.5)).toBeUndefined();
  });

  it('uses Math.random by default and always picks one of the list', () => {
    for (let i = 0; i < 50; i += 1) expect(recipes).toContain(randomRecipe(recipes));
  });
});

describe('mergeDefaultRecipes', () => {
  const pasta = makeRecipe({ id: 'default-pasta', name: 'Family Pasta Night', ingredients: ['pasta'] });
  const curry = makeRecipe({ id: 'default-curry', name: 'Simple Family Curry', ingredients: ['rice'] });

  it('lays cooked info of stored default copies over the catalogue and appends family recipes', () => {
    const storedPasta = makeRecipe({
      id: 'default-pasta',
      name: 'Old name',
      ingredients: [],
      cookedDates: ['2025-01-02'],
      photos: [photo(1)],
    });
    const own = makeRecipe({ id: 'recipe_1', name: 'Grandma Dal' });
    expect(mergeDefaultRecipes([pasta, curry], [own, storedPasta])).toEqual([
      { ...pasta, cookedDates: ['2025-01-02'], photos: [photo(1)] },
      curry,
      own,
    ]);
  });

  it('keeps a stored default the catalogue no longer has', () => {
    const retired = makeRecipe({ id: 'default-retired', cookedDates: ['2024-05-05'] });
    expect(mergeDefaultRecipes([pasta], [retired])).toEqual([pasta, retired]);
  });

  it('returns the catalogue unchanged when nothing is stored', () => {
    expect(mergeDefaultRecipes([pasta, curry], [])).toEqual([pasta, curry]);
  });
});
