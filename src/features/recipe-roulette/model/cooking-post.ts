// Saving a cooking session adds a photo post to the family feed and records
// the cooking on the recipe.
import type { CookingSession, FamilyMember, Post, Recipe } from '@/data/types';

export const RECIPE_ROULETTE_TASK_ID = 'recipe-roulette';
export const COOKING_POST_EMOJI = '🍳';

export interface CookingPostInput {
  session: CookingSession;
  /** The family member sharing the post. */
  member: FamilyMember;
  /** Id of the new post. */
  id: string;
  now: Date;
}

/** The post text: the family's notes, or a default line, followed by the MVP chef when one was picked. */
export function cookingPostContent(session: Pick<CookingSession, 'recipeName' | 'familyNotes' | 'mvpChef'>): string {
  const notes = session.familyNotes.trim();
  const chef = session.mvpChef?.trim();
  const lines = [notes.length > 0 ? notes : `We cooked ${session.recipeName} together!`];
  if (chef) lines.push(`👨‍🍳 MVP Chef: ${chef}`);
  return lines.join('\n\n');
}

/** The feed post created from a cooking session (type 'photo', likes and comments at 0). */
export function buildCookingPost({ session, member, id, now }: CookingPostInput): Post {
  const photos = session.photos.filter((photo) => photo.length > 0);
  const post: Post = {
    id,
    userId: member.id,
    userName: member.name,
    userImage: member.emoji,
    type: 'photo',
    content: cookingPostContent(session),
    timestamp: now.toISOString(),
    likes: 0,
    comments: 0,
    taskId: RECIPE_ROULETTE_TASK_ID,
    taskTitle: `Cooked ${session.recipeName}`,
    taskEmoji: COOKING_POST_EMOJI,
    memberColor: member.color,
    memberInitials: member.initials,
  };
  const [first] = photos;
  if (first !== undefined) {
    post.imageUrl = first;
    post.imageUrls = [...photos];
  }
  return post;
}

/**
 * The recipe after a session: the session's date appended to cookedDates and its
 * photos to photos. Returns a new recipe; the one passed in is not changed.
 */
export function applyCookingSession(recipe: Recipe, session: Pick<CookingSession, 'date' | 'photos'>): Recipe {
  return {
    ...recipe,
    cookedDates: [...recipe.cookedDates, session.date],
    photos: [...recipe.photos, ...session.photos.filter((photo) => photo.length > 0)],
  };
}
