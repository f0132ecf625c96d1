// The rules of voice notes and videos (docs/product.md#voice-and-video): how long each may be, how
// small each is made, the trim window of a clip that is too long, and the family's words for each
// way recording can fail. Plain functions, tested table by table (tests/unit/moments/recording-rules.test.ts).
import type { ConvertOptions, RecordingErrorCode, RecordingKind } from '@/lib/media/recording';

export const recordingLimits: Readonly<Record<RecordingKind, { maxMs: number; maxFileBytes: number }>> = {
  voice: { maxMs: 2 * 60_000, maxFileBytes: 200 * 1024 * 1024 },
  // A picked clip is read in pieces, never whole, so a phone's long 4K clip may still be trimmed;
  // beyond 2 GB it is not a family clip we can convert on a phone in reasonable time.
  video: { maxMs: 60_000, maxFileBytes: 2 * 1024 * 1024 * 1024 },
};

// Speech stays clear at 32 kbps mono Opus: two minutes is under half a megabyte.
export const VOICE_AUDIO_BITRATE = 32_000;
// 60 s at 1.2 Mbps picture + 48 kbps sound is about 9.4 MB: near 10 MB for the longest video.
export const VIDEO_BITRATE = 1_200_000;
export const VIDEO_AUDIO_BITRATE = 48_000;
// 720p, either way round.
export const VIDEO_MAX_LONG_SIDE = 1280;
export const VIDEO_MAX_SHORT_SIDE = 720;
// A poster for lists: a few KB, sharp enough at a card's width.
export const POSTER_WIDTH = 320;
export const POSTER_QUALITY = 0.7;

/** The size a recording of `durationMs` is made into, in bytes (the container adds a little). */
export function expectedBytes(kind: RecordingKind, durationMs: number): number {
  const bitsPerSecond = kind === 'voice' ? VOICE_AUDIO_BITRATE : VIDEO_BITRATE + VIDEO_AUDIO_BITRATE;
  return Math.round(((durationMs / 1000) * bitsPerSecond) / 8);
}

/** How the recording is converted, keeping only `window` (ms into the input) when one is chosen. */
export function conversionPlan(kind: RecordingKind, window?: { startMs: number; endMs: number }): Omit<ConvertOptions, 'onProgress' | 'signal'> {
  return {
    kind,
    audioBitrate: kind === 'voice' ? VOICE_AUDIO_BITRATE : VIDEO_AUDIO_BITRATE,
    ...(window ? { window: { startS: window.startMs / 1000, endS: window.endMs / 1000 } } : {}),
    ...(kind === 'video'
      ? {
          video: {
            bitrate: VIDEO_BITRATE,
            maxLongSide: VIDEO_MAX_LONG_SIDE,
            maxShortSide: VIDEO_MAX_SHORT_SIDE,
            posterWidth: POSTER_WIDTH,
            posterQuality: POSTER_QUALITY,
          },
        }
      : {}),
  };
}

/** 'm:ss', whole seconds rounded down (a timer never shows a second not yet reached). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A length for screen readers: '1 minute 5 seconds', '42 seconds'. */
export function spokenLength(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(`${minutes} minute${minutes === 1 ? '' : 's'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} second${rest === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** A picked recording longer than its kind allows goes to the trim step; it is never cut unasked. */
export function needsTrim(kind: RecordingKind, durationMs: number): boolean {
  return durationMs > recordingLimits[kind].maxMs;
}

/** The latest start the trim step offers: the window then ends where the clip does. */
export function latestTrimStart(kind: RecordingKind, durationMs: number): number {
  return Math.max(0, durationMs - recordingLimits[kind].maxMs);
}

/** The kept window for a chosen start (ms), the start held within the clip. */
export function trimWindow(kind: RecordingKind, durationMs: number, startMs: number): { startMs: number; endMs: number } {
  const start = Math.min(Math.max(0, Math.round(startMs)), latestTrimStart(kind, durationMs));
  return { startMs: start, endMs: Math.min(durationMs, start + recordingLimits[kind].maxMs) };
}

/** Whether a recording has reached its kind's limit (recording stops there by itself). */
export function reachedLimit(kind: RecordingKind, elapsedMs: number): boolean {
  return elapsedMs >= recordingLimits[kind].maxMs;
}

const things: Record<RecordingKind, { device: string; file: string; noun: string }> = {
  voice: { device: 'microphone', file: 'an audio file', noun: 'voice notes' },
  video: { device: 'camera', file: 'a video', noun: 'videos' },
};

/** The family's words for a failure; 'cancelled' says that nothing was kept. */
export function recordingErrorMessage(kind: RecordingKind, code: RecordingErrorCode): string {
  const { device, file, noun } = things[kind];
  switch (code) {
    case 'permission-denied':
      return `Hearth may not use the ${device}. You can allow it in your browser's settings, or pick ${file} instead.`;
    case 'no-device':
      return `No ${device} was found on this device. You can pick ${file} instead.`;
    case 'unsupported-browser':
      return `This browser cannot make ${noun} small enough to keep. Please try a recent Chrome, Edge, Firefox or Safari. Nothing was kept.`;
    case 'unreadable':
      return kind === 'voice'
        ? 'This file could not be played as a voice note. Please try another audio file. Nothing was kept.'
        : 'This file could not be played as a video. Please try another video. Nothing was kept.';
    case 'cancelled':
      return 'Cancelled. Nothing was kept.';
  }
}

export interface RecordingFileInfo {
  name: string;
  type: string;
  size: number;
}

/** A picked file's first check, before any of it is read: the right kind, and not huge. Null when it may be read. */
export function checkRecordingFile(kind: RecordingKind, file: RecordingFileInfo): string | null {
  const wanted = kind === 'voice' ? 'audio/' : 'video/';
  // A voice note may come from a video's sound (a phone saves some voice memos as .mp4 or .webm video).
  const fits = file.type.startsWith(wanted) || (kind === 'voice' && file.type.startsWith('video/'));
  if (!fits) return kind === 'voice' ? `${file.name} is not an audio file` : `${file.name} is not a video file`;
  if (file.size === 0) return recordingErrorMessage(kind, 'unreadable');
  if (file.size > recordingLimits[kind].maxFileBytes) {
    return `${file.name} is too large. Please choose a file smaller than ${kind === 'voice' ? '200MB' : '2GB'}`;
  }
  return null;
}
