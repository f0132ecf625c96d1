// @vitest-environment node
import { checkCookingNotes, cookingPhotoProblem, COOKING_PHOTO_MAX_BYTES } from '@/features/recipe-roulette/components/cooking-form';
import { checkRecipeForm, emptyRecipeForm } from '@/features/recipe-roulette/components/recipe-form';
import { CONTRIBUTOR_REQUIRED } from '@/features/recipe-roulette/components/recipe-messages';

const valid = { ...emptyRecipeForm, name: '  Dal Tadka ', contributor: ' Asha ', ingredients: '1 cup lentils\n\n  1 onion  \n', notes: '' };

describe('checkRecipeForm', () => {
  it('trims name and contributor and splits ingredients by line, dropping blanks', () => {
    expect(checkRecipeForm(valid)).toEqual({
      ok: true,
      recipe: { name: 'Dal Tadka', contributor: 'Asha', ingredients: ['1 cup lentils', '1 onion'], notes: '', difficulty: 'easy' },
    });
  });

  it.each([
    ['name missing', { name: '   ' }, { name: 'Recipe name is required' }],
    ['name too short', { name: 'D' }, { name: 'Recipe name must be at least 2 characters long' }],
    ['name too long', { name: 'x'.repeat(101) }, { name: 'Recipe name must be less than 100 characters' }],
    ['no contributor', { contributor: '  ' }, { contributor: CONTRIBUTOR_REQUIRED }],
    ['ingredients missing', { ingredients: '\n \n' }, { ingredients: 'Ingredients is required' }],
    ['ingredients too short', { ingredients: 'rice' }, { ingredients: 'Ingredients must be at least 5 characters long' }],
    ['no ingredient line', { ingredients: '-----\n•••' }, { ingredients: 'Please add at least one ingredient' }],
    ['ingredients too long', { ingredients: 'rice\n'.repeat(401) }, { ingredients: 'Ingredients must be less than 2000 characters' }],
    ['notes too long', { notes: 'y'.repeat(501) }, { notes: 'Notes must be less than 500 characters' }],
    ['not family-friendly', { name: 'Damn good stew' }, { name: 'Please keep your content family-friendly' }],
  ])('%s', (_name, changes, errors) => {
    expect(checkRecipeForm({ ...valid, ...changes })).toEqual({ ok: false, errors });
  });

  it('reports every invalid field at once', () => {
    const check = checkRecipeForm(emptyRecipeForm);
    expect(check).toEqual({
      ok: false,
      errors: { name: 'Recipe name is required', contributor: CONTRIBUTOR_REQUIRED, ingredients: 'Ingredients is required' },
    });
  });

  it('keeps the chosen difficulty and a note', () => {
    const check = checkRecipeForm({ ...valid, difficulty: 'hard', notes: ' Soak overnight ' });
    expect(check.ok && check.recipe).toMatchObject({ difficulty: 'hard', notes: 'Soak overnight' });
  });
});

describe('cookingPhotoProblem', () => {
  it.each([
    ['a JPEG under 5MB', { type: 'image/jpeg', size: 1_000_000 }, null],
    ['a HEIC photo', { type: 'image/heic', size: 2_000_000 }, null],
    ['just under 5MB', { type: 'image/png', size: COOKING_PHOTO_MAX_BYTES - 1 }, null],
    ['exactly 5MB', { type: 'image/png', size: COOKING_PHOTO_MAX_BYTES }, 'Please select an image smaller than 5MB'],
    ['over 5MB', { type: 'image/png', size: 6 * 1024 * 1024 }, 'Please select an image smaller than 5MB'],
    ['a PDF', { type: 'application/pdf', size: 1000 }, 'Please select an image file'],
    ['no type', { type: '', size: 1000 }, 'Please select an image file'],
    ['a large non-image', { type: 'video/mp4', size: 50_000_000 }, 'Please select an image file'],
  ])('%s', (_name, file, problem) => {
    expect(cookingPhotoProblem(file)).toBe(problem);
  });
});

describe('checkCookingNotes (validated as a reflection)', () => {
  it.each([
    ['empty notes are fine', '   ', { ok: true, notes: '' }],
    ['notes are trimmed', '  We laughed a lot ', { ok: true, notes: 'We laughed a lot' }],
    ['1000 characters are fine', 'a'.repeat(1000), { ok: true, notes: 'a'.repeat(1000) }],
    ['over 1000 characters', 'a'.repeat(1001), { ok: false, detail: 'Cooking notes must be less than 1000 characters' }],
    ['not family-friendly', 'What a shit show', { ok: false, detail: 'Please keep your content family-friendly' }],
    ['real names pass', 'Cassandra chopped, Dickens stirred', { ok: true, notes: 'Cassandra chopped, Dickens stirred' }],
  ])('%s', (_name, notes, result) => {
    expect(checkCookingNotes(notes)).toEqual(result);
  });
});
