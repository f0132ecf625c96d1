import { CloudDownload, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { MediaShareType } from '@/data/types';

// In the family's words: the moment is here, its recording is on its way (another device recorded
// it), or this browser cannot play it. Nothing is lost in either case, and the text says so.
const TEXTS: Readonly<Record<MediaShareType, { missing: string; failed: string }>> = {
  voice: {
    missing: "This voice note hasn't reached this device yet. It will play here once it arrives.",
    failed: "This voice note can't be played on this device. It is still kept with the moment.",
  },
  video: {
    missing: "This video hasn't reached this device yet. It will play here once it arrives.",
    failed: "This video can't be played on this device. It is still kept with the moment.",
  },
};

export function recordingNoticeText(kind: MediaShareType, problem: 'missing' | 'failed'): string {
  return TEXTS[kind][problem];
}

/** Why a recording does not play here, where its player would be. */
export function RecordingNotice({ kind, problem, className }: { kind: MediaShareType; problem: 'missing' | 'failed'; className?: string }) {
  const Icon = problem === 'missing' ? CloudDownload : TriangleAlert;
  return (
    <p data-slot="recording-notice" data-problem={problem} className={cn('flex items-start gap-2 text-sm font-semibold', className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{recordingNoticeText(kind, problem)}</span>
    </p>
  );
}
