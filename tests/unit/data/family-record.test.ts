import { parseStoredFamily, parseStoredMember } from '@/data/family-record';
import { familyDataSchema, withoutUndefined } from '@/data/schemas';
import type { FamilyData, FamilyMember } from '@/data/types';

// The hand-written guard must accept, refuse and normalise exactly what the zod schema used for
// backups does (schemas.ts `familyDataSchema`), which is what parseFamilyData did before.
function viaZod(value: unknown): FamilyData | null {
  if (value === undefined || value === null) return null;
  const parsed = familyDataSchema.safeParse(value);
  if (!parsed.success) return null;
  const { members, ...rest } = parsed.data;
  return { ...withoutUndefined(rest), members: members.map((m) => withoutUndefined(m) as FamilyMember) };
}

const ASHA = { id: 'member_1700000000000_abcd1234', name: 'Asha', emoji: '🌻', color: '#a855f7', initials: 'AS' };

const cases: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a string', 'Riveras'],
  ['a number', 3],
  ['a boolean', true],
  ['an array', [{ familyName: 'R', members: [] }]],
  ['an empty object', {}],
  ['a full family', { familyName: 'Riveras', familyId: 'family_1_x', members: [ASHA] }],
  ['only a family name', { familyName: 'Riveras' }],
  ['an empty family name', { familyName: '', members: [] }],
  ['a family name that is a number', { familyName: 7, members: [] }],
  ['members null', { familyName: 'R', members: null, familyId: null }],
  ['members undefined', { familyName: 'R', members: undefined }],
  ['members a string', { familyName: 'R', members: 'Asha' }],
  ['members an object', { familyName: 'R', members: { 0: ASHA } }],
  ['an empty familyId', { familyName: 'R', familyId: '' }],
  ['a blank familyId', { familyName: 'R', familyId: '   ' }],
  ['a familyId with spaces around it', { familyName: 'R', familyId: ' family-1 ' }],
  ['a numeric familyId', { familyName: 'R', familyId: 12 }],
  ['familyId undefined', { familyName: 'R', familyId: undefined }],
  ['a member without id', { familyName: 'R', members: [{ name: 'Asha' }] }],
  ['a member with an empty id', { familyName: 'R', members: [{ id: '', name: 'Asha' }] }],
  ['a member with a blank id', { familyName: 'R', members: [{ id: '  ', name: 'Asha' }] }],
  ['a member id with spaces around it', { familyName: 'R', members: [{ id: ' member-1 ', name: 'Asha' }] }],
  ['a member with a numeric id', { familyName: 'R', members: [{ id: 1, name: 'Asha' }] }],
  ['a member name that is a number', { familyName: 'R', members: [{ id: 'm', name: 5 }] }],
  ['a member without name', { familyName: 'R', members: [{ id: 'm' }] }],
  ['a member with an empty name', { familyName: 'R', members: [{ id: 'm', name: '' }] }],
  ['a member with only id and name', { familyName: 'R', members: [{ id: 'member-1', name: 'Asha' }] }],
  ['empty emoji, colour and initials', { familyName: 'R', members: [{ id: 'm', name: 'A', emoji: '', color: '', initials: '' }] }],
  ['null emoji, colour and initials', { familyName: 'R', members: [{ id: 'm', name: 'A', emoji: null, color: null, initials: null }] }],
  ['a numeric emoji', { familyName: 'R', members: [{ id: 'm', name: 'A', emoji: 5 }] }],
  ['a colour that is an object', { familyName: 'R', members: [{ id: 'm', name: 'A', color: { hex: '#fff' } }] }],
  ['initials that are a number', { familyName: 'R', members: [{ id: 'm', name: 'A', initials: 12 }] }],
  ['a member that is null', { familyName: 'R', members: [null] }],
  ['a member that is a string', { familyName: 'R', members: ['Asha'] }],
  ['a member that is an array', { familyName: 'R', members: [['m', 'Asha']] }],
  ['one bad member among good ones', { familyName: 'R', members: [ASHA, { id: 'm2' }] }],
  ['extra family fields', { familyName: 'R', motto: 'Together', createdAt: 5, nested: { a: 1 }, members: [] }],
  ['an extra family field set to undefined', { familyName: 'R', motto: undefined }],
  ['an extra family field set to null', { familyName: 'R', motto: null }],
  ['extra member fields', { familyName: 'R', members: [{ ...ASHA, birthday: '2019-01-01', pets: ['cat'], gone: undefined }] }],
  ['many members', { familyName: 'R', familyId: 'family-2', members: Array.from({ length: 12 }, (_, i) => ({ id: `member-${i}`, name: `M${i}`, initials: i % 2 ? 'XY' : undefined })) }],
];

describe('parseStoredFamily (the stored family record without zod)', () => {
  it.each(cases)('gives what the zod schema gives for %s', (_label, value) => {
    expect(parseStoredFamily(value)).toStrictEqual(viaZod(value));
  });

  it('keeps the order of fields of the zod result, so the record is saved back the same way', () => {
    const value = { motto: 'Together', members: [{ pets: 1, name: 'A', id: 'm' }], familyId: 'f', familyName: 'R' };
    const ours = parseStoredFamily(value);
    const theirs = viaZod(value);
    expect(Object.keys(ours ?? {})).toEqual(Object.keys(theirs ?? {}));
    expect(Object.keys(ours?.members[0] ?? {})).toEqual(Object.keys(theirs?.members[0] ?? {}));
  });

  it('fills what a stored family may lack', () => {
    expect(parseStoredFamily({ familyName: 'Riveras', members: [{ id: ' member-1 ', name: 'Asha' }] })).toEqual({
      familyName: 'Riveras',
      familyId: 'local-family',
      members: [{ id: 'member-1', name: 'Asha', emoji: '👤', color: '#f97316', initials: '' }],
    });
  });

  it('does not change the value it was given', () => {
    const value = { familyName: 'R', members: [{ id: ' m ', name: 'A' }] };
    const before = structuredClone(value);
    parseStoredFamily(value);
    expect(value).toEqual(before);
  });
});

describe('parseStoredMember', () => {
  it.each([
    ['a member', ASHA, ASHA],
    ['no id', { name: 'A' }, null],
    ['a number', 5, null],
  ])('%s', (_label, value, expected) => {
    expect(parseStoredMember(value)).toEqual(expected);
  });
});
