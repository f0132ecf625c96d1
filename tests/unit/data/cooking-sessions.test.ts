// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addCookingSession,
  saveCookingSessionWithPost,
  sessionsByFamily,
  sessionsByRecipe,
} from '@/data/cooking-sessions';
import type { HearthDatabase } from '@/data/db';
import { RecipeNotFoundError } from '@/data/errors';
import type { Post } from '@/data/types';
import { at, freshDb, makePost, makeRecipe, makeSession, photo } from './helpers';

function cookingPost(id: string, overrides: Partial<Post> = {}): Post {
  return makePost({
    id,
    type: 'photo',
    content: 'We cooked Grandma Dal',
    imageUrl: photo(1),
    imageUrls: [photo(1)],
    taskId: 'recipe-roulette',
    taskTitle: 'Recipe Roulette: Grandma Dal',
    taskEmoji: '🍳',
    ...overrides,
  });
}

async function snapshot(database: HearthDatabase) {
  return {
    posts: await database.posts.toArray(),
    recipes: await database.recipes.toArray(),
    sessions: await database.cookingSessions.toArray(),
  };
}

describe('cooking session queries', () => {
  it('adds a session', async () => {
    const database = freshDb();
    const session = makeSession({ id: 's1', mvpChef: 'Asha', familyNotes: 'Yum' });
    expect(await addCookingSession(session, database)).toBe('s1');
    expect(await database.cookingSessions.get('s1')).toEqual(session);
  });

  it("lists a family's 20 newest sessions by default, newest first, ignoring other families", async () => {
    const database = freshDb();
    for (let i = 0; i < 25; i += 1) {
      await addCookingSession(makeSession({ id: `a${i}`, familyId: 'family_a', date: at(((i * 7) % 25) * 60) }), database);
      await addCookingSession(makeSession({ id: `b${i}`, familyId: 'family_b', date: at(i * 60 + 30) }), database);
    }
    const sessions = await sessionsByFamily('family_a', undefined, database);
    expect(sessions).toHaveLength(20);
    expect(sessions.every((s) => s.familyId === 'family_a')).toBe(true);
    const dates = sessions.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe(at(24 * 60));
    expect(await sessionsByFamily('family_a', 3, database)).toEqual(sessions.slice(0, 3));
    expect(await sessionsByFamily('family_none', 20, database)).toEqual([]);
  });

  it('lists the sessions of one recipe newest first', async () => {
    const database = freshDb();
    await addCookingSession(makeSession({ id: 's1', recipeId: 'recipe_1', date: at(10) }), database);
    await addCookingSession(makeSession({ id: 's2', recipeId: 'recipe_2', date: at(20) }), database);
    await addCookingSession(makeSession({ id: 's3', recipeId: 'recipe_1', date: at(30) }), database);
    await addCookingSession(makeSession({ id: 's4', recipeId: 'recipe_1', date: at(5) }), database);
    expect((await sessionsByRecipe('recipe_1', database)).map((s) => s.id)).toEqual(['s3', 's1', 's4']);
    expect(await sessionsByRecipe('recipe_none', database)).toEqual([]);
  });
});

