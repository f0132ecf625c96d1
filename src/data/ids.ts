// New ids are `{prefix}_{timestamp}_{random}` so that records
// made on two devices of one family never collide when a backup is imported.

const RANDOM_LENGTH = 8;
const RANDOM_SPACE = 36 ** RANDOM_LENGTH;

/**
 * `${prefix}_${timestamp}_${random base36}`. The random part is always 8 base-36 characters, even
 * when `random()` returns 0 (Math.random().toString(36) would give an empty or short string).
 */
export function newId(prefix: string, now: number = Date.now(), random: () => number = Math.random): string {
  const value = Math.min(Math.floor(random() * RANDOM_SPACE), RANDOM_SPACE - 1);
  return `${prefix}_${now}_${value.toString(36).padStart(RANDOM_LENGTH, '0')}`;
}

export const idPrefixes = {
  family: 'family',
  member: 'member',
  post: 'post',
  reaction: 'reaction',
  comment: 'comment',
  task: 'task',
  recipe: 'recipe',
  cookingSession: 'session',
  experience: 'experience',
  reflection: 'reflection',
} as const;

export const newFamilyId = (now?: number, random?: () => number) => newId(idPrefixes.family, now, random);
export const newMemberId = (now?: number, random?: () => number) => newId(idPrefixes.member, now, random);
export const newPostId = (now?: number, random?: () => number) => newId(idPrefixes.post, now, random);
export const newTaskId = (now?: number, random?: () => number) => newId(idPrefixes.task, now, random);
export const newRecipeId = (now?: number, random?: () => number) => newId(idPrefixes.recipe, now, random);
export const newCookingSessionId = (now?: number, random?: () => number) =>
  newId(idPrefixes.cookingSession, now, random);
export const newExperienceId = (now?: number, random?: () => number) => newId(idPrefixes.experience, now, random);
export const newReflectionId = (now?: number, random?: () => number) => newId(idPrefixes.reflection, now, random);
export const newReactionId = (now?: number, random?: () => number) => newId(idPrefixes.reaction, now, random);
export const newCommentId = (now?: number, random?: () => number) => newId(idPrefixes.comment, now, random);

/**
 * A recording's id: 128 random bits and nothing else, because it is the one id the sync server sees
 * in the clear (it names the encrypted chunks), so it must not tell when anything was recorded.
 */
export function newMediaId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `media_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The familyId used when (imported) family data has none. */
export const LOCAL_FAMILY_ID = 'local-family';

/** Shipped recipes have ids beginning 'default-'. */
export function isDefaultRecipeId(id: string): boolean {
  return id.startsWith('default-');
}
