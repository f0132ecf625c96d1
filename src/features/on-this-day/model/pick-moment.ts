import type { Post } from '@/data/types';
import { isSafeImageSrc } from '@/ui/safe-image';
import { recordingLine } from '@/lib/media-length';

/**
 * The card shows one moment: the first with a picture (a photo, or a video's poster: the most
 * vivid), else the first one shared.
 */
export function pickMoment(posts: readonly Post[]): Post | undefined {
  return posts.find((post) => firstImageOf(post) !== undefined || videoPosterOf(post) !== undefined) ?? posts[0];
}

export function firstImageOf(post: Post): string | undefined {
  return post.imageUrls?.[0] ?? post.imageUrl;
}

function videoPosterOf(post: Post): string | undefined {
  return post.type === 'video' && isSafeImageSrc(post.media?.posterUrl) ? post.media.posterUrl : undefined;
}

/** What stands for a moment on the card: its photo, a video's poster (marked as a video), or neither. */
export function momentPicture(post: Post): { src: string; video: string | null } | undefined {
  const photo = firstImageOf(post);
  if (photo) return { src: photo, video: null };
  const poster = videoPosterOf(post);
  return poster && post.media ? { src: poster, video: recordingLine('video', post.media.durationMs) } : undefined;
}

/** A voice note's line, '🎙️ Voice note · 1:24'; null for every other moment. */
export function voiceLineOf(post: Post): string | null {
  return post.type === 'voice' && post.media ? recordingLine('voice', post.media.durationMs) : null;
}
