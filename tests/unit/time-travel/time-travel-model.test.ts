// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildDecadePrompt, buildTimeTravelBody, DECADES, extractDecade } from '@/features/time-travel/model/decades';
import { seededRandom } from '@/lib/seeded-random';
import { applyLookToPixels, decadeLooks } from '@/features/time-travel/model/decade-looks';
import {
  allSlotsFailed,
  canRegenerate,
  createSlots,
  currentStatusText,
  markDone,
  markError,
  markRetrying,
  regenerateSlot,
  showSummary,
  summarizeSlots,
} from '@/features/time-travel/model/slots';
import type { AiModelConfig } from '@/lib/ai/model-registry';

const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ';
const model = (id: string, modalities: boolean): AiModelConfig => ({ id, quality: 1, speed: 1, capabilities: [], specialties: [], uses: [], modalities });
const error = { code: 'SERVER_ERROR', message: 'x', status: 500, demoMode: false };

describe('decades and prompts', () => {
  it('has the four decades in order', () => {
    expect(DECADES).toEqual(['1960s', '1970s', '1980s', '1990s']);
  });

  it.each(DECADES)('the %s prompt names its decade', (decade) => {
    expect(extractDecade(buildDecadePrompt(decade))).toBe(decade);
  });

  it.each([
    ['Make it look like the 1980s', '1980s'],
    ['a 1950s diner', '1950s'],
    ['2010s selfie', '2010s'],
    ['no decade here', null],
    ['the eighties', null],
    ['the 80s', null],
    ['the year 1985', null],
  ])('extractDecade(%s) -> %s', (prompt, expected) => {
    if (expected) expect(extractDecade(prompt)).toBe(expected);
    else expect(() => extractDecade(prompt)).toThrow('Could not extract decade from prompt');
  });

  it('builds the chat-completions body with the photo; modalities only for flux/SD-style models', () => {
    const prompt = buildDecadePrompt('1970s');
    const plain = buildTimeTravelBody(model('google/gemini', false), prompt, PHOTO);
    expect(plain).toEqual({
      model: 'google/gemini',
      messages: [{ role: 'user', content: [{ type: 'text', text: prompt }, { type: 'image_url', image_url: { url: PHOTO } }] }],
      max_tokens: 1000,
      temperature: 0.7,
    });
    expect(buildTimeTravelBody(model('flux', true), prompt, PHOTO).modalities).toEqual(['image', 'text']);
  });

  it('refuses a prompt without a decade', () => {
    expect(() => buildTimeTravelBody(model('m', false), 'make it old', PHOTO)).toThrow(expect.objectContaining({ code: 'DECADE_NOT_FOUND' }));
  });
});

