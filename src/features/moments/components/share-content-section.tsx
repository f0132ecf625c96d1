import { useId } from 'react';
import type { ShareType } from '@/data/types';
import { Chip, ChipGroup } from '@/ui/chip-group';
import { TextArea } from '@/ui/text-area';
import { countCharacters } from '@/lib/validation/text-length';
import { MOOD_EMOJIS, shareTypeContent } from '../data/share-content';
import { PhotoPickerField } from './photo-picker-field';
import { RecordingField } from './recording-field';
import type { DraftRecording } from './share-form';

// The share caption's limit (docs/product.md#field-rules).
const CAPTION_MAX = 500;

// The ten moods with a word each, so each choice has a name for screen readers.
const moodNames: Record<(typeof MOOD_EMOJIS)[number], string> = {
  '😊': 'Happy',
  '😂': 'Laughing',
  '🥰': 'Loving',
  '😌': 'Peaceful',
  '🤗': 'Huggy',
  '😆': 'Giggly',
  '🙂': 'Content',
  '😍': 'Delighted',
  '🤩': 'Amazed',
  '😇': 'Blessed',
};

const captionLabels: Record<ShareType, string> = {
  text: 'Your reflection',
  photo: 'Caption (optional)',
  mood: 'A few words (optional)',
  gratitude: 'What are you thankful for?',
  voice: 'Caption (optional)',
  video: 'Caption (optional)',
};

export type ShareContentSectionProps = {
  type: ShareType;
  caption: string;
  /** The caption rule's message once the caption was touched. */
  captionError: string | undefined;
  photos: readonly string[];
  mood: string | null;
  /** The converted voice note or video, once there is one. */
  recording: DraftRecording | null;
  saving: boolean;
  onCaptionChange: (caption: string) => void;
  onCaptionBlur: () => void;
  onPhotosChange: (update: (current: readonly string[]) => readonly string[]) => void;
  onCompressingChange: (compressing: boolean) => void;
  onMoodChange: (mood: string) => void;
  onRecordingChange: (recording: DraftRecording | null) => void;
  /** Recording or converting is under way: the share waits for it. */
  onRecordingBusyChange: (busy: boolean) => void;
};

/** What the chosen type shares: photos (up to 5), a mood, a voice note or video, and the caption under them. */
export function ShareContentSection({
  type,
  caption,
  captionError,
  photos,
  mood,
  recording,
  saving,
  onCaptionChange,
  onCaptionBlur,
  onPhotosChange,
  onCompressingChange,
  onMoodChange,
  onRecordingChange,
  onRecordingBusyChange,
}: ShareContentSectionProps) {
  const ids = { mood: useId() };
  const content = shareTypeContent[type];
  return (
  <section className="flex flex-col gap-4" aria-label={`${content.label} moment`}>
    <p className="text-base text-muted-foreground">{content.hint}</p>
    {type === 'photo' ? (
      <PhotoPickerField
        photos={photos}
        onPhotosChange={onPhotosChange}
        onBusyChange={onCompressingChange}
        disabled={saving}
      />
    ) : null}
    {type === 'voice' || type === 'video' ? (
      // Keyed by type: switching between voice and video stops what the other was recording.
      <RecordingField
        key={type}
        kind={type}
        recording={recording?.kind === type ? recording : null}
        onRecordingChange={onRecordingChange}
        onBusyChange={onRecordingBusyChange}
        disabled={saving}
      />
    ) : null}
    {type === 'mood' ? (
      <div className="flex flex-col gap-2">
        <p id={ids.mood} className="text-base font-bold">
          How do you feel?
        </p>
        <ChipGroup
          type="single"
          aria-labelledby={ids.mood}
          value={mood}
          onValueChange={onMoodChange}
          disabled={saving}
          className="gap-1.5"
        >
          {MOOD_EMOJIS.map((emoji) => (
            <Chip key={emoji} value={emoji} aria-label={moodNames[emoji]} title={moodNames[emoji]} className="min-w-12 px-2 text-2xl">
              {emoji}
            </Chip>
          ))}
        </ChipGroup>
      </div>
    ) : null}
    <TextArea
      label={captionLabels[type]}
      placeholder={content.placeholder}
      value={caption}
      rows={3}
      disabled={saving}
      error={captionError}
      hint={`${countCharacters(caption.trim())}/${CAPTION_MAX} characters`}
      onChange={(event) => onCaptionChange(event.target.value)}
      onBlur={onCaptionBlur}
    />
  </section>
  );
}
