import type { ShareType } from '@/data/types';

// The ten mood choices, in this order.
export const MOOD_EMOJIS = ['😊', '😂', '🥰', '😌', '🤗', '😆', '🙂', '😍', '🤩', '😇'] as const;
export type MoodEmoji = (typeof MOOD_EMOJIS)[number];

export function isMoodEmoji(value: unknown): value is MoodEmoji {
  return typeof value === 'string' && (MOOD_EMOJIS as readonly string[]).includes(value);
}

// The text type is shown to families as 'Reflection'.
export const shareTypeLabels: Readonly<Record<ShareType, string>> = {
  text: 'Reflection',
  photo: 'Photo',
  mood: 'Mood',
  gratitude: 'Gratitude',
  voice: 'Voice note',
  video: 'Video',
};

export interface ShareTypeContent {
  label: string;
  emoji: string;
  /** One line under the type picker saying what to share. */
  hint: string;
  /** Placeholder of the caption box. */
  placeholder: string;
  /** Whether the caption must be filled for this type. */
  captionRequired: boolean;
}

export const shareTypeContent: Readonly<Record<ShareType, ShareTypeContent>> = {
  text: {
    label: shareTypeLabels.text,
    emoji: '💭',
    hint: 'A few words about your moment: what you did, said or noticed together.',
    placeholder: 'What did your family talk about, notice or laugh at?',
    captionRequired: true,
  },
  photo: {
    label: shareTypeLabels.photo,
    emoji: '📷',
    hint: 'Add up to 5 photos of your moment together.',
    placeholder: 'Add a caption (optional)',
    captionRequired: false,
  },
  mood: {
    label: shareTypeLabels.mood,
    emoji: '😊',
    hint: 'How does this moment make you feel? Pick one.',
    placeholder: 'Add a few words about your mood (optional)',
    captionRequired: false,
  },
  gratitude: {
    label: shareTypeLabels.gratitude,
    emoji: '💛',
    hint: 'Something or someone you are thankful for today.',
    placeholder: "Today I'm thankful for...",
    captionRequired: true,
  },
  voice: {
    label: shareTypeLabels.voice,
    emoji: '🎙️',
    hint: 'Record up to 2 minutes: a song, a story, a hello.',
    placeholder: 'What is it? (optional, shown with the recording)',
    captionRequired: false,
  },
  video: {
    label: shareTypeLabels.video,
    emoji: '🎬',
    hint: 'Record or pick a video of up to 60 seconds.',
    placeholder: 'Add a caption (optional)',
    captionRequired: false,
  },
};
