// @vitest-environment node
import { eraseChoiceText, whatRemainsElsewhere, type SyncSituation } from '@/features/dashboard/model/erase-copies';

// Erase (docs/product.md#erase): the success text stays; a second line says what remains elsewhere.
const date = () => 'March 10, 2026';
const backup = new Date('2026-03-10T09:00:00Z');
const synced = (otherDevices: number | null, recoveryKit = true): SyncSituation => ({ kind: 'synced', otherDevices, recoveryKit });

describe('what remains elsewhere after an erase', () => {
  it.each<[string, Parameters<typeof whatRemainsElsewhere>[0], string | null]>([
    ['nothing anywhere else', { scope: 'device', sync: { kind: 'not-synced' }, lastBackupAt: null }, null],
    ['the last device, server copy deleted', { scope: 'server', sync: synced(0), lastBackupAt: null }, null],
    ['a backup file', { scope: 'device', sync: { kind: 'not-synced' }, lastBackupAt: backup }, 'Backup files you exported (the last on March 10, 2026) still hold your family’s data: delete them too if you want it all gone.'],
    ['two other devices keep everything', { scope: 'device', sync: synced(2), lastBackupAt: null }, 'Your family’s 2 other devices still have everything, and Hearth’s server keeps the encrypted copy they sync through.'],
    ['one other device keeps everything', { scope: 'device', sync: synced(1), lastBackupAt: null }, 'Your family’s other device still has everything, and Hearth’s server keeps the encrypted copy they sync through.'],
    ['last device, server copy kept, recovery kit', { scope: 'device', sync: synced(0, true), lastBackupAt: null }, 'Hearth’s server keeps your family’s encrypted copy: your recovery code can bring it back on a new device.'],
    ['last device, server copy kept, no kit', { scope: 'device', sync: synced(0, false), lastBackupAt: null }, 'Hearth’s server keeps your family’s encrypted copy, which no device can open any more.'],
    ['server copy deleted, one other device', { scope: 'server', sync: synced(1), lastBackupAt: null }, 'Your family’s other device keeps what it had, but no longer syncs.'],
    ['server copy deleted, three other devices', { scope: 'server', sync: synced(3), lastBackupAt: null }, 'Your family’s 3 other devices keep what they had, but no longer sync.'],
    ['devices unknown (offline), this device only', { scope: 'device', sync: synced(null), lastBackupAt: null }, 'Your family’s other devices, if there are any, and Hearth’s server keep their encrypted copy.'],
    ['a removed device', { scope: 'device', sync: { kind: 'left' }, lastBackupAt: null }, 'Your family’s other devices keep their own copy.'],
    [
      'server copy deleted, other devices and a backup',
      { scope: 'server', sync: synced(2), lastBackupAt: backup },
      'Your family’s 2 other devices keep what they had, but no longer sync. Backup files you exported (the last on March 10, 2026) still hold your family’s data: delete them too if you want it all gone.',
    ],
  ])('%s', (_label, context, expected) => {
    expect(whatRemainsElsewhere(context, date)).toBe(expected);
  });
});

describe('the erase choice on a synced device', () => {
  it('on the last device, deleting the server copy leaves nothing there, and keeping it needs the recovery code', () => {
    const text = eraseChoiceText({ kind: 'synced', otherDevices: 0, recoveryKit: true }, false);
    expect(text).toMatchObject({ serverWarns: false, serverDisabled: false });
    expect(text.server).toContain('last device');
    expect(text.deviceOnly).toContain('recovery code');
  });

  it('with other devices, warns that they lose sync', () => {
    const text = eraseChoiceText({ kind: 'synced', otherDevices: 2, recoveryKit: false }, false);
    expect(text).toMatchObject({ serverWarns: true, serverDisabled: false });
    expect(text.server).toBe('Your family’s 2 other devices will lose sync: they keep what they have, but can no longer share anything until one of them turns sync on again.');
  });

  it('cannot delete the server copy while checking, or when the server cannot be reached', () => {
    expect(eraseChoiceText({ kind: 'synced', otherDevices: null, recoveryKit: false }, true).serverDisabled).toBe(true);
    const offline = eraseChoiceText({ kind: 'synced', otherDevices: null, recoveryKit: false }, false);
    expect(offline.serverDisabled).toBe(true);
    expect(offline.server).toContain('could not reach its server');
  });
});
