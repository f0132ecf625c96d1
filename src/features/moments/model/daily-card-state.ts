import type { Challenge, Guidance } from '@/data/types';

// The daily card (docs/product.md#daily-card): ready -> active -> completed.
export type DailyCardStatus = 'ready' | 'active' | 'completed';
/** idle: not requested; loading: requested; ai: the AI answered; fallback: built-in guidance. */
export type GuidanceStatus = 'idle' | 'loading' | 'ai' | 'fallback';

export interface DailyCardState {
  status: DailyCardStatus;
  challenge: Challenge;
  guidance: Guidance | null;
  guidanceStatus: GuidanceStatus;
}

export type DailyCardEvent =
  /** 'Start Family Moment': the card opens and guidance is requested. */
  | { type: 'START' }
  /** 'Choose Different Moment': back to ready. */
  | { type: 'CHOOSE_DIFFERENT' }
  /** The random-challenge button, with the challenge it picked. */
  | { type: 'RANDOM'; challenge: Challenge }
  /** Guidance for `challengeId` arrived, from the AI or the built-in table. */
  | { type: 'GUIDANCE_LOADED'; challengeId: string; guidance: Guidance; source: 'ai' | 'fallback' }
  /** Confirmed ('Yes, complete!') and shared successfully. */
  | { type: 'COMPLETE' }
  /** Local midnight passed: a new day's challenge. */
  | { type: 'NEW_DAY'; challenge: Challenge };

export interface InitialDailyCardInput {
  challenge: Challenge;
  /** An experience record exists for today. */
  completed?: boolean;
}

export function initialDailyCardState({ challenge, completed = false }: InitialDailyCardInput): DailyCardState {
  return { status: completed ? 'completed' : 'ready', challenge, guidance: null, guidanceStatus: 'idle' };
}

function readyWith(challenge: Challenge): DailyCardState {
  return { status: 'ready', challenge, guidance: null, guidanceStatus: 'idle' };
}

/** Events that make no sense in the current state return the same state object (no re-render). */
export function dailyCardReducer(state: DailyCardState, event: DailyCardEvent): DailyCardState {
  switch (event.type) {
    case 'START':
      if (state.status !== 'ready') return state;
      return { ...state, status: 'active', guidance: null, guidanceStatus: 'loading' };
    case 'CHOOSE_DIFFERENT':
      if (state.status !== 'active') return state;
      return readyWith(state.challenge);
    case 'RANDOM':
      // A random challenge while not completed resets to ready and clears guidance;
      // today's completed moment stays completed.
      if (state.status === 'completed') return state;
      return readyWith(event.challenge);
    case 'GUIDANCE_LOADED':
      // An answer that arrives after the family moved on (another challenge, back to ready) is dropped.
      // The AI's answer may also replace the built-in guidance shown while the family was asked
      // whether to send the challenge.
      if (state.status !== 'active' || event.challengeId !== state.challenge.id) return state;
      if (state.guidanceStatus !== 'loading' && !(state.guidanceStatus === 'fallback' && event.source === 'ai')) return state;
      return { ...state, guidance: event.guidance, guidanceStatus: event.source };
    case 'COMPLETE':
      if (state.status !== 'active') return state;
      return { ...state, status: 'completed' };
    case 'NEW_DAY':
      return readyWith(event.challenge);
  }
}
