// What recording and converting a voice note or video looks like to a screen (src/lib/services.tsx
// `media`): the browser's own live in record-media.ts and convert-recording.ts; stories and tests
// put in doubles (stories/mocks/media.ts), so every state of the flow can be shown without a camera.

export type RecordingKind = 'voice' | 'video';

/**
 * Why recording or converting stopped, as a code the screen turns into the family's words:
 * - 'permission-denied': the browser (or the family) refused the microphone or camera;
 * - 'no-device': there is no microphone or camera to use;
 * - 'unsupported-browser': this browser cannot record or convert (no WebCodecs encoder);
 * - 'unreadable': the file is not a recording this browser can read;
 * - 'cancelled': the family cancelled the conversion.
 */
export type RecordingErrorCode = 'permission-denied' | 'no-device' | 'unsupported-browser' | 'unreadable' | 'cancelled';

export class RecordingError extends Error {
  constructor(
    readonly code: RecordingErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Recording failed: ${code}`, options);
    this.name = 'RecordingError';
  }
}

/** The code of any failure: a RecordingError's own, else 'unreadable' (the file is what we know least about). */
export function recordingErrorCode(error: unknown): RecordingErrorCode {
  return error instanceof RecordingError ? error.code : 'unreadable';
}

/** A recording under way. */
export interface LiveRecording {
  /** The camera's picture, for the preview while a video is recorded; null for a voice note. */
  preview: MediaStream | null;
  /** How loud the microphone is now, 0-1 (the level meter). */
  level: () => number;
  /** Ends the recording and gives what was recorded (as the browser's recorder made it). */
  stop: () => Promise<Blob>;
  /** Ends the recording and keeps nothing (redo, closing the dialog). */
  discard: () => void;
}

/** How a recording is made small. */
export interface ConvertOptions {
  kind: RecordingKind;
  /** Only this window of the input is kept, in seconds (the trim step's choice). */
  window?: { startS: number; endS: number };
  /** Audio bitrate in bits per second (mono). */
  audioBitrate: number;
  /** Video only. */
  video?: {
    bitrate: number;
    /** The converted picture fits within this box, either way round (e.g. 1280 x 720), keeping its shape. */
    maxLongSide: number;
    maxShortSide: number;
    /** The poster JPEG's width in pixels and quality (0-1). */
    posterWidth: number;
    posterQuality: number;
  };
  /** 0-1, as the conversion goes. */
  onProgress?: (progress: number) => void;
  /** Aborting it cancels the conversion (the promise rejects with a 'cancelled' RecordingError). */
  signal?: AbortSignal;
}

/** A converted recording: its bytes and what the moment says about them. */
export interface ConvertedRecording {
  blob: Blob;
  mimeType: string;
  durationMs: number;
  width?: number;
  height?: number;
  /** Video only: `data:image/jpeg;base64,...` of the first frame. */
  posterUrl?: string;
}

export interface MediaServices {
  /** Opens the microphone (and the camera for a video) and starts recording; rejects with a RecordingError. */
  startRecording: (kind: RecordingKind) => Promise<LiveRecording>;
  /** How long a picked file plays, in milliseconds; rejects with a RecordingError ('unreadable'). */
  measure: (file: Blob, kind: RecordingKind) => Promise<number>;
  /** Re-encodes into a fresh container (no metadata of the original is kept); rejects with a RecordingError. */
  convert: (input: Blob, options: ConvertOptions) => Promise<ConvertedRecording>;
}
