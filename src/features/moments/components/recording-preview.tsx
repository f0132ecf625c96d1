import { useCallback } from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/ui/button';
import { formatClock, spokenLength } from '../model/recording-rules';
import type { DraftRecording } from './share-form';

/**
 * Plays `blob` in the media element it is attached to, through an object URL released when the
 * element goes or the blob changes (a recording is megabytes the page must not hold twice).
 */
function useBlobSource(blob: Blob) {
  return useCallback(
    (element: HTMLMediaElement | null) => {
      if (!element || typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The converted recording, to play back before sharing, and a way to make it again. */
export function RecordingPreview({ recording, disabled, onRedo }: { recording: DraftRecording; disabled: boolean; onRedo: () => void }) {
  const source = useBlobSource(recording.blob);
  const { durationMs, width, height, posterUrl } = recording.details;
  const noun = recording.kind === 'voice' ? 'voice note' : 'video';
  return (
    <div className="flex flex-col gap-3" data-testid="recording-preview">
      {/* A family's own recording has no caption track: the moment's caption is its words. */}
      {recording.kind === 'voice' ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio ref={source} controls preload="metadata" aria-label={`Your voice note, ${spokenLength(durationMs)}`} className="w-full" />
      ) : (
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={source}
          controls
          playsInline
          preload="metadata"
          poster={posterUrl}
          aria-label={`Your video, ${spokenLength(durationMs)}`}
          className="aspect-video w-full rounded-xl bg-black object-contain"
          {...(width && height ? { width, height } : {})}
        />
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Ready to share: {formatClock(durationMs)}, {megabytes(recording.blob.size)}
        </p>
        <Button variant="outline" onClick={onRedo} disabled={disabled}>
          <RotateCcw aria-hidden="true" />
          Redo {noun}
        </Button>
      </div>
    </div>
  );
}
