// @vitest-environment node
import type { AiTool } from '@/lib/ai-recipients';
import {
  consentDecision,
  forgetConsent,
  recordConsent,
  sanitizeConsentMap,
  type ConsentDecision,
  type ConsentRecord,
} from '@/lib/ai/ai-consent';
import { createAiConsentStore } from '@/lib/ai/ai-consent-store';

const at = '2025-11-01T10:00:00.000Z';
const granted = (providers: string[]): ConsentRecord => ({ choice: 'granted', providers, at });

describe('consentDecision (AI tools ask first)', () => {
  const declined: ConsentRecord = { choice: 'declined', providers: [], at };
  it.each<[string, ConsentRecord | undefined, string[], boolean | null, AiTool | undefined, ConsentDecision]>([
    ['never asked', undefined, ['google'], false, 'timeTravel', 'ask'],
    ['never asked, setup unknown', undefined, ['google'], null, 'festival', 'ask'],
    ['demo mode sends nothing to anyone, so nothing to ask', undefined, [], true, 'coDrawing', 'send'],
    ['agreed for these providers', granted(['google', 'stabilityai']), ['google'], false, 'timeTravel', 'send'],
    ['a provider added since', granted(['google']), ['google', 'openai'], false, 'timeTravel', 'ask'],
    ["'Not now' asks again", declined, ['google'], false, 'timeTravel', 'ask'],
    ["'Not now' asks again (no tool named)", declined, ['google'], false, undefined, 'ask'],
    ['guidance: asks the first time', undefined, ['openai'], false, 'guidance', 'ask'],
    ["guidance: 'Not now' stands, nothing sent and no question each day", declined, ['openai'], false, 'guidance', 'skip'],
    ['guidance: agreed', granted(['openai']), ['openai'], false, 'guidance', 'send'],
    ['guidance: a new provider asks again', granted(['openai']), ['google'], false, 'guidance', 'ask'],
    ['guidance in demo mode goes nowhere, so nothing to ask', declined, [], true, 'guidance', 'send'],
  ])('%s', (_name, record, providers, demoMode, tool, expected) => {
    expect(consentDecision(record, providers, demoMode, tool)).toBe(expected);
  });
});

describe('consent records', () => {
  it('records and forgets per tool', () => {
    const now = new Date(at);
    const map = recordConsent(recordConsent({}, 'timeTravel', 'granted', ['google'], now), 'festival', 'declined', ['google'], now);
    expect(map).toEqual({ timeTravel: granted(['google']), festival: { choice: 'declined', providers: [], at } });
    expect(forgetConsent(map, 'timeTravel')).toEqual({ festival: map.festival });
  });

  it.each<[string, unknown]>([
    ['not an object', 'granted'],
    ['unknown tool', { camera: granted([]) }],
    ['unknown choice', { timeTravel: { choice: 'maybe', providers: [], at } }],
    ['bad time', { timeTravel: { choice: 'granted', providers: [], at: 'yesterday' } }],
  ])('drops what is not a record: %s', (_name, raw) => {
    expect(sanitizeConsentMap(raw)).toEqual({});
  });

  it('the store keeps choices in localStorage and survives broken JSON', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    const store = createAiConsentStore(storage);
    store.update((map) => recordConsent(map, 'coDrawing', 'granted', ['stabilityai'], new Date(at)));
    expect(createAiConsentStore(storage).read()).toEqual({ coDrawing: granted(['stabilityai']) });
    data.set('hearth.aiConsent', '{not json');
    expect(createAiConsentStore(storage).read()).toEqual({});
  });
});
