// @vitest-environment node
import type { Challenge, ChallengeCategory } from '@/data/types';
import { builtInGuidance, builtInGuidanceByCategory } from '@/features/moments/data/built-in-guidance';
import { challengeCategories } from '@/features/moments/data/challenge-categories';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import { buildGuidanceRequest, parseGuidanceAnswer, stripCodeFences } from '@/features/moments/model/guidance';

const challenge: Challenge = {
  id: 'paper-boat-regatta',
  category: 'Physical Action',
  title: 'Paper boat regatta',
  description: 'Fold simple paper boats and float them in a bowl of water.',
  emoji: '⛵',
  safetyNote: 'A grown-up stays beside the water.',
  familyParticipationRequired: ['Everyone folds a boat', 'Everyone races'],
  connectionPrompts: ['Why do boats float?', 'Where would yours sail?'],
};

describe('buildGuidanceRequest', () => {
  it('is the exact guidance body', () => {
    const body = buildGuidanceRequest(challenge, 'small-instruct-model');
    expect(Object.keys(body).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream', 'temperature', 'top_p']);
    expect(body).toMatchObject({ model: 'small-instruct-model', max_tokens: 512, temperature: 0.7, top_p: 0.9, stream: false });
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].role).toBe('user');
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('builds the one user message from title, description and category, asking for JSON with steps, tips and duration', () => {
    const content = buildGuidanceRequest(challenge, 'm').messages[0].content;
    for (const part of ['Paper boat regatta', challenge.description, 'Physical Action', 'JSON', '"steps"', '"tips"', '"duration"', '2-3 minutes']) {
      expect(content).toContain(part);
    }
  });

  it('differs per challenge', () => {
    expect(buildGuidanceRequest(fallbackChallenge, 'm').messages[0].content).toContain('Family weather report');
    expect(buildGuidanceRequest(fallbackChallenge, 'm').messages[0].content).not.toContain('Paper boat');
  });
});

const good = { steps: ['Fold a boat.', 'Float it.'], tips: ['Blow gently.'], duration: '2-3 minutes' };
const answer = (content: unknown) => ({ choices: [{ message: { role: 'assistant', content } }] });

describe('stripCodeFences', () => {
  it.each([
    ['{"a":1}', '{"a":1}'],
    ['```json\n{"a":1}\n```', '{"a":1}'],
    ['```JSON\n{"a":1}\n```', '{"a":1}'],
    ['```\n{"a":1}\n```', '{"a":1}'],
    ['```json {"a":1}```', '{"a":1}'],
    ['Here you go:\n```json\n{"a":1}\n```\nEnjoy!', '{"a":1}'],
    ['  {"a":1}  \n', '{"a":1}'],
  ])('%j -> %j', (input, expected) => {
    expect(stripCodeFences(input)).toBe(expected);
  });
});

describe('parseGuidanceAnswer', () => {
  it.each([
    ['plain JSON', JSON.stringify(good)],
    ['```json fenced', '```json\n' + JSON.stringify(good, null, 2) + '\n```'],
    ['``` fenced without a language', '```\n' + JSON.stringify(good) + '\n```'],
    ['fenced with words around it', 'Sure! Here is the guidance:\n```json\n' + JSON.stringify(good) + '\n```'],
    ['extra fields', JSON.stringify({ ...good, title: 'ignored' })],
  ])('reads %s', (_label, content) => {
    expect(parseGuidanceAnswer(answer(content))).toEqual(good);
  });

  it('trims items, drops blank ones and keeps the answer readable in length', () => {
    const many = { steps: ['  One. ', '', ...Array.from({ length: 20 }, (_, i) => `Step ${i}`)], tips: [' Tip ', '   '], duration: ' 3 minutes ' };
    const parsed = parseGuidanceAnswer(answer(JSON.stringify(many)));
    expect(parsed?.steps[0]).toBe('One.');
    expect(parsed?.steps).toHaveLength(8);
    expect(parsed?.tips).toEqual(['Tip']);
    expect(parsed?.duration).toBe('3 minutes');
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'hello'],
    ['an error body', { error: { code: 'DEMO_MODE', message: 'Demo mode' } }],
    ['no choices', { choices: [] }],
    ['choices not a list', { choices: {} }],
    ['no message', { choices: [{}] }],
    ['content not text', answer({ steps: good.steps })],
    ['empty content', answer('')],
    ['malformed JSON', answer('{"steps": ["a",')],
    ['prose instead of JSON', answer('Fold a boat and have fun!')],
    ['a JSON list', answer('[1, 2]')],
    ['a JSON string', answer('"steps"')],
    ['missing steps', answer(JSON.stringify({ tips: good.tips, duration: good.duration }))],
    ['missing tips', answer(JSON.stringify({ steps: good.steps, duration: good.duration }))],
    ['missing duration', answer(JSON.stringify({ steps: good.steps, tips: good.tips }))],
    ['empty steps', answer(JSON.stringify({ ...good, steps: [] }))],
    ['only blank steps', answer(JSON.stringify({ ...good, steps: ['  '] }))],
    ['empty tips', answer(JSON.stringify({ ...good, tips: [] }))],
    ['steps not a list', answer(JSON.stringify({ ...good, steps: 'Fold a boat' }))],
    ['a step that is not text', answer(JSON.stringify({ ...good, steps: ['Fold', 2] }))],
    ['a tip that is an object', answer(JSON.stringify({ ...good, tips: [{ text: 'x' }] }))],
    ['duration a number', answer(JSON.stringify({ ...good, duration: 3 }))],
    ['blank duration', answer(JSON.stringify({ ...good, duration: ' ' }))],
  ])('returns null for %s', (_label, json) => {
    expect(parseGuidanceAnswer(json)).toBeNull();
  });
});

describe('builtInGuidance', () => {
  it.each(challengeCategories)('has 4-6 steps, 2-4 tips and a 2-3 minute duration for %s', (category) => {
    const guidance = builtInGuidance(category);
    expect(guidance).toEqual(builtInGuidanceByCategory[category]);
    expect(guidance.steps.length).toBeGreaterThanOrEqual(4);
    expect(guidance.steps.length).toBeLessThanOrEqual(6);
    expect(guidance.tips.length).toBeGreaterThanOrEqual(2);
    expect(guidance.tips.length).toBeLessThanOrEqual(4);
    expect(guidance.duration).toBe('2-3 minutes');
    for (const text of [...guidance.steps, ...guidance.tips]) expect(text.trim()).not.toBe('');
  });

  it('covers exactly the six categories, each with its own steps', () => {
    expect(Object.keys(builtInGuidanceByCategory).sort()).toEqual([...challengeCategories].sort());
    expect(new Set(challengeCategories.map((c) => builtInGuidance(c).steps.join('|'))).size).toBe(6);
  });

  it.each<[string | undefined]>([[undefined], [''], ['Sports'], ['connection'], ['Photo']])(
    'uses Connection for %j',
    (category) => {
      expect(builtInGuidance(category)).toEqual(builtInGuidanceByCategory.Connection);
    },
  );

  it('returns a copy that callers may change freely', () => {
    const guidance = builtInGuidance('Movement' satisfies ChallengeCategory);
    guidance.steps.push('changed');
    guidance.tips.length = 0;
    expect(builtInGuidance('Movement').steps).not.toContain('changed');
    expect(builtInGuidance('Movement').tips.length).toBeGreaterThan(0);
  });
});
