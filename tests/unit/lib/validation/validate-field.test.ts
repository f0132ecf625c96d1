// @vitest-environment node
import { fieldRuleNames, fieldRules, getFieldRule, type FieldRuleName } from '@/lib/validation/rules';
import { countCharacters, graphemes } from '@/lib/validation/text-length';
import {
  FAMILY_FRIENDLY_MESSAGE,
  INGREDIENT_LINE_MESSAGE,
  splitIngredientLines,
  validateField,
} from '@/lib/validation/validate-field';

describe('field rules', () => {
  it.each([
    ['memberName', 'Name', true, 2, 50],
    ['recipeName', 'Recipe name', true, 2, 100],
    ['recipeIngredients', 'Ingredients', true, 5, 2000],
    ['recipeNotes', 'Notes', false, undefined, 500],
    ['reflection', 'Reflection', false, undefined, 1000],
    ['taskContent', 'Caption', false, undefined, 500],
    ['reflectionResponse', 'Family response', true, undefined, 200],
    ['reflectionSurprises', 'Surprises', false, undefined, 150],
  ] as const)('%s: label %j, required %s, min %s, max %s', (name, label, required, min, max) => {
    const rule = getFieldRule(name);
    expect(rule.label).toBe(label);
    expect(rule.required).toBe(required);
    expect(rule.min).toBe(min);
    expect(rule.max).toBe(max);
  });

  it('names exactly the eight field rules and the comment rule', () => {
    expect(fieldRuleNames).toEqual([
      'memberName',
      'recipeName',
      'recipeIngredients',
      'recipeNotes',
      'reflection',
      'taskContent',
      'reflectionResponse',
      'reflectionSurprises',
      'comment',
    ]);
  });
});

describe('validateField: the generic rules for every named rule', () => {
  const cases = fieldRuleNames.map((name) => [name, fieldRules[name]] as const);

  it.each(cases)('%s: empty and blank', (name, rule) => {
    for (const value of ['', '   ', '\n\t', null, undefined]) {
      expect(validateField(name, value)).toEqual(
        rule.required ? { valid: false, error: `${rule.label} is required` } : { valid: true, value: '' },
      );
    }
  });

  it.each(cases)('%s: maximum is inclusive, one more is refused', (name, rule) => {
    const atMax = rule.max === 2000 ? 'flour\n'.repeat(400).slice(0, 2000) : 'a'.repeat(rule.max);
    expect(validateField(name, atMax)).toEqual({ valid: true, value: atMax.trim() });
    const overMax = 'b'.repeat(rule.max + 1);
    expect(validateField(name, overMax)).toEqual({
      valid: false,
      error: `${rule.label} must be less than ${rule.max} characters`,
    });
  });

  it.each(cases)('%s: minimum', (name, rule) => {
    if (!('min' in rule)) {
      expect(validateField(name, 'x')).toEqual({ valid: true, value: 'x' });
      return;
    }
    const below = 'y'.repeat(rule.min - 1);
    expect(validateField(name, below)).toEqual({
      valid: false,
      error: `${rule.label} must be at least ${rule.min} characters long`,
    });
    const atMin = 'z'.repeat(rule.min);
    expect(validateField(name, atMin)).toEqual({ valid: true, value: atMin });
  });

  it.each(cases)('%s: family-friendly', (name) => {
    expect(validateField(name, 'what the f.u.c.k')).toEqual({ valid: false, error: FAMILY_FRIENDLY_MESSAGE });
    expect(validateField(name, 'Lunch at the Hancock café in Sussex')).toEqual({
      valid: true,
      value: 'Lunch at the Hancock café in Sussex',
    });
  });

  it.each(cases)('%s: trims before counting and returns the trimmed value', (name, rule) => {
    const value = `   ${'c'.repeat(rule.max)}   `;
    expect(validateField(name, value)).toEqual({ valid: true, value: 'c'.repeat(rule.max) });
  });
});

