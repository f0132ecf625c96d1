import type { Post, ShareType } from '@/data/types';
import { computeInitials } from '@/lib/validation/member-name';
import { MEMBER_COLORS } from '@/lib/member-colors';
import { formatDate } from '@/lib/date-format';

/** A post shows up to 4 photo thumbnails, with '+N' over the last for the rest. */
export const MAX_GRID_PHOTOS = 4;

// Families see the text type as 'Reflection' (as the share dialog labels it).
export const SHARE_TYPE_LABELS: Readonly<Record<ShareType, string>> = {
  text: 'Reflection',
  photo: 'Photo',
  mood: 'Mood',
  gratitude: 'Gratitude',
  voice: 'Voice note',
  video: 'Video',
};

/** Every image of a post: `imageUrls`, or the single `imageUrl` older posts carry. */
export function postImages(post: Pick<Post, 'imageUrl' | 'imageUrls'>): string[] {
  const urls: unknown = post.imageUrls;
  if (Array.isArray(urls) && urls.length > 0) {
    // The stored array itself when it is sound (callers may compare it between renders).
    return urls.every((url) => typeof url === 'string') ? (urls as string[]) : urls.filter((url): url is string => typeof url === 'string');
  }
  return typeof post.imageUrl === 'string' && post.imageUrl ? [post.imageUrl] : [];
}

export interface PhotoGridLayout {
  /** The thumbnails shown, at most `max`. */
  visible: string[];
  /** How many more images the post holds; shown as '+N' over the last thumbnail. */
  overflow: number;
}

export function photoGridLayout(images: readonly string[], max: number = MAX_GRID_PHOTOS): PhotoGridLayout {
  return { visible: images.slice(0, max), overflow: Math.max(0, images.length - max) };
}

export interface PostAuthor {
  name: string;
  initials: string;
  /** #rrggbb, always one the avatar can draw. */
  color: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * A text field of a stored post, trimmed; '' when it is missing or not text. Stored records are not
 * validated on read (imports are, before anything is written), so a record changed from outside
 * the app could lack one: its card still shows, and the rest of the feed with it.
 */
export function storedText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Who shared a post, as stored with it (memberColor, memberInitials). A post from an
 * older backup may lack them: the initials are computed from the name and the colour falls back to
 * the first member colour, so the card never shows an empty grey circle.
 */
export function postAuthor(post: Pick<Post, 'userName' | 'memberColor' | 'memberInitials'>): PostAuthor {
  const name = storedText(post.userName) || 'Family member';
  const initials = storedText(post.memberInitials) || computeInitials(name) || name.slice(0, 1).toUpperCase();
  const color = post.memberColor && HEX.test(post.memberColor) ? post.memberColor : MEMBER_COLORS[0].hex;
  return { name, initials, color };
}

/** The task line of a post made from a daily moment or a recipe roulette session. */
export function postTask(post: Pick<Post, 'taskTitle' | 'taskEmoji'>): { title: string; emoji: string } | null {
  const title = storedText(post.taskTitle);
  if (!title) return null;
  return { title, emoji: storedText(post.taskEmoji) };
}

const fullTimestampFormat: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The long, unambiguous date and time for a post's tooltip and screen readers. */
export function formatFullTimestamp(timestamp: string, locale?: string | string[]): string {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return '';
  return formatDate(time, fullTimestampFormat, locale);
}
