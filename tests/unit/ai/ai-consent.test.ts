// @vitest-environment node
import { consentDecision, forgetConsent, recordConsent, sanitizeConsentMap, type ConsentRecord } from '@/features/ai-tools/model/ai-consent';
import { createAiConsentStore } from '@/features/ai-tools/api/ai-consent-store';

const at = '2025-11-01T10:00:00.000Z';
const granted = (providers: string[]): ConsentRecord => ({ choice: 'granted', providers, at });

describe('consentDecision (issue 26: AI tools ask first)', () => {
  it.each<[string, ConsentRecord | undefined, string[], boolean | null, 'send' | 'ask']>([
    ['never asked', undefined, ['google'], false, 'ask'],
    ['never asked, setup unknown', undefined, ['google'], null, 'ask'],
    ['demo mode sends nothing to anyone, so nothing to ask', undefined, [], true, 'send'],
    ['agreed for these providers', granted(['google', 'stabilityai']), ['google'], false, 'send'],
    ['a provider added since', granted(['google']), ['google', 'openai'], false, 'ask'],
    ["'Not now' asks again", { choice: 'declined', providers: [], at }, ['google'], false, 'ask'],
  ])('%s', (_name, record, providers, demoMode, expected) => {
    expect(consentDecision(record, providers, demoMode)).toBe(expected);
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
