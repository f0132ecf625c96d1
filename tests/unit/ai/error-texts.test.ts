// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aiErrorKind, aiErrorText, festivalErrorMessage } from '@/features/ai-tools/model/error-texts';

describe('aiErrorKind (the error dialog\'s groups of codes)', () => {
  it.each([
    ['QUOTA_EXCEEDED', 'quota'],
    ['RATE_LIMITED', 'quota'],
    ['INSUFFICIENT_CREDITS', 'credits'],
    ['INVALID_API_KEY', 'key'],
    ['SERVICE_UNAVAILABLE', 'unavailable'],
    ['SERVER_ERROR', 'unavailable'],
    ['API_ERROR_418', 'other'],
    ['NO_IMAGE_GENERATED', 'other'],
    ['UNKNOWN_ERROR', 'other'],
    ['DECADE_NOT_FOUND', 'other'],
    ['INVALID_IMAGE_FORMAT', 'other'],
    ['NETWORK_ERROR', 'other'],
  ])('%s -> %s', (code, kind) => {
    expect(aiErrorKind(code)).toBe(kind);
  });
});

describe('aiErrorText for time travel and co-drawing', () => {
  it.each([
    ['timeTravel', 'QUOTA_EXCEEDED', /wait a minute and try again/i],
    ['timeTravel', 'RATE_LIMITED', /wait a minute and try again/i],
    ['timeTravel', 'INSUFFICIENT_CREDITS', /account .*has run out of credit/i],
    ['timeTravel', 'INVALID_API_KEY', /contact support/i],
    ['timeTravel', 'SERVICE_UNAVAILABLE', /try again in a few minutes/i],
    ['timeTravel', 'SERVER_ERROR', /try again in a few minutes/i],
    ['timeTravel', 'API_ERROR_404', /connection problem.*check your internet/i],
    ['coDrawing', 'QUOTA_EXCEEDED', /wait a minute and try again/i],
    ['coDrawing', 'INSUFFICIENT_CREDITS', /account .*has run out of credit/i],
    ['coDrawing', 'INVALID_API_KEY', /contact support/i],
    ['coDrawing', 'SERVICE_UNAVAILABLE', /try again in a few minutes/i],
    ['coDrawing', 'SERVER_ERROR', /try again in a few minutes/i],
    ['coDrawing', 'NO_IMAGE_GENERATED', /connection problem.*check your internet/i],
  ] as const)('%s %s', (context, code, pattern) => {
    const text = aiErrorText(context, { code });
    expect(text.message).toMatch(pattern);
    expect(text.showSupport).toBe(code === 'INVALID_API_KEY');
    expect(text.demoMode).toBe(false);
  });

  it('themes the texts per context', () => {
    expect(aiErrorText('timeTravel', { code: 'QUOTA_EXCEEDED' }).message).toMatch(/time machine/i);
    expect(aiErrorText('coDrawing', { code: 'QUOTA_EXCEEDED' }).message).toMatch(/artist/i);
  });

  it('shows the technical reason for other codes', () => {
    expect(aiErrorText('timeTravel', { code: 'DECADE_NOT_FOUND', message: 'Could not extract decade from prompt' }).detail).toBe(
      'Could not extract decade from prompt',
    );
  });

  it.each([
    [{ code: 'SERVICE_UNAVAILABLE', demoMode: true }, true],
    [{ code: 'SERVICE_UNAVAILABLE', message: 'Demo mode: no AI provider' }, true],
    [{ code: 'UNKNOWN_ERROR', message: 'running in DEMO_MODE' }, true],
    [{ code: 'SERVICE_UNAVAILABLE', message: 'busy' }, false],
  ])('the Demo Mode label for %o: %s', (error, demo) => {
    expect(aiErrorText('timeTravel', error).demoMode).toBe(demo);
    expect(aiErrorText('festival', error).demoMode).toBe(demo);
  });
});

describe('festival texts', () => {
  it.each([
    [{ code: 'QUOTA_EXCEEDED', status: 429 }, /wait a minute and try again/i],
    [{ code: 'RATE_LIMITED', status: 429 }, /wait a minute and try again/i],
    [{ code: 'INSUFFICIENT_CREDITS', status: 402 }, /account .*has run out of credit/i],
    [{ code: 'SERVER_ERROR', status: 500 }, 'AI service error: 500'],
    [{ code: 'SERVICE_UNAVAILABLE', status: 503 }, 'AI service error: 503'],
    [{ code: 'INVALID_API_KEY', status: 401 }, 'AI service error: 401'],
    [{ code: 'API_ERROR_404', status: 404 }, 'AI service error: 404'],
    [{ code: 'INVALID_RESPONSE', status: null }, 'AI service returned invalid response format'],
    [{ code: 'NO_IMAGE_GENERATED', status: null }, 'AI service returned invalid response format'],
    [{ code: 'INVALID_IMAGE_FORMAT', status: null }, 'AI service returned invalid response format'],
    [{ code: 'NETWORK_ERROR', status: null }, 'Network error or service unavailable'],
    [{ code: 'UNKNOWN_ERROR', status: null }, 'Failed to transform photo. Please try again.'],
    [{ code: 'ABORTED' }, 'Failed to transform photo. Please try again.'],
  ])('%o -> %s', (error, expected) => {
    if (typeof expected === 'string') expect(festivalErrorMessage(error)).toBe(expected);
    else expect(festivalErrorMessage(error)).toMatch(expected);
    expect(aiErrorText('festival', error).message).toBe(festivalErrorMessage(error));
  });
});

describe('no allowance that does not exist', () => {
  const codes = ['QUOTA_EXCEEDED', 'RATE_LIMITED', 'INSUFFICIENT_CREDITS', 'INVALID_API_KEY', 'SERVICE_UNAVAILABLE', 'SERVER_ERROR', 'NETWORK_ERROR'];
  it.each(['timeTravel', 'coDrawing', 'festival'] as const)('%s speaks of no free credits, free trips, daily allowance or "tomorrow"', (context) => {
    for (const code of codes) {
      for (const status of [null, 402, 429]) {
        const text = aiErrorText(context, { code, status });
        expect(`${text.title} ${text.message} ${text.detail ?? ''}`).not.toMatch(/free|tomorrow|today|daily|reset/i);
      }
    }
  });
});
