// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMediaLength, formatRecordingLength, recordingLine, recordingName } from '@/lib/media-length';

describe('formatMediaLength (a position: whole seconds, rounded down)', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1_000, '0:01'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [84_000, '1:24'],
    [120_000, '2:00'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatMediaLength(ms)).toBe(text);
  });
});

describe('formatRecordingLength (a whole recording: nearest second, never 0:00 when it holds sound)', () => {
  it.each([
    [0, '0:00'],
    [400, '0:01'],
    [1_499, '0:01'],
    [1_500, '0:02'],
    [2_008, '0:02'],
    [59_600, '1:00'],
    [84_000, '1:24'],
    [120_000, '2:00'],
    [Number.NaN, '0:00'],
  ])('%s ms reads %s', (ms, text) => {
    expect(formatRecordingLength(ms)).toBe(text);
  });
});

describe('the line that stands for a recording', () => {
  it.each([
    ['voice', 84_000, '🎙️ Voice note · 1:24', 'Voice note, 1:24'],
    ['video', 12_000, '🎬 Video · 0:12', 'Video, 0:12'],
    ['video', 60_000, '🎬 Video · 1:00', 'Video, 1:00'],
  ] as const)('%s of %s ms', (kind, ms, line, name) => {
    expect(recordingLine(kind, ms)).toBe(line);
    expect(recordingName(kind, ms)).toBe(name);
  });
});
