// Records stored in the `Hearth` IndexedDB database (docs/product.md#records).

export type ShareType = 'text' | 'photo' | 'mood' | 'gratitude' | 'voice' | 'video';
export const SHARE_TYPES: readonly ShareType[] = ['text', 'photo', 'mood', 'gratitude', 'voice', 'video'];

/** The moment types that carry a recording (`Post.media`). */
export type MediaShareType = Extract<ShareType, 'voice' | 'video'>;

/**
 * A voice note's or video's recording, described in its post. The bytes themselves are a Blob in
 * the `mediaBlobs` store under `id` (never a data URL): the post stays small enough for lists,
 * backups and sync records, and the recording is read only when it is played.
 */
export interface PostMedia {
  /** Key of the recording in `mediaBlobs`. */
  id: string;
  /** The container and codecs, e.g. 'audio/webm;codecs=opus' or 'video/mp4'. */
  mimeType: string;
  /** Size of the recording in bytes. */
  bytes: number;
  /** Length in milliseconds. */
  durationMs: number;
  /** Video only: pixel size of the converted video. */
  width?: number;
  height?: number;
  /**
   * Video only: a small JPEG of the first frame (`data:image/jpeg;base64,...`, a few KB), shown in
   * lists before the video itself is read or downloaded. It travels inside the post like a photo.
   */
  posterUrl?: string;
}

/** A recording's bytes, stored apart from its post and deleted with it. */
export interface MediaBlob {
  /** `PostMedia.id`. */
  id: string;
  postId: string;
  blob: Blob;
  /** The family's sync server holds it (sent from here, or fetched from there): nothing to send. */
  sent?: boolean;
}

export interface Post {
  id: string;
  userId: string;
  userName: string;
  userImage: string;
  type: ShareType;
  content: string;
  /** First image, kept for readers of the older single-image field. */
  imageUrl?: string;
  /** Every image of the post, as `data:image/...` strings. */
  imageUrls?: string[];
  /** Mood emoji for mood posts. */
  mood?: string;
  /** Voice and video posts: the recording (its bytes are in `mediaBlobs`). */
  media?: PostMedia;
  /** ISO 8601. */
  timestamp: string;
  likes: number;
  comments: number;
  taskId?: string;
  taskTitle?: string;
  taskEmoji?: string;
  memberColor?: string;
  memberInitials?: string;
}

/**
 * One member's reaction to one moment. Its own record (never a field inside the post), so
 * two members reacting on two devices never overwrite each other when records are synced.
 */
export interface Reaction {
  id: string;
  postId: string;
  memberId: string;
  emoji: ReactionEmoji;
  /** ISO 8601. */
  timestamp: string;
}

/** A member's comment on a moment; `editedAt` (ISO 8601) once its author changed it. */
export interface Comment {
  id: string;
  postId: string;
  memberId: string;
  text: string;
  /** ISO 8601. */
  timestamp: string;
  editedAt?: string;
}

/** The small set of warm reactions, with the names screen readers say. */
export const REACTIONS = [
  { emoji: '❤️', name: 'heart' },
  { emoji: '😂', name: 'laughing' },
  { emoji: '😮', name: 'wow' },
  { emoji: '👏', name: 'clapping' },
  { emoji: '🙏', name: 'thankful' },
  { emoji: '🥹', name: 'touched' },
] as const;
export type ReactionEmoji = (typeof REACTIONS)[number]['emoji'];
export const REACTION_EMOJIS: readonly ReactionEmoji[] = REACTIONS.map((r) => r.emoji);

export interface CompletedTask {
  id: string;
  userId: string;
  /** ISO 8601. */
  completedAt: string;
  taskTitle?: string;
}

export interface Preference<T = unknown> {
  key: string;
  value: T;
}

export interface FamilyMember {
  id: string;
  name: string;
  emoji: string;
  /** Hex colour from the member palette, e.g. '#f97316'. */
  color: string;
  initials: string;
}

export interface FamilyData {
  familyName: string;
  members: FamilyMember[];
  familyId: string;
}

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface Recipe {
  id: string;
  name: string;
  contributor: string;
  ingredients: string[];
  notes?: string;
  difficulty: Difficulty;
  photos: string[];
  /** ISO dates (YYYY-MM-DD or full ISO) on which the family cooked it. */
  cookedDates: string[];
  familyId: string;
}

export interface CookingSession {
  id: string;
  recipeId: string;
  recipeName: string;
  /** ISO 8601. */
  date: string;
  photos: string[];
  familyNotes: string;
  mvpChef?: string;
  familyId: string;
}

/** Written when the family finishes today's moment. */
export interface ExperienceRecord {
  id: string;
  taskId: string;
  taskTitle: string;
  experiencedAt: string;
  familyId: string;
  connectionQuality?: string;
  familyParticipants?: string[];
}

/** Who shared which type today. allocations[memberId][type] === true once used. */
export interface AllocationRecord {
  date: string;
  familyId: string;
  allocations: Record<string, Partial<Record<ShareType, boolean>>>;
}

export type ChallengeCategory =
  | 'Connection'
  | 'Physical Action'
  | 'Gratitude'
  | 'Discovery'
  | 'Photo/Memory'
  | 'Movement';

export interface Challenge {
  id: string;
  category: ChallengeCategory;
  title: string;
  description: string;
  emoji: string;
  safetyNote?: string;
  familyParticipationRequired: string[];
  connectionPrompts: string[];
}

export type HowItWent = 'amazing' | 'good' | 'okay' | 'challenging';

export interface ReflectionRecord {
  id: string;
  taskId: string;
  taskTitle: string;
  memberName: string;
  reflection: {
    howItWent: HowItWent;
    familyResponse: string;
    discoveries: string;
    wouldDoAgain: boolean;
  };
  createdAt: string;
}

export interface Guidance {
  steps: string[];
  tips: string[];
  duration: string;
}

/** Preference keys (docs/product.md#records). `date` is the local date YYYY-MM-DD. */
export const preferenceKeys = {
  familyData: 'familyData',
  offlineChoice: 'offlineChoice',
  lastBackupAt: 'lastBackupAt',
  momentExperience: (familyId: string, date: string) => `moment_experience_${familyId}_${date}`,
  momentAllocation: (familyId: string, date: string) => `moment_allocation_${familyId}_${date}`,
  currentChallenge: (familyId: string, date: string) => `current_challenge_${familyId}_${date}`,
  reflections: (familyId: string, date: string) => `reflections_${familyId}_${date}`,
} as const;
