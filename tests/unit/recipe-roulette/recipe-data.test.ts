import { saveCookingSessionWithPost } from '@/data/cooking-sessions';
import { db } from '@/data/db';
import { saveFamilyData } from '@/data/preferences';
import type { FamilyData } from '@/data/types';
import { addFamilyRecipe, FamilyNotLoadedError } from '@/features/recipe-roulette/api/use-add-recipe';
import { loadRecipeCollection } from '@/features/recipe-roulette/api/use-recipe-collection';
import { buildCookingSave, cookingPostAuthor } from '@/features/recipe-roulette/api/use-save-cooking-session';
import { defaultRecipes } from '@/features/recipe-roulette/data/default-recipes';
import { family, NOW, PHOTO } from './fixtures';

// The roulette's calls against the real local store (fake-indexeddb): adding a family recipe,
// listing the collection and saving a cooking session in one transaction.


beforeEach(async () => {
  await db.delete();
  await db.open();
});

describe('adding a family recipe', () => {
  it('stores it under the saved family, never cooked, after the eight defaults', async () => {
    await saveFamilyData(family);
    const saved = await addFamilyRecipe({ name: 'Dal', contributor: 'Asha', ingredients: ['lentils', 'onion'], notes: '', difficulty: 'medium' });
    expect(saved).toMatchObject({ name: 'Dal', contributor: 'Asha', familyId: family.familyId, cookedDates: [], photos: [] });
    expect(saved.id).toMatch(/^recipe_\d+_[0-9a-z]{8}$/);
    expect(saved).not.toHaveProperty('notes');
    expect(await db.recipes.get(saved.id)).toEqual(saved);
    const collection = await loadRecipeCollection(family.familyId);
    expect(collection).toHaveLength(9);
    expect(collection.slice(0, 8).map((r) => r.id)).toEqual(defaultRecipes.map((r) => r.id));
    expect(collection[8]).toEqual(saved);
  });

  it('refuses when no family is saved on the device, storing nothing', async () => {
    await expect(
      addFamilyRecipe({ name: 'Dal', contributor: 'Asha', ingredients: ['lentils'], notes: '', difficulty: 'easy' }),
    ).rejects.toBeInstanceOf(FamilyNotLoadedError);
    expect(await db.recipes.count()).toBe(0);
  });
});

describe('saving a cooking session', () => {
  it('adds the session, the cooked date and photo, and the feed post in one go (default recipe)', async () => {
    const pasta = defaultRecipes[0]!;
    const chef = family.members[1]!;
    const input = buildCookingSave({ recipe: pasta, photo: PHOTO, notes: 'Everyone stirred', chef }, family, NOW, {
      sessionId: 'session_1',
      postId: 'post_1',
    });
    await saveCookingSessionWithPost(input);

    expect(await db.cookingSessions.get('session_1')).toEqual({
      id: 'session_1',
      recipeId: pasta.id,
      recipeName: pasta.name,
      date: NOW.toISOString(),
      photos: [PHOTO],
      familyNotes: 'Everyone stirred',
      mvpChef: 'Ravi Kumar',
      familyId: family.familyId,
    });
    expect(await db.posts.get('post_1')).toMatchObject({
      type: 'photo',
      userId: chef.id,
      userName: 'Ravi Kumar',
      taskId: 'recipe-roulette',
      imageUrl: PHOTO,
      imageUrls: [PHOTO],
      likes: 0,
      comments: 0,
      timestamp: NOW.toISOString(),
    });
    const collection = await loadRecipeCollection(family.familyId);
    expect(collection[0]).toMatchObject({ id: pasta.id, cookedDates: [NOW.toISOString()], photos: [PHOTO] });
  });

  it('keeps nothing when the post cannot be added (duplicate id)', async () => {
    const pasta = defaultRecipes[0]!;
    await db.posts.add({ id: 'post_1', userId: 'x', userName: 'x', userImage: '', type: 'text', content: 'x', timestamp: NOW.toISOString(), likes: 0, comments: 0 });
    const input = buildCookingSave({ recipe: pasta, photo: null, notes: '', chef: null }, family, NOW, { sessionId: 'session_1', postId: 'post_1' });
    await expect(saveCookingSessionWithPost(input)).rejects.toThrow();
    expect(await db.cookingSessions.count()).toBe(0);
    expect(await db.recipes.count()).toBe(0);
  });
});

describe('buildCookingSave', () => {
  it('without photo or chef: no photos, no mvpChef, the first member posts', () => {
    const input = buildCookingSave({ recipe: defaultRecipes[2]!, photo: null, notes: '', chef: null }, family, NOW, { sessionId: 's', postId: 'p' });
    expect(input.session.photos).toEqual([]);
    expect(input.session).not.toHaveProperty('mvpChef');
    expect(input.recipeIsDefault).toBe(true);
    expect(input.post.userName).toBe('Asha');
    expect(input.post).not.toHaveProperty('imageUrl');
    expect(input.post.content).toBe(`We cooked ${defaultRecipes[2]!.name} together!`);
  });

  it('a family recipe is not a default', () => {
    const own = { ...defaultRecipes[0]!, id: 'recipe_1_abcdefgh', familyId: family.familyId };
    expect(buildCookingSave({ recipe: own, photo: null, notes: '', chef: null }, family, NOW, { sessionId: 's', postId: 'p' }).recipeIsDefault).toBe(false);
  });
});

describe('cookingPostAuthor', () => {
  it.each([
    ['the chosen chef', family, family.members[1], 'Ravi Kumar'],
    ['the first member without a chef', family, null, 'Asha'],
    ['the family itself without members', { ...family, members: [] } as FamilyData, null, 'The Kumars'],
  ] as const)('%s', (_name, fam, chef, name) => {
    expect(cookingPostAuthor(fam, chef ?? null).name).toBe(name);
  });
});
