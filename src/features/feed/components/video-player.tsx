import { useEffect, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import type { PostMedia } from '@/data/types';
import { isSafeImageSrc } from '@/ui/safe-image';
import { cn } from '@/lib/cn';
import { formatRecordingLength, recordingLine } from '@/lib/media-length';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useRecording } from '@/features/feed/api/use-recording';
import { RecordingNotice } from '@/features/feed/components/recording-notice';

export type VideoPlayerProps = {
  /** The moment the recording belongs to (a recording fetched from the family is kept with it). */
  postId: string;
  media: PostMedia;
  /** Who recorded it, for the video's name: 'Video shared by Asha, 0:12'. */
  sharedBy: string;
  className?: string;
};

/** The frame's shape: the video's own, but never taller than 4:5 so a phone's portrait clip leaves room for the feed. */
export function videoAspectRatio(media: Pick<PostMedia, 'width' | 'height'>): number {
  const { width, height } = media;
  if (!width || !height) return 16 / 9;
  return Math.max(width / height, 4 / 5);
}

/**
 * A video in a moment: its poster (kept in the post) with a video mark and its length, and a play
 * button. The video itself is read when the card comes near the screen (so it starts at once) or
 * when play is pressed; it then plays in place with the browser's own controls (which also offer
 * full screen). Until someone plays it the frame is the poster: a video that was only read shows no
 * loading spinner, and nothing moves in a list.
 */
export function VideoPlayer({ postId, media, sharedBy, className }: VideoPlayerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(frame);
  const [started, setStarted] = useState(false);
  const { state, url, progress } = useRecording(postId, media, near || started);
  const [broken, setBroken] = useState(false);
  const poster = isSafeImageSrc(media.posterUrl) ? media.posterUrl : undefined;
  const length = formatRecordingLength(media.durationMs);
  const name = `Video shared by ${sharedBy}, ${length}`;
  const problem = broken || state === 'failed' ? 'failed' : state === 'missing' ? 'missing' : state === 'fetching' ? 'fetching' : null;
  const playing = started && url !== null && problem === null;

  // The play button gives way to the video: it takes the focus and starts as the family asked.
  useEffect(() => {
    const element = video.current;
    if (!playing || !element) return;
    element.focus();
    element.play().catch(() => undefined);
  }, [playing]);

  return (
    <div
      ref={frame}
      data-slot="video-player"
      data-state={problem ?? (playing ? 'playing' : 'poster')}
      className={cn('relative w-full overflow-hidden rounded-xl bg-black', className)}
      style={{ aspectRatio: videoAspectRatio(media) }}
    >
      {playing ? (
        // A family's recording has no caption track: the moment's caption, shown above, is its words.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={video}
          src={url}
          poster={poster}
          controls
          playsInline
          preload="none"
          aria-label={name}
          className="size-full object-contain"
          onError={() => setBroken(true)}
        />
      ) : (
        <>
          {poster ? <img src={poster} alt="" className="size-full object-contain" decoding="async" /> : null}
          {problem ? (
            <div className="absolute inset-x-0 bottom-0 bg-black/70 px-3 py-2.5 text-white">
              <span className="sr-only">{name}. </span>
              <RecordingNotice kind="video" problem={problem} progress={progress} />
            </div>
          ) : (
            <button
              type="button"
              aria-label={`Play video shared by ${sharedBy}, ${length}`}
              aria-busy={started && state === 'reading'}
              className="absolute inset-0 flex items-center justify-center outline-offset-[-4px] focus-visible:outline-2 focus-visible:outline-white"
              onClick={() => setStarted(true)}
            >
              <span className="flex size-16 items-center justify-center rounded-full bg-black/60 text-white">
                <Play aria-hidden="true" className="size-8 translate-x-0.5 fill-current" />
              </span>
            </button>
          )}
        </>
      )}
      {/* The mark sits at the top, clear of the browser's controls; the playing video has the frame to itself. */}
      {playing ? null : (
      <span
        aria-hidden="true"
        data-slot="video-mark"
        className="pointer-events-none absolute left-2 top-2 rounded-full bg-black/65 px-2.5 py-0.5 text-xs font-bold text-white"
      >
        {recordingLine('video', media.durationMs)}
      </span>
      )}
    </div>
  );
}
