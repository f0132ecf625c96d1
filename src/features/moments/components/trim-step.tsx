import { useId } from 'react';
import { Scissors } from 'lucide-react';
import type { RecordingKind } from '@/lib/media/recording';
import { Button } from '@/ui/button';
import { formatClock, latestTrimStart, recordingLimits, spokenLength, trimWindow } from '../model/recording-rules';

export type TrimStepProps = {
  kind: RecordingKind;
  fileName: string;
  durationMs: number;
  startMs: number;
  onStartChange: (startMs: number) => void;
  onConfirm: () => void;
  onChooseAnother: () => void;
};

/**
 * A picked clip longer than its kind allows: the family chooses where the kept part starts. Nothing
 * is cut until they confirm, and what is kept is said in words as well as on the slider.
 */
export function TrimStep({ kind, fileName, durationMs, startMs, onStartChange, onConfirm, onChooseAnother }: TrimStepProps) {
  const sliderId = useId();
  const window = trimWindow(kind, durationMs, startMs);
  const limit = spokenLength(recordingLimits[kind].maxMs);
  const keep = kind === 'voice' ? 'Keep these 2 minutes' : 'Keep this minute';
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-input p-4" data-testid="trim-step">
      <p className="text-base font-bold">
        {fileName} is {formatClock(durationMs)} long
      </p>
      <p className="text-sm text-muted-foreground">
        A {kind === 'voice' ? 'voice note' : 'video'} keeps up to {limit}. Choose where it starts; nothing is cut until you confirm.
      </p>
      <label htmlFor={sliderId} className="text-sm font-bold">
        Start at {formatClock(window.startMs)}
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={latestTrimStart(kind, durationMs)}
        step={1000}
        value={window.startMs}
        aria-valuetext={`${formatClock(window.startMs)}, keeps ${formatClock(window.startMs)} to ${formatClock(window.endMs)}`}
        onChange={(event) => onStartChange(Number(event.target.value))}
        className="h-11 w-full accent-primary"
      />
      <p className="text-sm" data-testid="trim-window">
        Keeps {formatClock(window.startMs)} to {formatClock(window.endMs)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm}>
          <Scissors aria-hidden="true" />
          {keep}
        </Button>
        <Button variant="outline" onClick={onChooseAnother}>
          Choose another file
        </Button>
      </div>
    </div>
  );
}
