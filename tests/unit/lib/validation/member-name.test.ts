// @vitest-environment node
import {
  computeInitials,
  memberNameMessages,
  nameKey,
  normalizeName,
  sanitizeName,
  validateMemberName,
} from '@/lib/validation/member-name';
import { REAL_NAMES } from './real-names';

const CHARACTERS = 'Names can only contain letters, spaces, hyphens, and apostrophes';

describe('validateMemberName: exact messages', () => {
  it('uses the exact texts', () => {
    expect(memberNameMessages).toEqual({
      empty: 'Please enter a name',
      tooShort: 'Name must be at least 2 characters long',
      tooLong: 'Name must be less than 50 characters',
      notFamilyFriendly: 'Please choose a family-friendly name',
      duplicate: 'This name is already taken by another family member',
      characters: CHARACTERS,
    });
  });

  it.each<[string, string, string[]]>([
    ['', 'Please enter a name', []],
    ['    ', 'Please enter a name', []],
    ['\t\n', 'Please enter a name', []],
    ['A', 'Name must be at least 2 characters long', []],
    ['  J  ', 'Name must be at least 2 characters long', []],
    ['e\u0301', 'Name must be at least 2 characters long', []],
    ['A'.repeat(51), 'Name must be less than 50 characters', []],
    ['Dick', 'Please choose a family-friendly name', []],
    ['Sh!thead', 'Please choose a family-friendly name', []],
    ['F u c k', 'Please choose a family-friendly name', []],
    ['Anna', 'This name is already taken by another family member', ['anna']],
    ['  ANNA  ', 'This name is already taken by another family member', ['Bob', 'Anna']],
    ['mary   jane', 'This name is already taken by another family member', ['Mary Jane']],
    ['Jose\u0301', 'This name is already taken by another family member', ['José']],
    ['Anna2', CHARACTERS, []],
    ['R2-D2', CHARACTERS, []],
    ['Anna 😊', CHARACTERS, []],
    ['👨‍👩‍👧 Family', CHARACTERS, []],
    ['Ann@', CHARACTERS, []],
    ['Ann.', CHARACTERS, []],
    ['J. R. R.', CHARACTERS, []],
    ['Ann_Lee', CHARACTERS, []],
    ['Anna & Bob', CHARACTERS, []],
    ['Mum <3', CHARACTERS, []],
    ['-Anna', CHARACTERS, []],
    ["'Anna", CHARACTERS, []],
    ['--', CHARACTERS, []],
    ['Anna!', CHARACTERS, []],
    ['Anna/Bob', CHARACTERS, []],
  ])('%j -> %j', (name, error, existing) => {
    expect(validateMemberName(name, existing)).toEqual({ valid: false, error });
  });

  it.each<[string, string, string[]]>([
    // empty before anything else
    ['', 'Please enter a name', ['']],
    // length before the family-friendly check
    ['F'.repeat(60) + ' fuck', 'Name must be less than 50 characters', []],
    // family-friendly before duplicate
    ['Shit', 'Please choose a family-friendly name', ['Shit']],
    // duplicate before characters
    ['Anna1', 'This name is already taken by another family member', ['anna1']],
    // family-friendly before characters
    ['F*ck', 'Please choose a family-friendly name', []],
  ])('order: %j -> %j', (name, error, existing) => {
    expect(validateMemberName(name, existing)).toEqual({ valid: false, error });
  });

  it('accepts exactly 2 and exactly 50 characters', () => {
    expect(validateMemberName('Jo', [])).toEqual({ valid: true, name: 'Jo', initials: 'JO' });
    const fifty = 'A'.repeat(50);
    expect(validateMemberName(fifty, [])).toMatchObject({ valid: true, name: fifty });
  });

  it('an edited member does not clash with their own old name when it is left out of the list', () => {
    const others = ['Bob', 'Carla'];
    expect(validateMemberName('anna', others)).toEqual({ valid: true, name: 'Anna', initials: 'AN' });
    expect(validateMemberName('bob', others)).toEqual({
      valid: false,
      error: 'This name is already taken by another family member',
    });
  });

  it('the existing list defaults to none', () => {
    expect(validateMemberName('Anna')).toMatchObject({ valid: true });
  });
});

