// @vitest-environment node
import type { Recipe } from '@/data/types';
import {
  emptyCookingDraft,
  initialRouletteState,
  rouletteReducer,
  type RouletteAction,
  type RouletteState,
} from '@/features/recipe-roulette/components/roulette-state';

const recipe = (id: string, ingredients = ['rice', 'eggs', 'peas']): Recipe => ({
  id,
  name: `Recipe ${id}`,
  contributor: 'Asha',
  ingredients,
  difficulty: 'easy',
  photos: [],
  cookedDates: [],
  familyId: 'family_1',
});

const pasta = recipe('default-family-pasta-night');
const selection: RouletteState = { stage: 'selection', recipe: pasta, ticked: [1], draft: emptyCookingDraft };
const cooking: RouletteState = {
  stage: 'cooking',
  recipe: pasta,
  ticked: [0, 2],
  draft: { photo: 'data:image/jpeg;base64,AAAA', notes: 'Yum', chefId: 'member_1' },
};

describe('rouletteReducer (collection -> selection -> cooking -> collection)', () => {
  const cases: { name: string; from: RouletteState; action: RouletteAction; to: RouletteState }[] = [
    {
      name: 'the spin choosing a recipe opens the selection with nothing ticked',
      from: initialRouletteState,
      action: { type: 'chosen', recipe: pasta },
      to: { stage: 'selection', recipe: pasta, ticked: [], draft: emptyCookingDraft },
    },
    { name: 'Start Cooking opens the cooking stage and keeps the ticks', from: selection, action: { type: 'start-cooking' }, to: { ...selection, stage: 'cooking' } },
    { name: 'Back from cooking returns to the selection, keeping the draft', from: cooking, action: { type: 'back' }, to: { ...cooking, stage: 'selection' } },
    { name: 'Back from the selection returns to the collection', from: selection, action: { type: 'back' }, to: initialRouletteState },
    { name: 'a save returns to the collection and clears the meal', from: cooking, action: { type: 'saved' }, to: initialRouletteState },
    { name: 'ticking an ingredient adds it in order', from: selection, action: { type: 'toggle-ingredient', index: 0 }, to: { ...selection, ticked: [0, 1] } },
    { name: 'ticking a ticked ingredient unticks it', from: selection, action: { type: 'toggle-ingredient', index: 1 }, to: { ...selection, ticked: [] } },
    { name: 'editing the draft in the cooking stage', from: cooking, action: { type: 'edit-draft', changes: { notes: 'Messy!' } }, to: { ...cooking, draft: { ...cooking.draft, notes: 'Messy!' } } },
    // Actions that do not belong to the stage change nothing.
    { name: 'Back in the collection does nothing', from: initialRouletteState, action: { type: 'back' }, to: initialRouletteState },
    { name: 'Start Cooking in the collection does nothing', from: initialRouletteState, action: { type: 'start-cooking' }, to: initialRouletteState },
    { name: 'a spin result while cooking does nothing', from: cooking, action: { type: 'chosen', recipe: recipe('x') }, to: cooking },
    { name: 'a save from the selection does nothing', from: selection, action: { type: 'saved' }, to: selection },
    { name: 'editing the draft outside cooking does nothing', from: selection, action: { type: 'edit-draft', changes: { notes: 'x' } }, to: selection },
    { name: 'an ingredient index out of range does nothing', from: selection, action: { type: 'toggle-ingredient', index: 3 }, to: selection },
    { name: 'a negative ingredient index does nothing', from: selection, action: { type: 'toggle-ingredient', index: -1 }, to: selection },
  ];

  it.each(cases)('$name', ({ from, action, to }) => {
    expect(rouletteReducer(from, action)).toEqual(to);
  });

  it('walks the whole round trip and both Back steps', () => {
    let state = rouletteReducer(initialRouletteState, { type: 'chosen', recipe: pasta });
    state = rouletteReducer(state, { type: 'start-cooking' });
    expect(state.stage).toBe('cooking');
    state = rouletteReducer(state, { type: 'back' });
    expect(state.stage).toBe('selection');
    state = rouletteReducer(state, { type: 'back' });
    expect(state).toEqual(initialRouletteState);
    state = rouletteReducer(rouletteReducer(rouletteReducer(state, { type: 'chosen', recipe: pasta }), { type: 'start-cooking' }), { type: 'saved' });
    expect(state).toEqual(initialRouletteState);
  });
});
