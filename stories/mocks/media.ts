// Stand-ins for recording and converting (src/lib/media/recording.ts), so a story or a test shows
// each state of the voice and video flow on every machine alike: no microphone, no camera, no
// encoder, no timing. A conversion either finishes at once, stays at a given progress until it is
// cancelled, or fails with a given reason.
import {
  RecordingError,
  type ConvertOptions,
  type ConvertedRecording,
  type LiveRecording,
  type MediaServices,
  type RecordingErrorCode,
  type RecordingKind,
} from '@/lib/media/recording';

/** A 160 x 90 JPEG (an orange-to-teal gradient), the poster of every stand-in video. */
export const samplePosterUrl = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgQEBMQExYWFhYWFhoYGhsbGxoaGhobGxsdHR0iIiIdHR0bGx0dICAiIiUmJSMjIiMmJigoKDAwLi44ODpFRVP/xABWAAEBAQEBAAAAAAAAAAAAAAAAAwECBgEBAQEBAQEBAAAAAAAAAAAAAAMEAQIGBxABAQAAAAAAAAAAAAAAAAAAAAERAQEAAAAAAAAAAAAAAAAAAAAB/8AAEQgAWgCgAwESAAISAAMSAP/aAAwDAQACEQMRAD8A9mPkR9cAAOaV6hHilSpVYRlrtRpVoRkrtSpVYRlpUaVaEZaVKlWjkZaVGlWhGWu1KlWhGWlRpVYRlpUqVaEZaVEVGalYOjyAAAAAAAAAAAAPdD4UfswAA5rXYPFKjSrQjNSpUqsIy0qNKtCMtKlSrRyMtdqNKtCMtKjSrQjLSpUqsIy0qNKtCMtdqVKtHIy0qNbVhlpXI6PIAAAAAAAAAAAA90PhR+zAADB0eaVGtq0Iy12o0qsIyV2o0q0Iy0qVKrCMtKjSrQjLSpUqsIy12o0q0Iy0qVKtCMtKjSqwjLSpUqwzUrkdHgAAAAAAAAAAAAe6Hwo/ZgABg6PNKlSqwjNSo0q0Iy0qVKtHIy0qNKtCMtdqNbVoRkrtRpVYRlpUaVaEZaVKlVhGWu1GlWhGSu1KlVIy0rkeh4AAAAAAAAAAAAHuh8KP2YAAYOjzSpUqsIzV2o1tWjkZK7UaVaEZaVGlWhGWlSpVYRlpUaVaEZaVKlVhGWu1GlWhGWlSpVoRlpUaVWEZa7XI9CYAAAAAAAAAAAA90PhR+zAADB0ea7UqVWEZqVKlVhGWlRpVoRlpUqVWEZa7UaVaEZaVGtq0Iy0qNKrCMtKjSrQjLXalSrRyMldqNKtCMtK5HoTAAAAAAAAAAAAH/9k=';

export interface FakeMediaOptions {
  /** startRecording refuses with this reason. */
  refuse?: RecordingErrorCode;
  /** The microphone's level while recording, 0-1. */
  level?: number;
  /** How long a picked file plays (ms); 'unreadable' when the file cannot be read. */
  pickedDurationMs?: number | 'unreadable';
  /** 'done' (default) finishes at once; a number stays at that progress until cancelled; a code fails. */
  conversion?: 'done' | number | RecordingErrorCode;
  /** The converted recording's length (ms). */
  convertedDurationMs?: number;
}

export interface FakeMedia extends MediaServices {
  /** What each conversion was asked to do, in order. */
  conversions: ConvertOptions[];
}

function convertedFixture(kind: RecordingKind, durationMs: number): ConvertedRecording {
  const bytes = new Uint8Array(kind === 'voice' ? 96_000 : 1_400_000);
  if (kind === 'voice') return { blob: new Blob([bytes], { type: 'audio/mp4' }), mimeType: 'audio/mp4', durationMs };
  return { blob: new Blob([bytes], { type: 'video/mp4' }), mimeType: 'video/mp4', durationMs, width: 1280, height: 720, posterUrl: samplePosterUrl };
}

export function fakeMedia({
  refuse,
  level = 0.6,
  pickedDurationMs = 30_000,
  conversion = 'done',
  convertedDurationMs,
}: FakeMediaOptions = {}): FakeMedia {
  const conversions: ConvertOptions[] = [];
  return {
    conversions,
    startRecording: async (kind) => {
      if (refuse) throw new RecordingError(refuse);
      const live: LiveRecording = {
        preview: null,
        level: () => level,
        stop: async () => new Blob([new Uint8Array(4096)], { type: kind === 'voice' ? 'audio/webm' : 'video/webm' }),
        discard: () => undefined,
      };
      return live;
    },
    measure: async () => {
      if (pickedDurationMs === 'unreadable') throw new RecordingError('unreadable');
      return pickedDurationMs;
    },
    convert: (_input, options) => {
      conversions.push(options);
      const windowMs = options.window ? Math.round((options.window.endS - options.window.startS) * 1000) : undefined;
      const durationMs = convertedDurationMs ?? windowMs ?? (options.kind === 'voice' ? 42_000 : 12_000);
      if (conversion === 'done') {
        options.onProgress?.(1);
        return Promise.resolve(convertedFixture(options.kind, durationMs));
      }
      if (typeof conversion === 'number') {
        options.onProgress?.(conversion);
        return new Promise((_resolve, reject) => {
          const cancel = () => reject(new RecordingError('cancelled'));
          if (options.signal?.aborted) cancel();
          options.signal?.addEventListener('abort', cancel, { once: true });
        });
      }
      return Promise.reject(new RecordingError(conversion));
    },
  };
}
