import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCookingSessionWithPost, type SaveCookingSessionInput, type SaveCookingSessionResult } from '@/data/cooking-sessions';
import { LOCAL_FAMILY_ID, newCookingSessionId, newPostId } from '@/data/ids';
import { queryKeys } from '@/data/query-keys';
import type { CookingSession, FamilyData, FamilyMember, Recipe } from '@/data/types';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { computeInitials } from '@/lib/validation/member-name';
import { isDefaultRecipe } from '@/features/recipe-roulette/data/default-recipes';
import { buildCookingPost } from '@/features/recipe-roulette/model/cooking-post';

/** What the cooking (documenting) stage collected. */
export interface CookingRecord {
  recipe: Recipe;
  /** The compressed photo, if one was added (`data:image/jpeg;...`). */
  photo: string | null;
  /** Already validated as a reflection. */
  notes: string;
  /** The most valuable chef, if one was picked. */
  chef: FamilyMember | null;
}

/**
 * Who the feed post is from. The most valuable chef when the family picked one (the meal is their
 * moment, and Memories' member filter finds it under them); otherwise the family's first member,
 * as the one who set the family up. A family with no members at all posts as the family itself.
 */
export function cookingPostAuthor(family: FamilyData, chef: FamilyMember | null): FamilyMember {
  if (chef) return chef;
  const [first] = family.members;
  if (first) return first;
  return {
    id: family.familyId || LOCAL_FAMILY_ID,
    name: family.familyName,
    emoji: '🏡',
    color: MEMBER_COLORS[0].hex,
    initials: computeInitials(family.familyName),
  };
}

export interface CookingSaveIds {
  sessionId: string;
  postId: string;
}

/**
 * The session record, the recipe update and the photo post of one cooking,
 * ready for saveCookingSessionWithPost. Pure: `now` and the ids are passed in.
 */
export function buildCookingSave(record: CookingRecord, family: FamilyData, now: Date, ids: CookingSaveIds): SaveCookingSessionInput {
  const { recipe, photo, notes, chef } = record;
  const session: CookingSession = {
    id: ids.sessionId,
    recipeId: recipe.id,
    recipeName: recipe.name,
    date: now.toISOString(),
    photos: photo ? [photo] : [],
    familyNotes: notes,
    familyId: family.familyId || LOCAL_FAMILY_ID,
  };
  if (chef) session.mvpChef = chef.name;
  const post = buildCookingPost({ session, member: cookingPostAuthor(family, chef), id: ids.postId, now });
  return { session, recipeId: recipe.id, recipeIsDefault: isDefaultRecipe(recipe.id), post, recipe };
}

export interface SaveCookingVariables {
  record: CookingRecord;
  family: FamilyData;
  now: Date;
}

/**
 * 'Save to Family Feed': one transaction adding the session, appending the date and photo to the
 * recipe and adding the feed post; nothing is kept when any of them fails.
 */
export function useSaveCookingSession() {
  const queryClient = useQueryClient();
  return useMutation<SaveCookingSessionResult, Error, SaveCookingVariables>({
    mutationFn: ({ record, family, now }) =>
      saveCookingSessionWithPost(
        buildCookingSave(record, family, now, {
          sessionId: newCookingSessionId(now.getTime()),
          postId: newPostId(now.getTime()),
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recipes.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cookingSessions.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]),
  });
}
