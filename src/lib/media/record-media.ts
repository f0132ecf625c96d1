// Recording in the browser: the microphone (and camera) through getUserMedia, the bytes through
// MediaRecorder, the level through a Web Audio AnalyserNode. What MediaRecorder makes is large and
// differs per browser; convert-recording.ts makes it small and alike before anything is kept.
import { RecordingError, type LiveRecording, type RecordingKind } from './recording';

// The first type each browser can record: WebM in Chrome and Firefox, MP4 in Safari.
const recorderTypes: Record<RecordingKind, readonly string[]> = {
  voice: ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg;codecs=opus'],
  video: ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/mp4', 'video/webm'],
};

function recorderType(kind: RecordingKind): string | undefined {
  return recorderTypes[kind].find((type) => MediaRecorder.isTypeSupported(type));
}

/** A refusal from getUserMedia as the code the screen explains. */
export function deviceErrorCode(error: unknown): RecordingError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return new RecordingError('permission-denied', { cause: error });
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError' || name === 'AbortError') {
    return new RecordingError('no-device', { cause: error });
  }
  return new RecordingError('unsupported-browser', { cause: error });
}

function levelMeter(stream: MediaStream): { level: () => number; close: () => void } {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass || stream.getAudioTracks().length === 0) return { level: () => 0, close: () => undefined };
  const context = new AudioContextClass();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  return {
    level: () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      // Speech sits around 0.05-0.2 RMS: scaled so a normal voice fills most of the meter.
      return Math.min(1, Math.sqrt(sum / samples.length) * 4);
    },
    close: () => void context.close().catch(() => undefined),
  };
}

export async function startRecording(kind: RecordingKind): Promise<LiveRecording> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
    throw new RecordingError('unsupported-browser');
  }
  const type = recorderType(kind);
  if (!type) throw new RecordingError('unsupported-browser');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(
      kind === 'voice'
        ? { audio: { echoCancellation: true, noiseSuppression: true } }
        : { audio: true, video: { width: { ideal: 1280 }, height: { ideal: 720 } } },
    );
  } catch (error) {
    throw deviceErrorCode(error);
  }
  const meter = levelMeter(stream);
  const recorder = new MediaRecorder(stream, { mimeType: type });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
    meter.close();
  };
  // Chunks every second, so a long recording is not one buffer the browser hands over at the end.
  recorder.start(1000);
  return {
    preview: kind === 'video' ? stream : null,
    level: meter.level,
    stop: () =>
      new Promise<Blob>((resolve) => {
        recorder.addEventListener('stop', () => {
          release();
          resolve(new Blob(chunks, { type: recorder.mimeType || type }));
        });
        if (recorder.state === 'inactive') recorder.dispatchEvent(new Event('stop'));
        else recorder.stop();
      }),
    discard: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      chunks.length = 0;
      release();
    },
  };
}
