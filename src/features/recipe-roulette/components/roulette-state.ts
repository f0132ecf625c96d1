// The roulette's stages (docs/product.md#recipe-roulette): collection -> selection (after the spin) -> cooking
// (Start Cooking) -> collection (after the save). Back goes cooking -> selection -> collection.
import type { Recipe } from '@/data/types';

export type RouletteStage = 'collection' | 'selection' | 'cooking';

/** What the cooking stage has collected so far; kept when the family goes Back to the checklist. */
export interface CookingDraft {
  photo: string | null;
  notes: string;
  chefId: string | null;
}

export const emptyCookingDraft: CookingDraft = { photo: null, notes: '', chefId: null };

export interface RouletteState {
  stage: RouletteStage;
  /** The recipe the spin chose; null in the collection stage. */
  recipe: Recipe | null;
  /** Indexes of the ingredients ticked on the selection checklist. */
  ticked: readonly number[];
  draft: CookingDraft;
}

export type RouletteAction =
  | { type: 'chosen'; recipe: Recipe }
  | { type: 'toggle-ingredient'; index: number }
  | { type: 'start-cooking' }
  | { type: 'back' }
  | { type: 'edit-draft'; changes: Partial<CookingDraft> }
  | { type: 'saved' };

export const initialRouletteState: RouletteState = {
  stage: 'collection',
  recipe: null,
  ticked: [],
  draft: emptyCookingDraft,
};

/** The next state; an action that does not apply to the current stage changes nothing. */
export function rouletteReducer(state: RouletteState, action: RouletteAction): RouletteState {
  switch (action.type) {
    case 'chosen':
      // A new spin starts a new meal: nothing ticked, nothing drafted.
      if (state.stage !== 'collection') return state;
      return { stage: 'selection', recipe: action.recipe, ticked: [], draft: emptyCookingDraft };
    case 'toggle-ingredient': {
      if (state.stage !== 'selection' || !state.recipe) return state;
      if (action.index < 0 || action.index >= state.recipe.ingredients.length) return state;
      const ticked = state.ticked.includes(action.index)
        ? state.ticked.filter((i) => i !== action.index)
        : [...state.ticked, action.index].sort((a, b) => a - b);
      return { ...state, ticked };
    }
    case 'start-cooking':
      return state.stage === 'selection' ? { ...state, stage: 'cooking' } : state;
    case 'back':
      if (state.stage === 'cooking') return { ...state, stage: 'selection' };
      if (state.stage === 'selection') return initialRouletteState;
      return state;
    case 'edit-draft':
      return state.stage === 'cooking' ? { ...state, draft: { ...state.draft, ...action.changes } } : state;
    case 'saved':
      return state.stage === 'cooking' ? initialRouletteState : state;
  }
}
