import { describe, expect, it } from 'vitest';
import { deviceErrorCode, startRecording } from '@/lib/media/record-media';
import { RecordingError, recordingErrorCode } from '@/lib/media/recording';

describe('what getUserMedia refuses, as the family will read it', () => {
  it.each([
    ['NotAllowedError', 'permission-denied'],
    ['SecurityError', 'permission-denied'],
    ['NotFoundError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
    ['NotReadableError', 'no-device'],
    ['AbortError', 'no-device'],
    ['TypeError', 'unsupported-browser'],
  ])('%s is %s', (name, code) => expect(deviceErrorCode(new DOMException('refused', name)).code).toBe(code));

  it('a browser with no recorder says it cannot record', async () => {
    // jsdom has neither getUserMedia nor MediaRecorder, like an old browser.
    await expect(startRecording('voice')).rejects.toMatchObject({ code: 'unsupported-browser' });
  });

  it('any failure that is not a RecordingError counts as a file that cannot be read', () => {
    expect(recordingErrorCode(new Error('decoder said no'))).toBe('unreadable');
    expect(recordingErrorCode(new RecordingError('cancelled'))).toBe('cancelled');
  });
});
