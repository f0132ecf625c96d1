// How a voice note's or video's length reads wherever a moment appears (the feed's players, on this
// day, the year book and its PDF), so all of them say the same thing.

/** 'm:ss' for a length in milliseconds: 84_000 -> '1:24'. Whole seconds, rounded down. */
export function formatMediaLength(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * A recording's length as families read it: whole seconds, and never '0:00' for a recording that
 * holds sound (a 0.4 s clip says '0:01').
 */
export function formatRecordingLength(durationMs: number): string {
  if (!Number.isFinite(durationMs) || durationMs <= 0) return '0:00';
  return formatMediaLength(Math.max(1000, Math.round(durationMs / 1000) * 1000));
}

export type RecordingKind = 'voice' | 'video';

const RECORDING_NAMES: Readonly<Record<RecordingKind, { emoji: string; name: string }>> = {
  voice: { emoji: '🎙️', name: 'Voice note' },
  video: { emoji: '🎬', name: 'Video' },
};

/** The line that stands for a recording where it cannot play: '🎙️ Voice note · 1:24'. */
export function recordingLine(kind: RecordingKind, durationMs: number): string {
  const { emoji, name } = RECORDING_NAMES[kind];
  return `${emoji} ${name} · ${formatRecordingLength(durationMs)}`;
}

/** The same without the emoji, for screen readers and print: 'Voice note, 1:24'. */
export function recordingName(kind: RecordingKind, durationMs: number): string {
  return `${RECORDING_NAMES[kind].name}, ${formatRecordingLength(durationMs)}`;
}
