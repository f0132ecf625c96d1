import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { RecipeNotFoundError } from '@/data/errors';
import { isDefaultRecipeId } from '@/data/ids';
import type { CookingSession, Post, Recipe } from '@/data/types';

/** Cooking sessions by family, default 20. */
export const DEFAULT_SESSIONS_LIMIT = 20;

export async function addCookingSession(session: CookingSession, database: HearthDatabase = defaultDb): Promise<string> {
  return database.cookingSessions.add(session);
}

/**
 * Newest first. Walks the `date` index backwards and keeps the family's sessions, stopping after
 * `limit` matches: a device holds one family, so this reads about `limit` records instead of every
 * session of the family (there is no [familyId+date] index in the version 2 schema).
 */
export async function sessionsByFamily(
  familyId: string,
  limit: number = DEFAULT_SESSIONS_LIMIT,
  database: HearthDatabase = defaultDb,
): Promise<CookingSession[]> {
  return database.cookingSessions
    .orderBy('date')
    .reverse()
    .filter((session) => session.familyId === familyId)
    .limit(limit)
    .toArray();
}

/** Every session of one recipe, newest first. */
export async function sessionsByRecipe(recipeId: string, database: HearthDatabase = defaultDb): Promise<CookingSession[]> {
  const sessions = await database.cookingSessions.where('recipeId').equals(recipeId).toArray();
  return sessions.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

export interface SaveCookingSessionInput {
  session: CookingSession;
  /** The cooked recipe's id; the same as `session.recipeId`. */
  recipeId: string;
  /** True for the shipped 'default-…' recipes (also derived from the id). */
  recipeIsDefault: boolean;
  /** The feed post announcing the session (type 'photo', taskId 'recipe-roulette'). */
  post: Post;
  /**
   * The recipe as shown in the roulette. Needed for a default recipe that is not stored yet: its
   * copy is stored so the roulette can show when it was cooked. Without it, a copy is made from the
   * session (name, family) with no ingredients; `mergeDefaultRecipes` reads only its cookedDates and
   * photos, so the roulette still shows the catalogue's recipe.
   */
  recipe?: Recipe;
}

export interface SaveCookingSessionResult {
  sessionId: string;
  postId: string;
  /** The recipe as stored after the update. */
  recipe: Recipe;
}

/**
 * Saving a session adds the session, appends the date to the recipe's
 * cookedDates and the photos to its photos, and adds a feed post. One transaction: if any write
 * fails (full disk, duplicate id) none of them stays, so the feed never shows a meal the recipe
 * does not know about, or the reverse.
 */
export async function saveCookingSessionWithPost(
  input: SaveCookingSessionInput,
  database: HearthDatabase = defaultDb,
): Promise<SaveCookingSessionResult> {
  const { session, recipeId, post } = input;
  const isDefault = input.recipeIsDefault || isDefaultRecipeId(recipeId);
  return database.transaction('rw', database.cookingSessions, database.recipes, database.posts, async () => {
    const stored = await database.recipes.get(recipeId);
    const base = stored ?? (isDefault ? defaultRecipeCopy(input) : undefined);
    if (!base) throw new RecipeNotFoundError(recipeId);

    const recipe: Recipe = {
      ...base,
      cookedDates: [...base.cookedDates, session.date],
      photos: [...base.photos, ...session.photos],
    };
    const sessionId = await database.cookingSessions.add(session);
    await database.recipes.put(recipe);
    const postId = await database.posts.add(post);
    return { sessionId, postId, recipe };
  });
}

function defaultRecipeCopy({ recipe, recipeId, session }: SaveCookingSessionInput): Recipe {
  // The copy belongs to the family that cooked it, so listRecipes(familyId) finds it.
  if (recipe) return { ...recipe, id: recipeId, familyId: session.familyId };
  return {
    id: recipeId,
    name: session.recipeName,
    contributor: '',
    ingredients: [],
    difficulty: 'easy',
    photos: [],
    cookedDates: [],
    familyId: session.familyId,
  };
}
