import { coDrawingNotice, PLACEHOLDER_DELAY_MS, type CoDrawingResult } from '@/features/co-drawing/model/co-drawing-outcome';

const img = 'data:image/png;base64,AAAA';

describe('coDrawingNotice (a failure shows the placeholder and the error dialog; demo mode only the placeholder)', () => {
  it('waits 1.5 s before the placeholder', () => {
    expect(PLACEHOLDER_DELAY_MS).toBe(1500);
  });

  it('labels an AI picture and opens no dialog', () => {
    expect(coDrawingNotice({ success: true, imageUrl: img, source: 'ai', error: null })).toEqual({ imageSource: 'ai', dialogError: null });
  });

  it('shows only the Demo Mode label in demo mode', () => {
    const error = { code: 'SERVICE_UNAVAILABLE', status: 503, demoMode: true };
    expect(coDrawingNotice({ success: true, imageUrl: img, source: 'placeholder', error })).toEqual({ imageSource: 'demo', dialogError: null });
  });

  it.each([
    ['QUOTA_EXCEEDED', 429],
    ['INSUFFICIENT_CREDITS', 402],
    ['INVALID_API_KEY', 401],
    ['SERVICE_UNAVAILABLE', 503],
    ['SERVER_ERROR', 500],
    ['API_ERROR_418', 418],
    ['NO_IMAGE_GENERATED', null],
    ['INVALID_IMAGE_FORMAT', null],
    ['NETWORK_ERROR', null],
  ])('draws the placeholder and opens the dialog for %s', (code, status) => {
    const error = { code, status, demoMode: false };
    const result: CoDrawingResult = { success: true, imageUrl: img, source: 'placeholder', error };
    expect(coDrawingNotice(result)).toEqual({ imageSource: 'unavailable', dialogError: error });
  });

  it('keeps the canvas and opens the dialog when not even the placeholder could be made', () => {
    const error = { code: 'SERVER_ERROR', status: 500 };
    expect(coDrawingNotice({ success: false, imageUrl: null, source: null, error })).toEqual({ imageSource: null, dialogError: error });
  });
});
