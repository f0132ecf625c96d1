// Pure rules of the share dialog: photo checks with their exact messages, when
// 'Create Family Moment' is allowed, and the records a share writes. Kept free of React so they are
// tested table by table (tests/unit/moments/share-form.test.ts).
import type {
  Challenge,
  CompletedTask,
  ExperienceRecord,
  FamilyData,
  FamilyMember,
  MediaBlob,
  Post,
  PostMedia,
  ShareType,
} from '@/data/types';
import { newExperienceId, newMediaId, newPostId, newTaskId } from '@/data/ids';
import { validateField, type FieldValidation } from '@/lib/validation/validate-field';
import { isMoodEmoji } from '../data/share-content';

// Photos per moment and per file.
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

// The texts families see, exactly as written.
export const photoMessages = {
  tooMany: 'You can upload maximum 5 photos per moment',
  notImage: (fileName: string) => `${fileName} is not an image file`,
  tooLarge: (fileName: string) => `${fileName} is too large. Please select images smaller than 5MB`,
  uploadFailed: 'Failed to upload photos. Please try again.',
  readFailed: 'Failed to read file',
} as const;

export interface PhotoFileInfo {
  name: string;
  type: string;
  size: number;
}

export interface PhotoCheck {
  /** Indexes (into the given files) of the files to compress and add. */
  accepted: number[];
  /** Messages to show, in the order the files were given. */
  errors: string[];
}

/**
 * A selection that would take the moment past 5 photos is refused as a whole (the
 * family picks again); otherwise each file must be an image under 5MB, and the others are added.
 */
export function checkPhotoFiles(files: readonly PhotoFileInfo[], existingCount: number): PhotoCheck {
  if (files.length === 0) return { accepted: [], errors: [] };
  if (existingCount + files.length > MAX_PHOTOS) return { accepted: [], errors: [photoMessages.tooMany] };
  const accepted: number[] = [];
  const errors: string[] = [];
  files.forEach((file, index) => {
    if (!file.type.startsWith('image/')) errors.push(photoMessages.notImage(file.name));
    else if (file.size > MAX_PHOTO_BYTES) errors.push(photoMessages.tooLarge(file.name));
    else accepted.push(index);
  });
  return { accepted, errors };
}

/** The message for a photo that could not be compressed: reading the file, or anything else. */
export function compressionFailureMessage(error: unknown): string {
  return error instanceof Error && error.message === photoMessages.readFailed ? photoMessages.readFailed : photoMessages.uploadFailed;
}

/** A converted voice note or video, ready to keep: its bytes and what the post says about them. */
export interface DraftRecording {
  kind: 'voice' | 'video';
  blob: Blob;
  /** Everything `PostMedia` holds except the id (made when the post is) and the size (the blob's). */
  details: Omit<PostMedia, 'id' | 'bytes'>;
}

export interface ShareDraft {
  type: ShareType;
  caption: string;
  photos: readonly string[];
  mood: string | null;
  /** The voice note or video of a voice or video moment. */
  recording?: DraftRecording | null;
}

/** The caption follows the task-content rule (optional, under 500, family-friendly). */
export function checkCaption(caption: string): FieldValidation {
  return validateField('taskContent', caption);
}

/** Why 'Create Family Moment' is disabled for this draft, or null when it may be shared. */
export function draftBlocker(
  draft: ShareDraft,
): 'caption-required' | 'caption-invalid' | 'photo-required' | 'mood-required' | 'recording-required' | null {
  const caption = checkCaption(draft.caption);
  switch (draft.type) {
    case 'text':
    case 'gratitude':
      if (draft.caption.trim() === '') return 'caption-required';
      return caption.valid ? null : 'caption-invalid';
    case 'photo':
      if (draft.photos.length === 0) return 'photo-required';
      // An optional caption still may not carry words the family-friendly rule blocks.
      return caption.valid ? null : 'caption-invalid';
    case 'mood':
      if (!isMoodEmoji(draft.mood)) return 'mood-required';
      return caption.valid ? null : 'caption-invalid';
    case 'voice':
    case 'video':
      if (draft.recording?.kind !== draft.type) return 'recording-required';
      return caption.valid ? null : 'caption-invalid';
  }
}

export function canSubmitDraft(draft: ShareDraft): boolean {
  return draftBlocker(draft) === null;
}

export interface BuildPostInput {
  draft: ShareDraft;
  member: FamilyMember;
  /** The daily moment the post is shared from, if any. */
  task?: Pick<Challenge, 'id' | 'title' | 'emoji'> | null;
  now: Date;
  random?: () => number;
}

/**
 * The post record with every field. Fields that do not apply to the type are left
 * out rather than stored as undefined, so backups hold only what the post has.
 */
export function buildMomentPost({ draft, member, task, now, random }: BuildPostInput): Post {
  const caption = checkCaption(draft.caption);
  const content = caption.valid ? caption.value : draft.caption.trim();
  const photos = draft.type === 'photo' ? [...draft.photos] : [];
  const post: Post = {
    id: newPostId(now.getTime(), random),
    userId: member.id,
    userName: member.name,
    userImage: member.emoji,
    type: draft.type,
    content,
    timestamp: now.toISOString(),
    likes: 0,
    comments: 0,
    memberColor: member.color,
    memberInitials: member.initials,
  };
  if (photos.length > 0) {
    post.imageUrl = photos[0];
    post.imageUrls = photos;
  }
  if (draft.type === 'mood' && draft.mood) post.mood = draft.mood;
  if ((draft.type === 'voice' || draft.type === 'video') && draft.recording?.kind === draft.type) {
    post.media = { ...draft.recording.details, id: newMediaId(), bytes: draft.recording.blob.size };
  }
  if (task) {
    post.taskId = task.id;
    post.taskTitle = task.title;
    post.taskEmoji = task.emoji;
  }
  return post;
}

/** The stored bytes of a post's recording (the post from `buildMomentPost`), or undefined for other types. */
export function buildMomentMedia(post: Post, draft: ShareDraft): MediaBlob | undefined {
  if (!post.media || !draft.recording) return undefined;
  return { id: post.media.id, postId: post.id, blob: draft.recording.blob };
}

export interface BuildCompletionInput {
  family: FamilyData;
  member: FamilyMember;
  challenge: Pick<Challenge, 'id' | 'title' | 'familyParticipationRequired'>;
  /** Participation requirements the family ticked in the share dialog. */
  checkedRequirements: readonly string[];
  now: Date;
  random?: () => number;
}

/**
 * The completed task and today's experience record written when a share completes
 * the daily moment. connectionQuality says how much of the participation checklist was ticked.
 */
export function buildCompletion({ family, member, challenge, checkedRequirements, now, random }: BuildCompletionInput): {
  task: CompletedTask;
  experience: ExperienceRecord;
} {
  const at = now.toISOString();
  const total = challenge.familyParticipationRequired.length;
  const ticked = challenge.familyParticipationRequired.filter((item) => checkedRequirements.includes(item)).length;
  const experience: ExperienceRecord = {
    id: newExperienceId(now.getTime(), random),
    taskId: challenge.id,
    taskTitle: challenge.title,
    experiencedAt: at,
    familyId: family.familyId,
    familyParticipants: family.members.map((m) => m.name),
  };
  if (total > 0 && ticked > 0) experience.connectionQuality = ticked === total ? 'everyone-joined' : 'some-joined';
  return {
    task: { id: newTaskId(now.getTime(), random), userId: member.id, completedAt: at, taskTitle: challenge.title },
    experience,
  };
}
