import { describe, expect, it } from 'vitest';
import {
  checkRecordingFile,
  conversionPlan,
  expectedBytes,
  formatClock,
  latestTrimStart,
  needsTrim,
  reachedLimit,
  recordingErrorMessage,
  spokenLength,
  trimWindow,
} from '@/features/moments/model/recording-rules';
import { fitWithin } from '@/lib/media/fit-size';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1000, '0:01'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [119_500, '1:59'],
    [120_000, '2:00'],
    [-5, '0:00'],
  ])('%i ms is %s', (ms, text) => expect(formatClock(ms)).toBe(text));
});

describe('spokenLength', () => {
  it.each([
    [0, '0 seconds'],
    [1000, '1 second'],
    [42_000, '42 seconds'],
    [60_000, '1 minute'],
    [65_000, '1 minute 5 seconds'],
    [120_000, '2 minutes'],
  ])('%i ms is %s', (ms, text) => expect(spokenLength(ms)).toBe(text));
});

describe('limits and the trim step', () => {
  it.each([
    ['voice', 120_000, false],
    ['voice', 120_001, true],
    ['video', 60_000, false],
    ['video', 60_001, true],
    ['video', 165_000, true],
  ] as const)('%s of %i ms needs trimming: %s', (kind, ms, expected) => expect(needsTrim(kind, ms)).toBe(expected));

  it.each([
    ['video', 165_000, 0, { startMs: 0, endMs: 60_000 }],
    ['video', 165_000, 30_000, { startMs: 30_000, endMs: 90_000 }],
    ['video', 165_000, 200_000, { startMs: 105_000, endMs: 165_000 }],
    ['video', 165_000, -10, { startMs: 0, endMs: 60_000 }],
    ['video', 40_000, 5_000, { startMs: 0, endMs: 40_000 }],
    ['voice', 150_000, 20_000, { startMs: 20_000, endMs: 140_000 }],
  ] as const)('%s of %i ms from %i keeps %o', (kind, duration, start, window) =>
    expect(trimWindow(kind, duration, start)).toEqual(window),
  );

  it('offers starts up to where the window ends with the clip', () => {
    expect(latestTrimStart('video', 165_000)).toBe(105_000);
    expect(latestTrimStart('video', 30_000)).toBe(0);
  });

  it.each([
    ['voice', 119_999, false],
    ['voice', 120_000, true],
    ['video', 60_000, true],
  ] as const)('%s at %i ms reached its limit: %s', (kind, ms, expected) => expect(reachedLimit(kind, ms)).toBe(expected));
});

describe('how small recordings are made', () => {
  it('keeps 60 seconds of video near 10 MB', () => {
    const bytes = expectedBytes('video', 60_000);
    expect(bytes).toBeGreaterThan(8_500_000);
    expect(bytes).toBeLessThan(10_500_000);
  });

  it('keeps two minutes of voice under half a megabyte', () => expect(expectedBytes('voice', 120_000)).toBeLessThan(500_000));

  it('converts a voice note as speech-rate Opus with no picture', () => {
    expect(conversionPlan('voice')).toEqual({ kind: 'voice', audioBitrate: 32_000 });
  });

  it('converts a video within 720p and keeps only the chosen window', () => {
    expect(conversionPlan('video', { startMs: 30_000, endMs: 90_000 })).toEqual({
      kind: 'video',
      audioBitrate: 48_000,
      window: { startS: 30, endS: 90 },
      video: { bitrate: 1_200_000, maxLongSide: 1280, maxShortSide: 720, posterWidth: 320, posterQuality: 0.7 },
    });
  });

  it.each([
    [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }],
    [{ width: 1080, height: 1920 }, { width: 720, height: 1280 }],
    [{ width: 3840, height: 2160 }, { width: 1280, height: 720 }],
    [{ width: 640, height: 480 }, { width: 640, height: 480 }],
    [{ width: 1440, height: 1080 }, { width: 960, height: 720 }],
    [{ width: 1000, height: 1000 }, { width: 720, height: 720 }],
    [{ width: 321, height: 179 }, { width: 322, height: 180 }],
  ])('%o fits as %o', (size, fitted) => expect(fitWithin(size, 1280, 720)).toEqual(fitted));

  it('refuses a video with no size', () => expect(() => fitWithin({ width: 0, height: 720 }, 1280, 720)).toThrow(RangeError));
});

describe('picked files', () => {
  it.each([
    ['voice', { name: 'song.m4a', type: 'audio/mp4', size: 1_000 }, null],
    ['voice', { name: 'memo.webm', type: 'video/webm', size: 1_000 }, null],
    ['voice', { name: 'notes.pdf', type: 'application/pdf', size: 1_000 }, 'notes.pdf is not an audio file'],
    ['video', { name: 'party.mov', type: 'video/quicktime', size: 50_000_000 }, null],
    ['video', { name: 'song.mp3', type: 'audio/mpeg', size: 1_000 }, 'song.mp3 is not a video file'],
    ['video', { name: 'huge.mp4', type: 'video/mp4', size: 3 * 1024 ** 3 }, 'huge.mp4 is too large. Please choose a file smaller than 2GB'],
    ['voice', { name: 'long.wav', type: 'audio/wav', size: 300 * 1024 ** 2 }, 'long.wav is too large. Please choose a file smaller than 200MB'],
    ['video', { name: 'empty.mp4', type: 'video/mp4', size: 0 }, 'This file could not be played as a video. Please try another video. Nothing was kept.'],
  ] as const)('%s %o: %s', (kind, file, message) => expect(checkRecordingFile(kind, file)).toBe(message));
});

describe('messages', () => {
  it.each([
    ['voice', 'permission-denied', "Hearth may not use the microphone. You can allow it in your browser's settings, or pick an audio file instead."],
    ['video', 'permission-denied', "Hearth may not use the camera. You can allow it in your browser's settings, or pick a video instead."],
    ['voice', 'no-device', 'No microphone was found on this device. You can pick an audio file instead.'],
    ['video', 'no-device', 'No camera was found on this device. You can pick a video instead.'],
    ['video', 'unsupported-browser', 'This browser cannot make videos small enough to keep. Please try a recent Chrome, Edge, Firefox or Safari. Nothing was kept.'],
    ['voice', 'cancelled', 'Cancelled. Nothing was kept.'],
  ] as const)('%s %s', (kind, code, message) => expect(recordingErrorMessage(kind, code)).toBe(message));
});
