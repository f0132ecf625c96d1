import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { DefaultRecipeError } from '@/data/errors';
import { isDefaultRecipeId } from '@/data/ids';
import type { Recipe } from '@/data/types';

// Default recipes ship with the app and are not stored, until the family cooks
// one: then a copy is stored under the same 'default-…' id to keep its cookedDates and photos (see
// saveCookingSessionWithPost). `mergeDefaultRecipes` lays those stored copies over the catalogue.

/** The family's stored recipes (their own, plus stored copies of cooked defaults). */
export async function listRecipes(familyId: string, database: HearthDatabase = defaultDb): Promise<Recipe[]> {
  return database.recipes.where('familyId').equals(familyId).toArray();
}

export async function getRecipe(id: string, database: HearthDatabase = defaultDb): Promise<Recipe | undefined> {
  return database.recipes.get(id);
}

export async function addRecipe(recipe: Recipe, database: HearthDatabase = defaultDb): Promise<string> {
  return database.recipes.add(recipe);
}

/** Applies `changes` to the stored recipe. Returns false when no recipe has that id. */
export async function updateRecipe(
  id: string,
  changes: Partial<Omit<Recipe, 'id'>>,
  database: HearthDatabase = defaultDb,
): Promise<boolean> {
  return (await database.recipes.update(id, changes)) === 1;
}

/**
 * Default recipes cannot be deleted; throws DefaultRecipeError for them (the
 * caller shows 'Default recipes cannot be deleted - they keep your family dinner options ready!').
 */
export async function deleteRecipe(id: string, database: HearthDatabase = defaultDb): Promise<void> {
  if (isDefaultRecipeId(id)) throw new DefaultRecipeError(id);
  await database.recipes.delete(id);
}

/** Pure: one recipe picked uniformly with `random()` in [0, 1), or undefined for an empty list. */
export function randomRecipe(recipes: readonly Recipe[], random: () => number = Math.random): Recipe | undefined {
  if (recipes.length === 0) return undefined;
  const index = Math.min(Math.floor(random() * recipes.length), recipes.length - 1);
  return recipes[index];
}

/**
 * Pure: the roulette's list. Each catalogue default comes first, carrying the cookedDates and photos
 * of its stored copy when the family has cooked it (the catalogue keeps its name and ingredients, so
 * an app update that improves a default still shows); then the family's own recipes.
 */
export function mergeDefaultRecipes(defaults: readonly Recipe[], stored: readonly Recipe[]): Recipe[] {
  const storedById = new Map(stored.map((recipe) => [recipe.id, recipe]));
  const merged = defaults.map((recipe) => {
    const copy = storedById.get(recipe.id);
    return copy ? { ...recipe, cookedDates: copy.cookedDates, photos: copy.photos } : recipe;
  });
  const defaultIds = new Set(defaults.map((recipe) => recipe.id));
  // A stored default that the catalogue no longer has is still the family's history: keep it.
  return [...merged, ...stored.filter((recipe) => !defaultIds.has(recipe.id))];
}
