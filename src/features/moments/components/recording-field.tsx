import { useEffect, useRef, useState } from 'react';
import { Mic, Square, Upload, Video } from 'lucide-react';
import { useServices } from '@/lib/services';
import { recordingErrorCode, type LiveRecording, type RecordingKind } from '@/lib/media/recording';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import {
  checkRecordingFile,
  conversionPlan,
  formatClock,
  needsTrim,
  reachedLimit,
  recordingErrorMessage,
  recordingLimits,
  trimWindow,
} from '../model/recording-rules';
import { LevelMeter } from './level-meter';
import { RecordingPreview } from './recording-preview';
import type { DraftRecording } from './share-form';
import { TrimStep } from './trim-step';

type Step =
  | { name: 'idle'; message?: string }
  | { name: 'starting' }
  | { name: 'recording'; live: LiveRecording; startedAt: number }
  | { name: 'measuring' }
  | { name: 'trim'; file: File; durationMs: number; startMs: number }
  | { name: 'converting'; progress: number };

const words: Record<RecordingKind, { record: string; pick: string; accept: string; noun: string; input: string }> = {
  voice: { record: 'Record a voice note', pick: 'Pick an audio file', accept: 'audio/*', noun: 'voice note', input: 'Choose an audio file to share' },
  video: { record: 'Record a video', pick: 'Pick a video', accept: 'video/*', noun: 'video', input: 'Choose a video to share' },
};

// Screen readers hear the timer at these marks, not every second.
const ANNOUNCE_EVERY_MS = 30_000;

export type RecordingFieldProps = {
  kind: RecordingKind;
  /** The converted recording of this kind, once there is one. */
  recording: DraftRecording | null;
  onRecordingChange: (recording: DraftRecording | null) => void;
  /** Recording or converting is under way: the share waits for it. */
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
};

/**
 * A voice note or video for the moment (docs/product.md#voice-and-video): recorded here (with a
 * timer, and a level for voice or the camera's picture for video) or picked from a file; a picked
 * file that is too long goes through the trim step; then it is converted (progress, Cancel) and
 * shown to play back or redo. Only a converted recording reaches the draft, so nothing large or
 * carrying its original's metadata is ever kept.
 */
