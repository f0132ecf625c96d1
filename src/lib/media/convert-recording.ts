// Making a recording small on the device before it is kept: voice as mono Opus at a speech bitrate,
// video at most 720p (its shape kept) as H.264 where this browser can encode it, else VP9 or VP8, with
// Opus sound; both re-encoded into a fresh container with no tags, so location and other metadata of
// the original never reach the family's store. WebCodecs does the encoding, through mediabunny
// (loaded only when a family converts something, see src/app/services.ts).
import {
  ALL_FORMATS,
  BlobSource,
  BufferTarget,
  CanvasSink,
  Conversion,
  ConversionCanceledError,
  Input,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
  canEncodeAudio,
  canEncodeVideo,
  type VideoCodec,
} from 'mediabunny';
import { fitWithin, type Size } from './fit-size';
import { RecordingError, type ConvertOptions, type ConvertedRecording, type RecordingKind } from './recording';

// Opus runs at 48 kHz whatever the input was.
const OPUS_SAMPLE_RATE = 48_000;

function readInput(file: Blob): Input {
  return new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
}

function asRecordingError(error: unknown): RecordingError {
  if (error instanceof RecordingError) return error;
  if (error instanceof ConversionCanceledError) return new RecordingError('cancelled', { cause: error });
  return new RecordingError('unreadable', { cause: error });
}

export async function measureRecording(file: Blob, kind: RecordingKind): Promise<number> {
  const input = readInput(file);
  try {
    const track = kind === 'video' ? await input.getPrimaryVideoTrack() : await input.getPrimaryAudioTrack();
    if (!track) throw new RecordingError('unreadable');
    const seconds = await input.computeDuration();
    if (!Number.isFinite(seconds) || seconds <= 0) throw new RecordingError('unreadable');
    return Math.round(seconds * 1000);
  } catch (error) {
    throw asRecordingError(error);
  } finally {
    input.dispose();
  }
}

interface VideoChoice {
  container: 'mp4' | 'webm';
  codec: VideoCodec;
}

/** H.264 in MP4 plays everywhere; VP9 and VP8 in WebM where this browser has no H.264 encoder. */
async function chooseVideoCodec(size: Size, bitrate: number): Promise<VideoChoice> {
  const choices: VideoChoice[] = [
    { container: 'mp4', codec: 'avc' },
    { container: 'webm', codec: 'vp9' },
    { container: 'webm', codec: 'vp8' },
  ];
  for (const choice of choices) {
    if (await canEncodeVideo(choice.codec, { ...size, bitrate })) return choice;
  }
  throw new RecordingError('unsupported-browser');
}

async function jpegDataUrl(canvas: HTMLCanvasElement | OffscreenCanvas, quality: number): Promise<string> {
  if ('toDataURL' in canvas) return canvas.toDataURL('image/jpeg', quality);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/jpeg;base64,${btoa(binary)}`;
}

/** The first frame of the converted video, small, as the poster lists show before the video is read. */
async function posterOf(video: Blob, width: number, quality: number): Promise<string | undefined> {
  const input = readInput(video);
  try {
    const track = await input.getPrimaryVideoTrack();
    if (!track) return undefined;
    const sink = new CanvasSink(track, { width: Math.min(width, track.displayWidth) });
    const frame = await sink.getCanvas(await track.getFirstTimestamp());
    return frame ? await jpegDataUrl(frame.canvas, quality) : undefined;
  } finally {
    input.dispose();
  }
}

export async function convertRecording(file: Blob, options: ConvertOptions): Promise<ConvertedRecording> {
  const { kind, window, audioBitrate, video, onProgress, signal } = options;
  if (kind === 'video' && !video) throw new RangeError('A video conversion needs its video options');
  if (typeof VideoEncoder === 'undefined' || typeof AudioEncoder === 'undefined') throw new RecordingError('unsupported-browser');
  const input = readInput(file);
  try {
    const [videoTrack, audioTrack] = await Promise.all([input.getPrimaryVideoTrack(), input.getPrimaryAudioTrack()]);
    const needed = kind === 'video' ? videoTrack : audioTrack;
    if (!needed) throw new RecordingError('unreadable');

    const channels = kind === 'voice' ? 1 : Math.min(2, audioTrack?.numberOfChannels ?? 2);
    if (audioTrack && !(await canEncodeAudio('opus', { numberOfChannels: channels, sampleRate: OPUS_SAMPLE_RATE, bitrate: audioBitrate }))) {
      throw new RecordingError('unsupported-browser');
    }

    let size: Size | undefined;
    let choice: VideoChoice = { container: 'mp4', codec: 'avc' };
    if (kind === 'video' && videoTrack && video) {
      size = fitWithin({ width: videoTrack.displayWidth, height: videoTrack.displayHeight }, video.maxLongSide, video.maxShortSide);
      choice = await chooseVideoCodec(size, video.bitrate);
    }

    // A voice note goes into MP4 too: Opus in MP4 plays in Chrome, Firefox and Safari 17+.
    const output = new Output({
      format: choice.container === 'mp4' ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(),
      target: new BufferTarget(),
    });
    const conversion = await Conversion.init({
      input,
      output,
      tracks: 'primary',
      video:
        kind === 'video' && size && video
          ? { ...size, fit: 'fill', codec: choice.codec, quality: new Quality({ bitrate: video.bitrate }), forceTranscode: true }
          : { discard: true },
      audio: {
        codec: 'opus',
        numberOfChannels: channels,
        sampleRate: OPUS_SAMPLE_RATE,
        quality: new Quality({ bitrate: audioBitrate }),
        forceTranscode: true,
      },
      ...(window ? { trim: { start: window.startS, end: window.endS } } : {}),
      // Nothing of the original's tags (place, device, dates) is written.
      tags: {},
      showWarnings: false,
    });
    if (!conversion.isValid) {
      const undecodable = conversion.discardedTracks.some((discarded) => discarded.reason === 'undecodable_source_codec' || discarded.reason === 'unknown_source_codec');
      throw new RecordingError(undecodable ? 'unreadable' : 'unsupported-browser');
    }
    if (signal?.aborted) throw new RecordingError('cancelled');
    const cancel = () => void conversion.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    if (onProgress) conversion.onProgress = (progress) => onProgress(Math.min(1, Math.max(0, progress)));
    try {
      await conversion.execute();
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
    if (signal?.aborted) throw new RecordingError('cancelled');

    const buffer = output.target.buffer;
    if (!buffer || buffer.byteLength === 0) throw new RecordingError('unreadable');
    const mimeType = await output.getMimeType();
    const blob = new Blob([buffer], { type: mimeType });
    const measured = readInput(blob);
    let seconds: number;
    try {
      seconds = await measured.computeDuration();
    } finally {
      measured.dispose();
    }
    const converted: ConvertedRecording = { blob, mimeType, durationMs: Math.round(seconds * 1000) };
    if (kind === 'video' && size && video) {
      converted.width = size.width;
      converted.height = size.height;
      const poster = await posterOf(blob, video.posterWidth, video.posterQuality);
      if (poster) converted.posterUrl = poster;
    }
    return converted;
  } catch (error) {
    throw asRecordingError(error);
  } finally {
    input.dispose();
  }
}