describe('validateMemberName: names in every script', () => {
  it.each([
    ['José', 'José', 'JO'],
    ['Zoë', 'Zoë', 'ZO'],
    ['Siobhán', 'Siobhán', 'SI'],
    ['Nguyễn', 'Nguyễn', 'NG'],
    ['देव', 'देव', 'देव'],
    ['李华', '李华', '李华'],
    ['siobhán ní dhomhnaill', 'Siobhán Ní Dhomhnaill', 'SN'],
    ['nguyễn văn an', 'Nguyễn Văn An', 'NV'],
    ['ʻiolani kealoha', 'ʻIolani Kealoha', 'IK'],
    ['محمد\u200Cرضا', 'محمد\u200Cرضا', 'مح'],
    ['O’Sullivan', 'O’Sullivan', 'OS'],
  ])('%j is valid as %j with initials %j', (input, name, initials) => {
    expect(validateMemberName(input, [])).toEqual({ valid: true, name, initials });
  });

  it(`accepts all ${REAL_NAMES.length} real names from many cultures`, () => {
    expect(REAL_NAMES.length).toBeGreaterThanOrEqual(300);
    expect(new Set(REAL_NAMES).size).toBe(REAL_NAMES.length);
    const refused = REAL_NAMES.filter((name) => !validateMemberName(name, []).valid);
    expect(refused).toEqual([]);
  });

  it.each(REAL_NAMES)('%j is a valid member name', (name) => {
    expect(validateMemberName(name, [])).toMatchObject({ valid: true });
  });

  it('a decomposed name is stored composed (NFC)', () => {
    const result = validateMemberName('Jose\u0301', []);
    expect(result).toEqual({ valid: true, name: 'Jos\u00e9', initials: 'JO' });
  });
});

describe('normalizeName and sanitizeName', () => {
  it.each([
    ['  anna   marie  ', 'Anna Marie'],
    ['anna\tmarie\nsmith', 'Anna Marie Smith'],
    ['mcDonald', 'McDonald'],
    ['MacDONALD', 'MacDONALD'],
    ['josé', 'José'],
    ["o'brien", "O'brien"],
    ["O'Brien", "O'Brien"],
    ['mary-kate olsen', 'Mary-Kate Olsen'],
    ['jean-luc', 'Jean-Luc'],
    ['ünal', 'Ünal'],
    ['élodie', 'Élodie'],
    ['ʻiolani', 'ʻIolani'],
    ['देव', 'देव'],
    ['李华', '李华'],
    ['ivan', 'Ivan'],
    ['', ''],
    ['   ', ''],
  ])('%j -> %j', (input, output) => {
    expect(normalizeName(input)).toBe(output);
    expect(sanitizeName(input)).toBe(output);
  });

  it('nameKey compares case-insensitively after normalising', () => {
    expect(nameKey('  ANNA   MARIE ')).toBe(nameKey('anna marie'));
    expect(nameKey('Jose\u0301')).toBe(nameKey('José'));
    expect(nameKey('José')).not.toBe(nameKey('Jose'));
  });
});

describe('computeInitials', () => {
  it.each([
    ['Anna Marie', 'AM'],
    ['anna marie', 'AM'],
    ['Anna Marie Smith', 'AM'],
    ['Anna', 'AN'],
    ['Jo', 'JO'],
    ['J', 'J'],
    ['', ''],
    ['Mary-Kate', 'MK'],
    ['Mary-Kate Olsen', 'MO'],
    ['  grandma   rose ', 'GR'],
    ['Élodie', 'ÉL'],
    ['Łukasz', 'ŁU'],
    ['ʻIolani', 'IO'],
    ['देव', 'देव'],
    ['देव शर्मा', 'देश'],
    ['李华', '李华'],
    ['王 芳', '王芳'],
    ['김민준', '김민'],
    ["O'Brien", 'OB'],
  ])('%j -> %j', (name, initials) => {
    expect(computeInitials(name)).toBe(initials);
  });

  it('never splits a Devanagari syllable', () => {
    // "दे" is द + vowel sign े: one letter to a reader
    expect(computeInitials('देव शर्मा')).toBe('दे' + 'श');
  });
});