describe('decade slots', () => {
  it('start pending with attempt 1', () => {
    const slots = createSlots();
    expect(Object.values(slots).map((s) => [s.decade, s.status, s.attempt])).toEqual([
      ['1960s', 'pending', 1],
      ['1970s', 'pending', 1],
      ['1980s', 'pending', 1],
      ['1990s', 'pending', 1],
    ]);
    expect(showSummary(slots)).toBe(false);
  });

  it('regenerate is ignored while pending or retrying', () => {
    let slots = createSlots();
    expect(regenerateSlot(slots, '1960s')).toBe(slots);
    slots = markRetrying(slots, '1960s', 2, 'Switching models...');
    expect(canRegenerate(slots['1960s'])).toBe(false);
    expect(regenerateSlot(slots, '1960s')).toBe(slots);
  });

  it('regenerate returns a done or failed slot to pending', () => {
    let slots = markDone(createSlots(), '1960s', PHOTO, { attempt: 2, demo: false });
    slots = markError(slots, '1970s', error);
    expect(regenerateSlot(slots, '1960s')['1960s']).toMatchObject({ status: 'pending', url: null, attempt: 1 });
    expect(regenerateSlot(slots, '1970s')['1970s']).toMatchObject({ status: 'pending', error: null });
  });

  it('the summary shows when no slot is pending or retrying', () => {
    let slots = createSlots();
    for (const decade of DECADES.slice(0, 3)) slots = markDone(slots, decade, PHOTO, { attempt: 1, demo: false });
    expect(showSummary(slots)).toBe(false);
    slots = markRetrying(slots, '1990s', 2, 'Switching models...');
    expect(showSummary(slots)).toBe(false);
    slots = markError(slots, '1990s', error);
    expect(showSummary(slots)).toBe(true);
    expect(summarizeSlots(slots)).toEqual({ done: 3, failed: 1, busy: 0, demo: false });
    expect(allSlotsFailed(slots)).toBe(false);
  });

  it('all failed', () => {
    let slots = createSlots();
    for (const decade of DECADES) slots = markError(slots, decade, error);
    expect(allSlotsFailed(slots)).toBe(true);
  });

  it('retrying is not applied to a finished slot', () => {
    const slots = markDone(createSlots(), '1960s', PHOTO, { attempt: 1, demo: false });
    expect(markRetrying(slots, '1960s', 2, 'x')).toBe(slots);
  });

  it('the page status prefers the quota text', () => {
    let slots = markRetrying(createSlots(), '1960s', 2, 'Switching models...');
    expect(currentStatusText(slots, 'Q')).toBe('Switching models...');
    slots = markRetrying(slots, '1980s', 2, 'Q');
    expect(currentStatusText(slots, 'Q')).toBe('Q');
    expect(currentStatusText(createSlots(), 'Q')).toBeNull();
  });
});

describe('demo-mode decade looks', () => {
  const frame = () => {
    // 4x4 RGBA: a colour gradient.
    const data = new Uint8ClampedArray(4 * 4 * 4);
    for (let i = 0; i < 16; i += 1) data.set([200 - i * 5, 80 + i * 6, 40 + i * 3, 255], i * 4);
    return data;
  };

  it('1960s is black and white', () => {
    const data = frame();
    applyLookToPixels(data, 4, 4, decadeLooks['1960s'], seededRandom(1960));
    for (let i = 0; i < data.length; i += 4) {
      expect(data[i]).toBe(data[i + 1]);
      expect(data[i + 1]).toBe(data[i + 2]);
      expect(data[i + 3]).toBe(255);
    }
  });

  it('1970s is warm (more red than blue) and faded (no pure black)', () => {
    const data = new Uint8ClampedArray([0, 0, 0, 255, 128, 128, 128, 255]);
    applyLookToPixels(data, 2, 1, { ...decadeLooks['1970s'], grain: 0, vignette: 0 }, () => 0.5);
    expect(data[0]).toBeGreaterThan(20);
    expect(data[4]).toBeGreaterThan(data[6] as number);
  });

  it('1980s boosts saturation', () => {
    const data = new Uint8ClampedArray([160, 100, 100, 255]);
    applyLookToPixels(data, 1, 1, { ...decadeLooks['1980s'], grain: 0 }, () => 0.5);
    const spread = (data[0] as number) - (data[2] as number);
    expect(spread).toBeGreaterThan(60);
  });

  it('every decade has a distinct look and a description', () => {
    const results = DECADES.map((decade) => {
      const data = frame();
      applyLookToPixels(data, 4, 4, decadeLooks[decade], seededRandom(7));
      return Array.from(data).join(',');
    });
    expect(new Set(results).size).toBe(4);
    for (const decade of DECADES) expect(decadeLooks[decade].description).not.toBe('');
  });

  it('the seeded grain repeats', () => {
    const a = frame();
    const b = frame();
    applyLookToPixels(a, 4, 4, decadeLooks['1990s'], seededRandom(3));
    applyLookToPixels(b, 4, 4, decadeLooks['1990s'], seededRandom(3));
    expect(Array.from(a)).toEqual(Array.from(b));
  });
});
