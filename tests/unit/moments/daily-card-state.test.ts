// @vitest-environment node
import type { Challenge, Guidance } from '@/data/types';
import { fallbackChallenge } from '@/features/moments/data/fallback-challenge';
import {
  dailyCardReducer,
  initialDailyCardState,
  type DailyCardEvent,
  type DailyCardState,
} from '@/features/moments/model/daily-card-state';

const today: Challenge = { ...fallbackChallenge, id: 'today', title: 'Today' };
const other: Challenge = { ...fallbackChallenge, id: 'other', title: 'Other' };
const guidance: Guidance = { steps: ['One', 'Two'], tips: ['Tip'], duration: '2-3 minutes' };

const ready = initialDailyCardState({ challenge: today });
const loading: DailyCardState = { status: 'active', challenge: today, guidance: null, guidanceStatus: 'loading' };
const guided: DailyCardState = { status: 'active', challenge: today, guidance, guidanceStatus: 'ai' };
const completed = initialDailyCardState({ challenge: today, completed: true });

describe('initialDailyCardState', () => {
  it('is ready, or completed when today already has an experience record', () => {
    expect(ready).toEqual({ status: 'ready', challenge: today, guidance: null, guidanceStatus: 'idle' });
    expect(completed).toEqual({ status: 'completed', challenge: today, guidance: null, guidanceStatus: 'idle' });
  });
});

describe('dailyCardReducer', () => {
  it.each<[string, DailyCardState, DailyCardEvent, DailyCardState]>([
    ['START opens the moment and requests guidance', ready, { type: 'START' }, loading],
    ['guidance from the AI arrives', loading, { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance, source: 'ai' }, guided],
    [
      'built-in guidance arrives',
      loading,
      { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance, source: 'fallback' },
      { ...guided, guidanceStatus: 'fallback' },
    ],
    [
      'the AI answer replaces the built-in guidance shown while the family was asked',
      { ...guided, guidance: { ...guidance, steps: ['Built-in'] }, guidanceStatus: 'fallback' },
      { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance, source: 'ai' },
      guided,
    ],
    ['CHOOSE_DIFFERENT returns to ready and clears guidance', guided, { type: 'CHOOSE_DIFFERENT' }, ready],
    ['CHOOSE_DIFFERENT while guidance loads', loading, { type: 'CHOOSE_DIFFERENT' }, ready],
    ['COMPLETE after confirm and share', guided, { type: 'COMPLETE' }, { ...guided, status: 'completed' }],
    ['RANDOM while ready swaps the challenge', ready, { type: 'RANDOM', challenge: other }, initialDailyCardState({ challenge: other })],
    ['RANDOM while active resets to ready and clears guidance', guided, { type: 'RANDOM', challenge: other }, initialDailyCardState({ challenge: other })],
    ['NEW_DAY after a completed day', completed, { type: 'NEW_DAY', challenge: other }, initialDailyCardState({ challenge: other })],
    ['NEW_DAY in the middle of a moment', guided, { type: 'NEW_DAY', challenge: other }, initialDailyCardState({ challenge: other })],
  ])('%s', (_label, state, event, expected) => {
    expect(dailyCardReducer(state, event)).toEqual(expected);
  });

  it.each<[string, DailyCardState, DailyCardEvent]>([
    ['RANDOM once completed', completed, { type: 'RANDOM', challenge: other }],
    ['START once completed', completed, { type: 'START' }],
    ['START while already active', guided, { type: 'START' }],
    ['CHOOSE_DIFFERENT while ready', ready, { type: 'CHOOSE_DIFFERENT' }],
    ['CHOOSE_DIFFERENT once completed', completed, { type: 'CHOOSE_DIFFERENT' }],
    ['COMPLETE before starting', ready, { type: 'COMPLETE' }],
    ['COMPLETE twice', { ...guided, status: 'completed' }, { type: 'COMPLETE' }],
    ['guidance while ready (the family moved back)', ready, { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance, source: 'ai' }],
    ['guidance for a challenge no longer on the card', { ...loading, challenge: other }, { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance, source: 'ai' }],
    ['a second guidance answer', guided, { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance: { ...guidance, steps: ['Late'] }, source: 'fallback' }],
    ['built-in guidance twice', { ...guided, guidanceStatus: 'fallback' }, { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance: { ...guidance, steps: ['Again'] }, source: 'fallback' }],
    ['a second AI answer', guided, { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance: { ...guidance, steps: ['Late'] }, source: 'ai' }],
    ['guidance once completed', completed, { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance, source: 'ai' }],
  ])('ignores %s (same state object)', (_label, state, event) => {
    expect(dailyCardReducer(state, event)).toBe(state);
  });

  it('runs a whole day: start, change mind, random, start again, guidance falls back, complete', () => {
    const events: DailyCardEvent[] = [
      { type: 'START' },
      { type: 'CHOOSE_DIFFERENT' },
      { type: 'RANDOM', challenge: other },
      { type: 'START' },
      { type: 'GUIDANCE_LOADED', challengeId: 'today', guidance, source: 'ai' }, // stale answer, dropped
      { type: 'GUIDANCE_LOADED', challengeId: 'other', guidance, source: 'fallback' },
      { type: 'COMPLETE' },
      { type: 'RANDOM', challenge: today },
    ];
    const end = events.reduce(dailyCardReducer, ready);
    expect(end).toEqual({ status: 'completed', challenge: other, guidance, guidanceStatus: 'fallback' });
  });
});