describe('validateField: exact messages and their order', () => {
  it.each<[FieldRuleName, string, string]>([
    ['recipeName', '', 'Recipe name is required'],
    ['recipeName', 'a', 'Recipe name must be at least 2 characters long'],
    ['recipeName', 'P'.repeat(101), 'Recipe name must be less than 100 characters'],
    ['recipeName', 'Shit pie', 'Please keep your content family-friendly'],
    ['recipeIngredients', '  ', 'Ingredients is required'],
    ['recipeIngredients', 'egg', 'Ingredients must be at least 5 characters long'],
    ['recipeIngredients', 'e'.repeat(2001), 'Ingredients must be less than 2000 characters'],
    ['recipeIngredients', '-----\n  •  \n***', 'Please add at least one ingredient'],
    ['recipeIngredients', '2 eggs\nweed brownie mix\nsmoke weed', 'Please keep your content family-friendly'],
    ['recipeNotes', 'n'.repeat(501), 'Notes must be less than 500 characters'],
    ['reflection', 'r'.repeat(1001), 'Reflection must be less than 1000 characters'],
    ['taskContent', 'c'.repeat(501), 'Caption must be less than 500 characters'],
    ['taskContent', 'we had a b!tch of a day', 'Please keep your content family-friendly'],
    ['reflectionResponse', '', 'Family response is required'],
    ['reflectionResponse', 'f'.repeat(201), 'Family response must be less than 200 characters'],
    ['reflectionSurprises', 's'.repeat(151), 'Surprises must be less than 150 characters'],
    // order: a too-short value is reported as short before its words are checked
    ['recipeName', 'f', 'Recipe name must be at least 2 characters long'],
    // order: a too-long value is reported as long before its words are checked
    ['taskContent', `fuck ${'x'.repeat(500)}`, 'Caption must be less than 500 characters'],
    // order: the ingredient line before the family-friendly check
    ['recipeIngredients', '*** ***', 'Please add at least one ingredient'],
  ])('%s %j -> %j', (rule, value, error) => {
    expect(validateField(rule, value)).toEqual({ valid: false, error });
  });

  it('accepts real recipes', () => {
    const ingredients = '2 eggs\n\n  200g flour  \n1 tsp cumin\n';
    expect(validateField('recipeIngredients', ingredients)).toEqual({ valid: true, value: ingredients.trim() });
    expect(validateField('recipeName', "Grandma Siobhán's soda bread")).toEqual({
      valid: true,
      value: "Grandma Siobhán's soda bread",
    });
  });
});

describe('character counting', () => {
  it.each([
    ['plain', 'hello', 5],
    ['precomposed accent', 'José', 4],
    ['decomposed accent', 'Jose\u0301', 4],
    ['Devanagari syllables', 'देव', 2],
    ['Chinese', '李华', 2],
    ['emoji with skin tone', '👍🏽', 1],
    ['family emoji', '👨‍👩‍👧', 1],
    ['flag', '🇮🇳', 1],
  ])('%s: %j counts %i', (_case, text, count) => {
    expect(countCharacters(text)).toBe(count);
    expect(graphemes(text)).toHaveLength(count);
  });

  it('counts a decomposed accent once against a minimum', () => {
    // "é" typed as e + combining accent is one character: too short for a recipe name
    expect(validateField('recipeName', 'e\u0301')).toEqual({
      valid: false,
      error: 'Recipe name must be at least 2 characters long',
    });
  });

  it('gives emoji captions the full room', () => {
    const caption = '🎉'.repeat(500);
    expect(validateField('taskContent', caption)).toEqual({ valid: true, value: caption });
  });
});

describe('splitIngredientLines', () => {
  it.each([
    ['2 eggs\n200g flour', ['2 eggs', '200g flour']],
    ['  2 eggs  \r\n\r\n  milk \r salt', ['2 eggs', 'milk', 'salt']],
    ['-\n•\n  ', []],
    ['- 2 eggs\n- milk', ['- 2 eggs', '- milk']],
    ['', []],
  ])('%j -> %j', (text, lines) => {
    expect(splitIngredientLines(text)).toEqual(lines);
  });

  it('the ingredient message is the exact text', () => {
    expect(INGREDIENT_LINE_MESSAGE).toBe('Please add at least one ingredient');
  });
});
