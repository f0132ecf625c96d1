import { CloudDownload, Download, TriangleAlert } from 'lucide-react';
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

export type RecordingProblem = 'missing' | 'failed' | 'fetching';

/** `progress` (0..1) is how much of a recording being fetched from the family's server has arrived. */
export function recordingNoticeText(kind: MediaShareType, problem: RecordingProblem, progress = 0): string {
  if (problem === 'fetching') return `Downloading this ${kind === 'voice' ? 'voice note' : 'video'}… ${Math.floor(progress * 100)}%`;
  return TEXTS[kind][problem];
}

const ICONS = { missing: CloudDownload, failed: TriangleAlert, fetching: Download } as const;

/** Why a recording does not play here (yet), where its player would be. */
export function RecordingNotice({
  kind,
  problem,
  progress,
  className,
}: {
  kind: MediaShareType;
  problem: RecordingProblem;
  progress?: number | null;
  className?: string;
}) {
  const Icon = ICONS[problem];
  return (
    <p
      data-slot="recording-notice"
      data-problem={problem}
      // The download's progress is read out politely, not at every chunk's arrival by force.
      role={problem === 'fetching' ? 'status' : undefined}
      className={cn('flex items-start gap-2 text-sm font-semibold', className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{recordingNoticeText(kind, problem, progress ?? 0)}</span>
    </p>
  );
}
