import { describe, expect, it } from 'vitest';
import { alsoRemovedText, deviceErrorText, deviceName, deviceTrustText, deviceUser, recoveryMadeText, recoveryNotice, recoveryReplacedText, recoveryRetiredText, removedText } from '@/features/sync/model/device-text';

const members = [{ id: 'm1', name: 'Ada' }];

describe('device text', () => {
  it.each([
    [{ label: { name: 'Kitchen tablet', memberId: null }, isThisDevice: false }, 'Kitchen tablet'],
    [{ label: null, isThisDevice: true }, 'This device (no name yet)'],
    [{ label: null, isThisDevice: false }, 'A device with no name yet'],
  ])('names %o as %s', (device, name) => expect(deviceName(device)).toBe(name));

  it.each([
    [{ name: 'x', memberId: 'm1' }, 'Ada'],
    [{ name: 'x', memberId: null }, 'the whole family'],
    [null, 'the whole family'],
    [{ name: 'x', memberId: 'gone' }, 'someone no longer in the family'],
  ])('says who uses a device labelled %o: %s', (label, user) => expect(deviceUser({ label }, members)).toBe(user));

  it.each([
    ['OFFLINE', 'offline'],
    ['DEVICES_CHANGED', 'changed just now'],
    ['KEY_ROTATED', 'changed just now'],
    ['DEVICE_NOT_FOUND', 'already removed'],
    ['RATE_LIMITED', 'Too many tries'],
    ['CHANGES_MEANWHILE', 'changed just now'],
    ['REKEY_DUE', 'changed just now'],
    ['SERVER_BUSY', 'nothing was changed'],
  ])('explains %s', (code, text) => expect(deviceErrorText(code)).toContain(text));
});

describe('what the family reads about vouches and the recovery code', () => {
  it.each([
    ['verified', null],
    ['pending', 'Not confirmed yet'],
    ['unverified', 'cannot confirm this device belongs to your family'],
  ] as const)('explains a %s device', (trust, text) => {
    const said = deviceTrustText(trust);
    if (text === null) expect(said).toBeNull();
    else expect(said).toContain(text);
  });

  it('names a device that joined before it has a name, and who uses it', () => {
    expect(deviceName({ label: { name: '', memberId: 'm1' }, isThisDevice: false })).toBe('A device with no name yet');
    expect(deviceUser({ label: { name: '', memberId: 'm1' } }, members)).toBe('Ada');
  });

  it.each([
    [[], null],
    [['Old tablet'], 'Old tablet is removed too: Hearth cannot confirm it belongs to your family'],
    [['Old tablet', 'Spare phone'], '2 devices Hearth cannot confirm (Old tablet, Spare phone) are removed too'],
  ])('says which unverified devices go with a removal: %o', (names, text) => {
    const said = alsoRemovedText(names);
    if (text === null) expect(said).toBeNull();
    else expect(said).toContain(text);
  });

  it('says what was removed, with the unverified ones', () => {
    expect(removedText('Cyrus phone', [])).toBe('Cyrus phone was removed. It can no longer see anything new.');
    expect(removedText('Cyrus phone', ['Old tablet'])).toBe('Cyrus phone was removed. It can no longer see anything new. Also removed: Old tablet.');
  });

  it.each([
    [{ reason: 'removal', deviceName: 'Cyrus phone' }, 'The old recovery code stopped working when Cyrus phone was removed: make a new one.'],
    [{ reason: 'removal', deviceName: null }, 'The old recovery code stopped working when a device was removed: make a new one.'],
    [{ reason: 'leave', deviceName: 'Cyrus phone' }, 'The old recovery code stopped working when Cyrus phone left the family: make a new one.'],
    [{ reason: 'rekey', deviceName: null }, 'The old recovery code stopped working when the family key was renewed: make a new one.'],
    [{ reason: 'upgrade', deviceName: null }, "Hearth's recovery codes became safer, so the code you made before no longer works: make a new one."],
  ] as const)('says why the code stopped working: %o', (retired, text) => expect(recoveryRetiredText({ at: '2025-01-05T00:00:00.000Z', ...retired })).toBe(text));

  it('says who made the current code and when, and that another device replaced it', () => {
    const current = { createdAt: '2025-01-04T10:00:00.000Z', madeByName: 'Kitchen tablet', madeByThisDevice: false };
    expect(recoveryMadeText(current, '4 January 2025')).toBe('The current recovery code was made by Kitchen tablet, 4 January 2025. A new code stops the old one working.');
    expect(recoveryMadeText({ ...current, madeByThisDevice: true }, '4 January 2025')).toContain('made by this device, 4 January 2025');
    expect(recoveryReplacedText(current, '4 January 2025')).toBe('Kitchen tablet made a new recovery code, 4 January 2025: the code you saved before no longer works. Keep the new one instead.');
  });
});

describe('the recovery notice', () => {
  const current = { createdAt: '2025-01-04T10:00:00.000Z', madeByName: 'Garden laptop', madeByThisDevice: false };
  const day = () => 'January 4, 2025';
  it.each([
    ['nothing listed yet', undefined, null],
    ['a current code, nothing new', { current, retired: null, replaced: false }, null],
    ['a code replaced by another device', { current, retired: null, replaced: true }, { kind: 'replaced', text: 'Garden laptop made a new recovery code, January 4, 2025: the code you saved before no longer works. Keep the new one instead.' }],
    ['a code retired by a removal', { current: null, retired: { at: '2025-01-05T00:00:00.000Z', reason: 'removal' as const, deviceName: 'Cyrus phone' }, replaced: false }, { kind: 'retired', text: 'The old recovery code stopped working when Cyrus phone was removed: make a new one.' }],
  ])('%s', (_name, recovery, notice) => expect(recoveryNotice(recovery, day)).toEqual(notice));
});
