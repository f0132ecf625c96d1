// Runtime shapes of stored records, used where data enters from outside the app's own code: backup
// files (backup.ts) and stored family data that older versions or other tabs may have written
// (preferences.ts). Unknown fields are kept (`looseObject`) so that a backup made by a newer Hearth
// loses nothing; optional fields may be `null` in files written by other tools and are dropped.
import { z } from 'zod';
import { LOCAL_FAMILY_ID } from '@/data/ids';
import type { CompletedTask, CookingSession, FamilyData, Post, Preference, Recipe, ShareType } from '@/data/types';
import { MEMBER_COLORS } from '@/lib/member-colors';

// zod's fast path compiles validators with `new Function`, which Hearth's Content-Security-Policy
// forbids (and reports on every page); the interpreted path is fast enough for backups.
z.config({ jitless: true });

const SHARE_TYPE_VALUES = ['text', 'photo', 'mood', 'gratitude', 'voice', 'video'] as const satisfies readonly ShareType[];
const DEFAULT_MEMBER_EMOJI = '👤';

const nonEmpty = z.string().trim().min(1);
const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);
const stringList = z
  .array(z.string())
  .nullish()
  .transform((v) => v ?? []);

/**
 * An instant, normalised to `Date.toISOString()` form: the timestamp indexes order posts by string
 * comparison, which only matches time order when every value has the same UTC, fixed-width form.
 */
const isoInstant = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: 'must be a date' })
  .transform((s) => new Date(s).toISOString());

/** A date as recipes and cooking sessions keep it: YYYY-MM-DD or a full ISO string, kept as written. */
const dateString = z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: 'must be a date' });

/** The familyId 'local-family' when the data has none. */
const familyId = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v : LOCAL_FAMILY_ID));

/** Bounds a recording's description must keep (docs/product.md#voice-and-video). */
export const MEDIA_LIMITS = {
  /** A 2-minute voice note or a 60-second video after conversion stays far below this. */
  maxBytes: 64 * 1024 * 1024,
  /** Two minutes of voice, with a little room for the encoder's rounding. */
  maxDurationMs: 125_000,
  maxSide: 4096,
  /** A poster is a small JPEG; this bounds what a hand-made file can put into lists. */
  maxPosterChars: 400_000,
} as const;

export const postMediaSchema = z.object({
  id: z.string().regex(/^media_[0-9a-f]{32}$/),
  mimeType: z.string().max(100).regex(/^(audio|video)\/[\w.+-]+(;[\w.+=,"\s-]*)?$/),
  bytes: z.number().int().min(0).max(MEDIA_LIMITS.maxBytes),
  durationMs: z.number().min(0).max(MEDIA_LIMITS.maxDurationMs),
  width: z.number().int().min(1).max(MEDIA_LIMITS.maxSide).optional(),
  height: z.number().int().min(1).max(MEDIA_LIMITS.maxSide).optional(),
  posterUrl: z.string().max(MEDIA_LIMITS.maxPosterChars).startsWith('data:image/jpeg;base64,').optional(),
});

export const postSchema = z.looseObject({
  id: nonEmpty,
  userId: z.string(),
  userName: z.string(),
  userImage: optionalString.transform((v) => v ?? ''),
  type: z.enum(SHARE_TYPE_VALUES),
  content: optionalString.transform((v) => v ?? ''),
  imageUrl: optionalString,
  imageUrls: z.array(z.string()).nullish().transform((v) => v ?? undefined),
  mood: optionalString,
  media: postMediaSchema.nullish().transform((v) => v ?? undefined),
  timestamp: isoInstant,
  likes: z.number().nullish().transform((v) => v ?? 0),
  comments: z.number().nullish().transform((v) => v ?? 0),
  taskId: optionalString,
  taskTitle: optionalString,
  taskEmoji: optionalString,
  memberColor: optionalString,
  memberInitials: optionalString,
});

export const completedTaskSchema = z.looseObject({
  id: nonEmpty,
  userId: z.string(),
  completedAt: isoInstant,
  taskTitle: optionalString,
});

export const preferenceSchema = z.looseObject({
  key: nonEmpty,
  value: z.unknown(),
});

// Member ids come as `member_…` or `member-…` (both forms the original product used) and familyIds as `family_…`,
// `family-…` or 'local-family': any non-empty id is accepted and kept as it is, because posts refer
// to members by these ids.
export const familyMemberSchema = z.looseObject({
  id: nonEmpty,
  name: z.string(),
  emoji: optionalString.transform((v) => v || DEFAULT_MEMBER_EMOJI),
  color: optionalString.transform((v) => v || MEMBER_COLORS[0].hex),
  // Initials are recomputed on load by the family feature, so an empty value is fine.
  initials: optionalString.transform((v) => v ?? ''),
});

export const familyDataSchema = z.looseObject({
  familyName: z.string(),
  members: z
    .array(familyMemberSchema)
    .nullish()
    .transform((v) => v ?? []),
  familyId,
});

export const recipeSchema = z.looseObject({
  id: nonEmpty,
  name: z.string(),
  contributor: z.string(),
  ingredients: z.array(z.string()),
  notes: optionalString,
  difficulty: z.enum(['easy', 'medium', 'hard']),
  photos: stringList,
  cookedDates: stringList,
  familyId,
});

export const cookingSessionSchema = z.looseObject({
  id: nonEmpty,
  recipeId: nonEmpty,
  recipeName: z.string(),
  date: dateString,
  photos: stringList,
  familyNotes: optionalString.transform((v) => v ?? ''),
  mvpChef: optionalString,
  familyId,
});

// Reactions and comments. Which emoji and which post are checked in backup/records.ts.
export const reactionSchema = z.looseObject({
  id: nonEmpty,
  postId: nonEmpty,
  memberId: nonEmpty,
  emoji: z.string(),
  timestamp: isoInstant,
});

export const commentSchema = z.looseObject({
  id: nonEmpty,
  postId: nonEmpty,
  memberId: nonEmpty,
  text: z.string(),
  timestamp: isoInstant,
  editedAt: isoInstant.nullish().transform((v) => v ?? undefined),
});

/** Removes keys whose value is `undefined`, so parsed records look like ones the app wrote itself. */
export function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

// Compile-time checks that what the schemas produce is assignable to the stored record types.
type Assignable<Target, Source extends Target> = Source;
export type ParsedPost = Assignable<Post, z.output<typeof postSchema>>;
export type ParsedCompletedTask = Assignable<CompletedTask, z.output<typeof completedTaskSchema>>;
export type ParsedPreference = Assignable<Preference, z.output<typeof preferenceSchema>>;
export type ParsedFamilyData = Assignable<FamilyData, z.output<typeof familyDataSchema>>;
export type ParsedRecipe = Assignable<Recipe, z.output<typeof recipeSchema>>;
export type ParsedCookingSession = Assignable<CookingSession, z.output<typeof cookingSessionSchema>>;
