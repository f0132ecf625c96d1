import { useEffect, useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import type { PostMedia } from '@/data/types';
import { Button } from '@/ui/button';
import { cn } from '@/lib/cn';
import { formatMediaLength, formatRecordingLength } from '@/lib/media-length';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useRecording } from '@/features/feed/api/use-recording';
import { RecordingNotice } from '@/features/feed/components/recording-notice';

export type VoicePlayerProps = {
  /** The moment the recording belongs to (a recording fetched from the family is kept with it). */
  postId: string;
  media: PostMedia;
  /** Who recorded it, for the player's name: 'Voice note from Asha, 1:24'. */
  sharedBy: string;
  className?: string;
};

/**
 * A voice note in a moment: play / pause, where it is (a slider that also seeks) and its length.
 * The length shows from the post at once; the bytes are read only when the card comes near the
 * screen or someone presses play. The moment's caption, shown above it, is its text alternative.
 */
export function VoicePlayer({ postId, media, sharedBy, className }: VoicePlayerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const near = useNearViewport(frame);
  const [asked, setAsked] = useState(false);
  const { state, url, progress } = useRecording(postId, media, near || asked);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(media.durationMs / 1000);
  const [broken, setBroken] = useState(false);
  const playWhenReady = useRef(false);
  const total = formatRecordingLength(duration * 1000);

  // Pressed before the bytes were read: play as soon as they are.
  useEffect(() => {
    if (url && playWhenReady.current) {
      playWhenReady.current = false;
      audio.current?.play().catch(() => undefined);
    }
  }, [url]);

  const toggle = () => {
    const element = audio.current;
    if (!url || !element) {
      playWhenReady.current = true;
      setAsked(true);
      return;
    }
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  const problem = broken || state === 'failed' ? 'failed' : state === 'missing' ? 'missing' : state === 'fetching' ? 'fetching' : null;
  const label = `Voice note from ${sharedBy}, ${total}`;
  return (
    <div
      ref={frame}
      role="group"
      aria-label={label}
      data-slot="voice-player"
      data-state={problem ?? (playing ? 'playing' : 'paused')}
      className={cn('flex flex-col gap-2 rounded-xl bg-muted px-3 py-2.5', className)}
    >
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="primary"
          size="icon"
          className="shrink-0 rounded-full"
          aria-label={playing ? 'Pause voice note' : 'Play voice note'}
          disabled={problem !== null || (asked && state === 'reading')}
          onClick={toggle}
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <input
          type="range"
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={Math.min(position, duration)}
          disabled={!url || problem !== null}
          aria-label="Position in the voice note"
          aria-valuetext={`${formatMediaLength(position * 1000)} of ${total}`}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-primary disabled:cursor-default"
          onChange={(event) => {
            const to = Number(event.target.value);
            if (audio.current) audio.current.currentTime = to;
            setPosition(to);
          }}
        />
        <span className="shrink-0 text-sm font-bold tabular-nums text-muted-foreground">
          <span className="sr-only">Played </span>
          {formatMediaLength(position * 1000)} / {total}
        </span>
      </div>
      {problem ? <RecordingNotice kind="voice" problem={problem} progress={progress} className="text-muted-foreground" /> : null}
      {url ? (
        // A family's recording has no caption track: the moment's caption, shown above, is its words.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          ref={audio}
          src={url}
          preload="metadata"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => {
            // A recording's own length wins over the one written in its post (WebM from a recorder
            // may not know it: Infinity until played through).
            const own = event.currentTarget.duration;
            if (Number.isFinite(own) && own > 0) setDuration(own);
          }}
          onError={() => setBroken(true)}
        />
      ) : null}
    </div>
  );
}
