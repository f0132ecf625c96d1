import { saveCookingSessionWithPost, type SaveCookingSessionInput, type SaveCookingSessionResult } from '@/data/cooking-sessions';
import { getFamilyData } from '@/data/preferences';
import { addRecipe, deleteRecipe, listRecipes } from '@/data/recipes';
import type { FamilyData, Recipe } from '@/data/types';

/**
 * The local-store calls the roulette makes. The roulette's hooks take them as
 * one object so that stories and tests can hand in a failing call (a full disk, a family erased in
 * another tab) and show the family's message for it, while the app uses IndexedDB.
 */
export interface RecipeRouletteData {
  /** The family's stored recipes (their own and stored copies of cooked defaults). */
  listRecipes: (familyId: string) => Promise<Recipe[]>;
  addRecipe: (recipe: Recipe) => Promise<string>;
  /** Throws DefaultRecipeError for a 'default-…' id. */
  deleteRecipe: (id: string) => Promise<void>;
  /** One transaction: the session, the recipe's cookedDates and photos, and the feed post. */
  saveCookingSession: (input: SaveCookingSessionInput) => Promise<SaveCookingSessionResult>;
  /** The family saved on the device right now (null when there is none). */
  readFamily: () => Promise<FamilyData | null>;
}

export const databaseRecipeData: RecipeRouletteData = {
  listRecipes: (familyId) => listRecipes(familyId),
  addRecipe: (recipe) => addRecipe(recipe),
  deleteRecipe: (id) => deleteRecipe(id),
  saveCookingSession: (input) => saveCookingSessionWithPost(input),
  readFamily: () => getFamilyData(),
};

/** The database calls, with any of them replaced. */
export function recipeRouletteData(overrides: Partial<RecipeRouletteData> = {}): RecipeRouletteData {
  return { ...databaseRecipeData, ...overrides };
}
