// The recipe form (docs/product.md#recipe-form): name, ingredients and notes pass the shared validator (rules
// recipeName, recipeIngredients, recipeNotes); a contributor must be picked; ingredients are split
// by line with blank lines dropped; name and contributor are trimmed.
import type { Difficulty } from '@/data/types';
import { validateField } from '@/lib/validation/validate-field';
import type { NewRecipe } from '@/features/recipe-roulette/api/use-add-recipe';
import { parseIngredients } from '@/features/recipe-roulette/model/ingredients';
import { CONTRIBUTOR_REQUIRED } from '@/features/recipe-roulette/components/recipe-messages';

export interface RecipeFormValues {
  name: string;
  contributor: string;
  /** One ingredient per line, as typed. */
  ingredients: string;
  notes: string;
  difficulty: Difficulty;
}

export type RecipeFormField = 'name' | 'contributor' | 'ingredients' | 'notes';
export type RecipeFormErrors = Partial<Record<RecipeFormField, string>>;

export const emptyRecipeForm: RecipeFormValues = {
  name: '',
  contributor: '',
  ingredients: '',
  notes: '',
  difficulty: 'easy',
};

export const DIFFICULTIES: readonly { value: Difficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

export type RecipeFormCheck = { ok: true; recipe: NewRecipe } | { ok: false; errors: RecipeFormErrors };

/** Every field's error (in the validator's words), or the recipe to save. */
export function checkRecipeForm(values: RecipeFormValues): RecipeFormCheck {
  const errors: RecipeFormErrors = {};
  const name = validateField('recipeName', values.name);
  if (!name.valid) errors.name = name.error;
  const contributor = values.contributor.trim();
  if (contributor === '') errors.contributor = CONTRIBUTOR_REQUIRED;
  const ingredients = validateField('recipeIngredients', values.ingredients);
  if (!ingredients.valid) errors.ingredients = ingredients.error;
  const notes = validateField('recipeNotes', values.notes);
  if (!notes.valid) errors.notes = notes.error;

  if (!name.valid || !ingredients.valid || !notes.valid || contributor === '') return { ok: false, errors };
  return {
    ok: true,
    recipe: {
      name: name.value,
      contributor,
      ingredients: parseIngredients(ingredients.value),
      notes: notes.value,
      difficulty: values.difficulty,
    },
  };
}