export function RecordingField({ kind, recording, onRecordingChange, onBusyChange, disabled = false }: RecordingFieldProps) {
  const { clock, media } = useServices();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const previewRef = useRef<HTMLVideoElement>(null);
  // What must stop when the field goes away (the dialog closes, another type is chosen).
  const liveRef = useRef<LiveRecording | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const mountedRef = useRef(true);
  const busyChange = useRef(onBusyChange);
  useEffect(() => {
    busyChange.current = onBusyChange;
  }, [onBusyChange]);
  const text = words[kind];
  const limitMs = recordingLimits[kind].maxMs;

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      liveRef.current?.discard();
      liveRef.current = null;
      abortRef.current?.abort();
      abortRef.current = null;
      busyChange.current(false);
    };
  }, []);

  const convert = async (input: Blob, window?: { startMs: number; endMs: number }) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ name: 'converting', progress: 0 });
    busyChange.current(true);
    try {
      const converted = await media.convert(input, {
        ...conversionPlan(kind, window),
        signal: controller.signal,
        onProgress: (progress) => {
          if (mountedRef.current && !controller.signal.aborted) setStep({ name: 'converting', progress: Math.round(progress * 100) });
        },
      });
      if (!mountedRef.current || controller.signal.aborted) return;
      const { blob, mimeType, durationMs, width, height, posterUrl } = converted;
      onRecordingChange({
        kind,
        blob,
        details: { mimeType, durationMs, ...(width && height ? { width, height } : {}), ...(posterUrl ? { posterUrl } : {}) },
      });
      setStep({ name: 'idle' });
    } catch (error) {
      if (mountedRef.current) setStep({ name: 'idle', message: recordingErrorMessage(kind, controller.signal.aborted ? 'cancelled' : recordingErrorCode(error)) });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (mountedRef.current) busyChange.current(false);
    }
  };

  const stopRecording = async () => {
    const live = liveRef.current;
    if (!live) return;
    liveRef.current = null;
    const recorded = await live.stop();
    if (!mountedRef.current) return;
    await convert(recorded);
  };

  const startRecording = async () => {
    setStep({ name: 'starting' });
    busyChange.current(true);
    try {
      const live = await media.startRecording(kind);
      if (!mountedRef.current) {
        live.discard();
        return;
      }
      liveRef.current = live;
      setElapsedMs(0);
      setLevel(live.level());
      setStep({ name: 'recording', live, startedAt: clock.now().getTime() });
    } catch (error) {
      if (!mountedRef.current) return;
      busyChange.current(false);
      setStep({ name: 'idle', message: recordingErrorMessage(kind, recordingErrorCode(error)) });
    }
  };

  // The timer, the level and the limit while recording: recording stops by itself at the limit.
  const recordingStep = step.name === 'recording' ? step : null;
  useEffect(() => {
    if (!recordingStep) return undefined;
    return clock.every(200, () => {
      const elapsed = clock.now().getTime() - recordingStep.startedAt;
      setElapsedMs(Math.min(elapsed, limitMs));
      setLevel(recordingStep.live.level());
      if (reachedLimit(kind, elapsed)) void stopRecording();
    });
    // stopRecording reads only refs and props that stay for the recording's length.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recordingStep, clock, kind, limitMs]);

  // The camera's picture in the preview while a video is recorded.
  useEffect(() => {
    const element = previewRef.current;
    if (!element || !recordingStep?.live.preview) return;
    element.srcObject = recordingStep.live.preview;
    void element.play().catch(() => undefined);
  }, [recordingStep]);

  const pickFile = async (file: File) => {
    const refusal = checkRecordingFile(kind, file);
    if (refusal) {
      setStep({ name: 'idle', message: refusal });
      return;
    }
    setStep({ name: 'measuring' });
    busyChange.current(true);
    let durationMs: number;
    try {
      durationMs = await media.measure(file, kind);
    } catch (error) {
      if (!mountedRef.current) return;
      busyChange.current(false);
      setStep({ name: 'idle', message: recordingErrorMessage(kind, recordingErrorCode(error)) });
      return;
    }
    if (!mountedRef.current) return;
    if (needsTrim(kind, durationMs)) {
      busyChange.current(false);
      setStep({ name: 'trim', file, durationMs, startMs: 0 });
      return;
    }
    await convert(file);
  };

  if (recording && recording.kind === kind && step.name === 'idle') {
    return <RecordingPreview recording={recording} disabled={disabled} onRedo={() => onRecordingChange(null)} />;
  }

  return (
    <div className="flex flex-col gap-3" data-testid={`${kind}-field`}>
      <input
        ref={inputRef}
        type="file"
        accept={text.accept}
        hidden
        aria-label={text.input}
        data-testid="moment-recording-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again is noticed.
          event.target.value = '';
          if (file) void pickFile(file);
        }}
      />

      {step.name === 'idle' || step.name === 'starting' ? (
        <>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void startRecording()} disabled={disabled || step.name === 'starting'} loading={step.name === 'starting'}>
              {kind === 'voice' ? <Mic aria-hidden="true" /> : <Video aria-hidden="true" />}
              {text.record}
            </Button>
            <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={disabled || step.name === 'starting'}>
              <Upload aria-hidden="true" />
              {text.pick}
            </Button>
          </div>
          {step.name === 'idle' && step.message ? (
            <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger-soft-foreground">
              {step.message}
            </p>
          ) : null}
        </>
      ) : null}

      {step.name === 'recording' ? (
        <div className="flex flex-col gap-3 rounded-xl border border-input p-4" data-testid="recording-live">
          {kind === 'video' ? (
            step.live.preview ? (
              <video ref={previewRef} muted playsInline aria-label="Camera preview" className="aspect-video w-full rounded-xl bg-black object-cover" />
            ) : (
              <div aria-hidden="true" className="flex aspect-video w-full items-center justify-center rounded-xl bg-muted text-muted-foreground">
                <Video className="size-10" />
              </div>
            )
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-danger motion-reduce:animate-none" />
            <p role="timer" aria-label={`Recording time, ${formatClock(elapsedMs)} of ${formatClock(limitMs)}`} className="text-lg font-bold tabular-nums">
              {formatClock(elapsedMs)} <span className="text-muted-foreground">of {formatClock(limitMs)}</span>
            </p>
            <LevelMeter level={level} className="ml-auto" />
          </div>
          <p aria-live="polite" className="sr-only">
            {`Recording ${text.noun}. ${formatClock(Math.floor(elapsedMs / ANNOUNCE_EVERY_MS) * ANNOUNCE_EVERY_MS)} recorded.`}
          </p>
          <Button onClick={() => void stopRecording()} className="self-start">
            <Square aria-hidden="true" />
            Stop recording
          </Button>
        </div>
      ) : null}

      {step.name === 'measuring' ? <Spinner label={`Reading your ${text.noun}...`} showLabel /> : null}

      {step.name === 'trim' ? (
        <TrimStep
          kind={kind}
          fileName={step.file.name}
          durationMs={step.durationMs}
          startMs={step.startMs}
          onStartChange={(startMs) => setStep({ ...step, startMs })}
          onConfirm={() => void convert(step.file, trimWindow(kind, step.durationMs, step.startMs))}
          onChooseAnother={() => {
            setStep({ name: 'idle' });
            inputRef.current?.click();
          }}
        />
      ) : null}

      {step.name === 'converting' ? (
        <div className="flex flex-col gap-3 rounded-xl border border-input p-4" data-testid="recording-converting">
          <label className="flex flex-col gap-2 text-sm font-bold">
            Making your {text.noun} small enough to keep... {step.progress}%
            <progress
              max={100}
              value={step.progress}
              className="h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            />
          </label>
          <Button variant="outline" onClick={() => abortRef.current?.abort()} className="self-start">
            Cancel converting
          </Button>
        </div>
      ) : null}
    </div>
  );
}
