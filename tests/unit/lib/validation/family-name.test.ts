// @vitest-environment node
import { validateFamilyName } from '@/lib/validation/family-name';

describe('validateFamilyName (saved only if non-blank after trim)', () => {
  it.each([
    ['The Smiths', 'The Smiths'],
    ['  The Nguyễn Family  ', 'The Nguyễn Family'],
    ['परिवार', 'परिवार'],
    ['Hancocks of Sussex', 'Hancocks of Sussex'],
    ['The 4 Musketeers 🏡', 'The 4 Musketeers 🏡'],
    ['F'.repeat(100), 'F'.repeat(100)],
  ])('%j is saved as %j', (input, name) => {
    expect(validateFamilyName(input)).toEqual({ valid: true, name });
  });

  it.each([
    ['', 'Family name is required'],
    ['   ', 'Family name is required'],
    [null, 'Family name is required'],
    [undefined, 'Family name is required'],
    ['F'.repeat(101), 'Family name must be less than 100 characters'],
    ['The Fuckers', 'Please keep your content family-friendly'],
    ['B!tches & Co', 'Please keep your content family-friendly'],
    // length before words
    [`Shit ${'x'.repeat(100)}`, 'Family name must be less than 100 characters'],
  ])('%j -> %j', (input, error) => {
    expect(validateFamilyName(input)).toEqual({ valid: false, error });
  });
});
