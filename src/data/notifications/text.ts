// Pure: the words of a notification, by the preview this device chose (docs/product.md#notifications).
import type { NoticePreview } from '@/data/notifications/preview';

export type PreviewChoice = 'full' | 'name' | 'none';

export const NOTIFICATION_TITLE = 'Hearth';
export const GENERIC_NOTICE = 'Something new in your family space';
export const REMINDER_TEXT = "Time for today's family moment";
export const REMINDER_SHARED_TEXT = "Your family shared today's moment. Tap to see it.";
/** A preview older than this is not shown as news (a replayed or long-delayed push). */
export const PREVIEW_MAX_AGE_MS = 2 * 24 * 3_600_000;

const SHARED: Record<NoticePreview['type'], string> = {
  photo: 'a photo',
  text: 'a moment',
  mood: 'their mood',
  gratitude: 'a gratitude',
  voice: 'a voice note',
  video: 'a video',
};

function fullText(preview: NoticePreview): string {
  const caption = preview.caption.trim();
  switch (preview.kind) {
    case 'moment': {
      const what = preview.type === 'mood' && preview.emoji ? `their mood ${preview.emoji}` : SHARED[preview.type];
      return caption ? `${preview.by} shared ${what}: ${caption}` : `${preview.by} shared ${what}`;
    }
    case 'reaction': {
      const reacted = preview.emoji ? `${preview.by} reacted ${preview.emoji} to your moment` : `${preview.by} reacted to your moment`;
      return caption ? `${reacted}: ${caption}` : reacted;
    }
    case 'comment':
      return preview.text ? `${preview.by} commented on your moment: “${preview.text}”` : `${preview.by} commented on your moment`;
  }
}

function nameText(preview: NoticePreview): string {
  if (preview.kind === 'moment') return `${preview.by} shared a moment`;
  return preview.kind === 'reaction' ? `${preview.by} reacted to your moment` : `${preview.by} commented on your moment`;
}

/**
 * What this device shows for a family notice. `preview` null (it did not open, or is too old):
 * the generic text, whatever the choice. `count` > 1: several notices coalesced into one.
 */
export function noticeText(preview: NoticePreview | null, choice: PreviewChoice, count = 1): string {
  if (!preview || choice === 'none') return GENERIC_NOTICE;
  const text = choice === 'full' ? fullText(preview) : nameText(preview);
  return count > 1 ? `${text} (and ${count - 1} more)` : text;
}

/** Whether a preview is too old to be news at `now`. */
export function isStale(preview: NoticePreview, now: number): boolean {
  const at = Date.parse(preview.at);
  return !Number.isFinite(at) || now - at > PREVIEW_MAX_AGE_MS;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Where tapping a notification leads: the moment's day in Memories' calendar (this device's day),
 * or the family home for the reminder and a notice that did not open.
 */
export function noticeUrl(preview: NoticePreview | null): string {
  const at = preview ? new Date(preview.momentAt ?? preview.at) : null;
  if (!at || Number.isNaN(at.getTime())) return '/family';
  const month = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}`;
  return `/family/feeds?view=calendar&month=${month}&day=${month}-${twoDigits(at.getDate())}`;
}
