import { describe, expect, it } from 'vitest';
import {
  deletePreference,
  getFamilyData,
  getPreference,
  parseFamilyData,
  saveFamilyData,
  setPreference,
} from '@/data/preferences';
import { preferenceKeys, type FamilyData } from '@/data/types';
import { freshDb } from './helpers';

const FAMILY: FamilyData = {
  familyName: 'The Riveras',
  familyId: 'family_1700000000000_abc12345',
  members: [
    { id: 'member_1700000000001_aaaaaaaa', name: 'Asha', emoji: '👩', color: '#f97316', initials: 'AS' },
    { id: 'member-1700000000002', name: 'Ben Rivera', emoji: '👦', color: '#14b8a6', initials: 'BR' },
  ],
};

describe('preferences', () => {
  it('gets undefined for a missing key, then what was set, then undefined after delete', async () => {
    const database = freshDb();
    expect(await getPreference('offlineChoice', database)).toBeUndefined();
    await setPreference('offlineChoice', { choice: 'offline', date: '2025-01-01' }, database);
    expect(await getPreference<{ choice: string }>('offlineChoice', database)).toEqual({
      choice: 'offline',
      date: '2025-01-01',
    });
    await deletePreference('offlineChoice', database);
    expect(await getPreference('offlineChoice', database)).toBeUndefined();
  });

  it('overwrites a key and keeps values of any shape', async () => {
    const database = freshDb();
    const key = preferenceKeys.momentAllocation('family_1', '2025-01-01');
    await setPreference(key, { member_1: { text: true } }, database);
    await setPreference(key, { member_1: { text: true, photo: true } }, database);
    expect(await getPreference(key, database)).toEqual({ member_1: { text: true, photo: true } });
    await setPreference('flag', false, database);
    expect(await getPreference('flag', database)).toBe(false);
    expect(await database.preferences.count()).toBe(2);
  });

  it('stores preferences as { key, value } records', async () => {
    const database = freshDb();
    await setPreference('lastBackupAt', '2025-01-01T00:00:00.000Z', database);
    expect(await database.preferences.toArray()).toEqual([{ key: 'lastBackupAt', value: '2025-01-01T00:00:00.000Z' }]);
  });
});

describe('family data', () => {
  it('is null before the family is set up', async () => {
    expect(await getFamilyData(freshDb())).toBeNull();
  });

  it('round-trips through saveFamilyData under the familyData key', async () => {
    const database = freshDb();
    await saveFamilyData(FAMILY, database);
    expect(await getFamilyData(database)).toEqual(FAMILY);
    expect(await database.preferences.get('familyData')).toEqual({ key: 'familyData', value: FAMILY });
  });

  it('returns null for a malformed stored value instead of throwing', async () => {
    const database = freshDb();
    await setPreference('familyData', 'not an object', database);
    await expect(getFamilyData(database)).resolves.toBeNull();
  });

  it.each([
    ['a string', 'Riveras'],
    ['a number', 3],
    ['an array', [FAMILY]],
    ['no family name', { members: [], familyId: 'family_1' }],
    ['members not a list', { familyName: 'R', members: 'Asha', familyId: 'family_1' }],
    ['a member without id', { familyName: 'R', members: [{ name: 'Asha' }], familyId: 'family_1' }],
    ['a member name that is not text', { familyName: 'R', members: [{ id: 'm', name: 5 }] }],
  ])('parseFamilyData refuses %s', (_label, value) => {
    expect(parseFamilyData(value)).toBeNull();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('parseFamilyData gives null for %s', (_label, value) => {
    expect(parseFamilyData(value)).toBeNull();
  });

  it('fills a missing or empty familyId with local-family and missing members with none', () => {
    expect(parseFamilyData({ familyName: 'Riveras' })).toEqual({ familyName: 'Riveras', members: [], familyId: 'local-family' });
    expect(parseFamilyData({ familyName: 'Riveras', members: [], familyId: '' })?.familyId).toBe('local-family');
    expect(parseFamilyData({ familyName: 'Riveras', members: null, familyId: null })).toEqual({
      familyName: 'Riveras',
      members: [],
      familyId: 'local-family',
    });
  });

  it('fills missing member emoji, colour and initials and keeps both member id styles', () => {
    const parsed = parseFamilyData({
      familyName: 'Riveras',
      familyId: 'family-1700000000000',
      members: [
        { id: 'member-1', name: 'Asha' },
        { id: 'member_2_x', name: 'Ben', emoji: '👦', color: '#3b82f6', initials: 'BE' },
      ],
    });
    expect(parsed).toEqual({
      familyName: 'Riveras',
      familyId: 'family-1700000000000',
      members: [
        { id: 'member-1', name: 'Asha', emoji: '👤', color: '#f97316', initials: '' },
        { id: 'member_2_x', name: 'Ben', emoji: '👦', color: '#3b82f6', initials: 'BE' },
      ],
    });
  });

  it('keeps fields it does not know (written by a newer version)', () => {
    const parsed = parseFamilyData({ ...FAMILY, motto: 'Together' });
    expect(parsed).toEqual({ ...FAMILY, motto: 'Together' });
  });
});
