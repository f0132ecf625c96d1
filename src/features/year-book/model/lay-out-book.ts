import type { Post, ShareType } from '@/data/types';
import { calendarDayOf, localDayKeyOf } from '@/lib/local-days';
import { recordingLine, type RecordingKind } from '@/lib/media-length';
import { bookTitle, includes, type YearBookOptions } from './year-book-options';
import { formatDate } from '@/lib/date-format';

export interface BookMoment {
  id: string;
  who: string;
  /** Local date and time, already formatted. */
  when: string;
  type: ShareType;
  text: string;
  mood?: string;
  photos: string[];
  /**
   * A voice note or video, which paper cannot play: its line ('🎙️ Voice note · 1:24') and, for a
   * video, its poster to print marked as a video.
   */
  recording?: BookRecording;
  /** The challenge the moment came from, e.g. "🌳 Walk together". */
  challenge?: string;
  reactions: number;
  comments: number;
}

export interface BookRecording {
  kind: RecordingKind;
  line: string;
  poster?: string;
}

export interface BookChapter {
  month: number;
  title: string;
  moments: BookMoment[];
}

export interface BookNumbers {
  moments: number;
  photos: number;
  /** Longest run of consecutive days with a moment. */
  longestStreak: number;
  /** The month with most moments, e.g. "July" (null in an empty book). */
  busiestMonth: string | null;
}

export interface YearBook {
  familyName: string;
  title: string;
  coverPhoto?: string;
  chapters: BookChapter[];
  numbers: BookNumbers;
}

export interface LayOutControls {
  onProgress?: (done: number, total: number) => void;
  /** Gives the page a turn every `chunk` moments so it stays responsive. */
  chunk?: number;
  locale?: string;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Moments (oldest first) become chapters, one a month, with the year's numbers at the end. */
export async function layOutBook(
  posts: readonly Post[],
  familyName: string,
  options: YearBookOptions,
  { onProgress, chunk = 100, locale }: LayOutControls = {},
): Promise<YearBook> {
  const kept = posts.filter((post) => includes(options, post));
  const byMonth = new Map<number, BookMoment[]>();
  onProgress?.(0, kept.length);
  for (let i = 0; i < kept.length; i += 1) {
    const post = kept[i] as Post;
    const { month } = calendarDayOf(new Date(post.timestamp));
    const list = byMonth.get(month) ?? [];
    list.push(toBookMoment(post, locale));
    byMonth.set(month, list);
    if ((i + 1) % chunk === 0) {
      onProgress?.(i + 1, kept.length);
      await nextTurn();
    }
  }
  onProgress?.(kept.length, kept.length);
  const monthName = (month: number) => formatDate(new Date(options.year, month - 1, 1), { month: 'long' }, locale);
  const chapters = [...byMonth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([month, moments]) => ({ month, title: monthName(month), moments }));
  const busiest = chapters.reduce<BookChapter | null>((best, c) => (!best || c.moments.length > best.moments.length ? c : best), null);
  const moments = chapters.flatMap((c) => c.moments);
  const cover = moments.find((m) => m.id === options.coverPostId && m.photos.length > 0) ?? moments.find((m) => m.photos.length > 0);
  return {
    familyName,
    title: bookTitle(options, locale),
    ...(cover ? { coverPhoto: cover.photos[0] } : {}),
    chapters,
    numbers: {
      moments: moments.length,
      photos: moments.reduce((sum, m) => sum + m.photos.length, 0),
      longestStreak: longestStreak(kept.map((post) => post.timestamp)),
      busiestMonth: busiest ? busiest.title : null,
    },
  };
}

const momentTimeFormat: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' };

function toBookMoment(post: Post, locale?: string): BookMoment {
  const listed = post.imageUrls && post.imageUrls.length > 0 ? post.imageUrls : post.imageUrl ? [post.imageUrl] : [];
  // Only stored images go on a page (a restored backup could hold any string).
  const photos = listed.filter((src) => typeof src === 'string' && src.startsWith('data:image/'));
  const when = formatDate(new Date(post.timestamp), momentTimeFormat, locale);
  return {
    id: post.id,
    who: post.userName,
    when,
    type: post.type,
    text: post.content,
    ...(post.mood ? { mood: post.mood } : {}),
    photos,
    ...bookRecordingOf(post),
    ...(post.taskTitle ? { challenge: [post.taskEmoji, post.taskTitle].filter(Boolean).join(' ') } : {}),
    reactions: Math.max(0, post.likes || 0),
    comments: Math.max(0, post.comments || 0),
  };
}

/** A voice note's or video's line and a video's poster (only a stored JPEG goes on a page). */
export function bookRecordingOf(post: Pick<Post, 'type' | 'media'>): { recording: BookRecording } | Record<string, never> {
  if ((post.type !== 'voice' && post.type !== 'video') || !post.media) return {};
  const line = recordingLine(post.type, post.media.durationMs);
  const poster = post.type === 'video' && post.media.posterUrl?.startsWith('data:image/jpeg') ? post.media.posterUrl : undefined;
  return { recording: { kind: post.type, line, ...(poster ? { poster } : {}) } };
}

/** Longest run of consecutive local days with at least one moment. */
export function longestStreak(timestamps: readonly string[]): number {
  const days = [...new Set(timestamps.map(localDayKeyOf))].sort();
  let best = 0;
  let run = 0;
  let previous: number | null = null;
  for (const key of days) {
    const [y, m, d] = key.split('-').map(Number) as [number, number, number];
    // Noon avoids daylight-saving hours when counting days between two dates.
    const index = Math.round(new Date(y, m - 1, d, 12).getTime() / 86_400_000);
    run = previous !== null && index === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = index;
  }
  return best;
}
