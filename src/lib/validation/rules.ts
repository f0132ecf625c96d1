// Field limits: the named rules every text field is validated by. Lengths count
// user-perceived characters (see text-length.ts) after trimming.

export interface FieldRule {
  /** The field's name in messages ('{field} is required'). */
  readonly label: string;
  readonly required: boolean;
  readonly min?: number;
  readonly max: number;
  /** Recipe ingredients: at least one line must name something. */
  readonly needsIngredientLine?: boolean;
}

export const fieldRules = {
  memberName: { label: 'Name', required: true, min: 2, max: 50 },
  recipeName: { label: 'Recipe name', required: true, min: 2, max: 100 },
  recipeIngredients: { label: 'Ingredients', required: true, min: 5, max: 2000, needsIngredientLine: true },
  recipeNotes: { label: 'Notes', required: false, max: 500 },
  reflection: { label: 'Reflection', required: false, max: 1000 },
  taskContent: { label: 'Caption', required: false, max: 500 },
  reflectionResponse: { label: 'Family response', required: true, max: 200 },
  reflectionSurprises: { label: 'Surprises', required: false, max: 150 },
  // A comment is a short line under a moment, not a second post.
  comment: { label: 'Comment', required: true, max: 300 },
} as const satisfies Record<string, FieldRule>;

export type FieldRuleName = keyof typeof fieldRules;

export const fieldRuleNames = Object.keys(fieldRules) as FieldRuleName[];

/** The rule named `name`, typed loosely so callers can read optional parts (min). */
export function getFieldRule(name: FieldRuleName): FieldRule {
  return fieldRules[name];
}
