import { describe, expect, it } from 'vitest';
import { deviceErrorText, deviceName, deviceUser } from '@/features/sync/model/device-text';

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
    ['SERVER_BUSY', 'nothing was changed'],
  ])('explains %s', (code, text) => expect(deviceErrorText(code)).toContain(text));
});