describe('saveCookingSessionWithPost', () => {
  it('adds the session, appends date and photos to the stored recipe and adds the feed post', async () => {
    const database = freshDb();
    await database.recipes.add(makeRecipe({ id: 'recipe_1', cookedDates: [at(-1000)], photos: [photo(9)] }));
    const session = makeSession({ id: 's1', recipeId: 'recipe_1', date: at(0), photos: [photo(1), photo(2)] });
    const post = cookingPost('p1');

    const result = await saveCookingSessionWithPost(
      { session, recipeId: 'recipe_1', recipeIsDefault: false, post },
      database,
    );

    const expectedRecipe = makeRecipe({
      id: 'recipe_1',
      cookedDates: [at(-1000), at(0)],
      photos: [photo(9), photo(1), photo(2)],
    });
    expect(result).toEqual({ sessionId: 's1', postId: 'p1', recipe: expectedRecipe });
    expect(await snapshot(database)).toEqual({ posts: [post], recipes: [expectedRecipe], sessions: [session] });
  });

  it('stores a copy of a default recipe the first time it is cooked, then appends to it', async () => {
    const database = freshDb();
    const catalogue = makeRecipe({ id: 'default-pasta', name: 'Family Pasta Night', familyId: 'local-family' });
    const first = makeSession({ id: 's1', recipeId: 'default-pasta', familyId: 'family_1', date: at(0), photos: [photo(1)] });
    await saveCookingSessionWithPost(
      { session: first, recipeId: 'default-pasta', recipeIsDefault: true, post: cookingPost('p1'), recipe: catalogue },
      database,
    );
    expect(await database.recipes.get('default-pasta')).toEqual({
      ...catalogue,
      familyId: 'family_1',
      cookedDates: [at(0)],
      photos: [photo(1)],
    });

    const second = makeSession({ id: 's2', recipeId: 'default-pasta', familyId: 'family_1', date: at(60), photos: [] });
    await saveCookingSessionWithPost(
      { session: second, recipeId: 'default-pasta', recipeIsDefault: true, post: cookingPost('p2'), recipe: catalogue },
      database,
    );
    const stored = await database.recipes.get('default-pasta');
    expect(stored?.cookedDates).toEqual([at(0), at(60)]);
    expect(stored?.photos).toEqual([photo(1)]);
    expect(await database.recipes.where('familyId').equals('family_1').count()).toBe(1);
    expect(await database.cookingSessions.count()).toBe(2);
    expect(await database.posts.count()).toBe(2);
  });

  it('without the catalogue recipe, stores a copy from the session that keeps the cooked info', async () => {
    const database = freshDb();
    const session = makeSession({
      id: 's1',
      recipeId: 'default-stew',
      recipeName: 'Cozy Family Stew',
      familyId: 'family_1',
      date: at(0),
      photos: [photo(3)],
    });
    await saveCookingSessionWithPost(
      { session, recipeId: 'default-stew', recipeIsDefault: true, post: cookingPost('p1') },
      database,
    );
    expect(await database.recipes.get('default-stew')).toEqual({
      id: 'default-stew',
      name: 'Cozy Family Stew',
      contributor: '',
      ingredients: [],
      difficulty: 'easy',
      photos: [photo(3)],
      cookedDates: [at(0)],
      familyId: 'family_1',
    });
  });

  it('treats a default- id as default even when the flag says otherwise', async () => {
    const database = freshDb();
    const session = makeSession({ id: 's1', recipeId: 'default-tacos', date: at(0) });
    await saveCookingSessionWithPost(
      { session, recipeId: 'default-tacos', recipeIsDefault: false, post: cookingPost('p1') },
      database,
    );
    expect((await database.recipes.get('default-tacos'))?.cookedDates).toEqual([at(0)]);
  });

  it('refuses an unknown family recipe and writes nothing', async () => {
    const database = freshDb();
    const attempt = saveCookingSessionWithPost(
      { session: makeSession({ id: 's1', recipeId: 'recipe_gone' }), recipeId: 'recipe_gone', recipeIsDefault: false, post: cookingPost('p1') },
      database,
    );
    await expect(attempt).rejects.toBeInstanceOf(RecipeNotFoundError);
    expect(await snapshot(database)).toEqual({ posts: [], recipes: [], sessions: [] });
  });

  it('rolls back the session and the recipe update when adding the post fails', async () => {
    const database = freshDb();
    const recipe = makeRecipe({ id: 'recipe_1', cookedDates: [at(-60)] });
    const existingPost = cookingPost('p1', { content: 'An earlier post' });
    await database.recipes.add(recipe);
    await database.posts.add(existingPost);
    const before = await snapshot(database);

    // The post id already exists, so the last write of the transaction fails.
    const attempt = saveCookingSessionWithPost(
      {
        session: makeSession({ id: 's1', recipeId: 'recipe_1', date: at(0), photos: [photo(1)] }),
        recipeId: 'recipe_1',
        recipeIsDefault: false,
        post: cookingPost('p1'),
      },
      database,
    );
    await expect(attempt).rejects.toThrow();
    expect(await snapshot(database)).toEqual(before);
  });

  it('rolls back the stored default copy and the session when adding the post fails', async () => {
    const database = freshDb();
    await database.posts.add(cookingPost('p1'));
    const before = await snapshot(database);
    const attempt = saveCookingSessionWithPost(
      {
        session: makeSession({ id: 's1', recipeId: 'default-pasta', date: at(0) }),
        recipeId: 'default-pasta',
        recipeIsDefault: true,
        post: cookingPost('p1'),
      },
      database,
    );
    await expect(attempt).rejects.toThrow();
    expect(await snapshot(database)).toEqual(before);
  });

  it('writes nothing when the session id already exists', async () => {
    const database = freshDb();
    await database.recipes.add(makeRecipe({ id: 'recipe_1' }));
    await database.cookingSessions.add(makeSession({ id: 's1', recipeId: 'recipe_1' }));
    const before = await snapshot(database);
    await expect(
      saveCookingSessionWithPost(
        { session: makeSession({ id: 's1', recipeId: 'recipe_1' }), recipeId: 'recipe_1', recipeIsDefault: false, post: cookingPost('p9') },
        database,
      ),
    ).rejects.toThrow();
    expect(await snapshot(database)).toEqual(before);
  });
});
