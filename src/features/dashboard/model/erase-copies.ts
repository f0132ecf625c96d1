// After an erase the success text (docs/product.md#erase) stays, and a second line says what remains elsewhere
// (another device, Hearth's server, a backup file the family saved), when something does. The
// erase dialog of a synced device words its choice from the same facts.
import type { EraseScope } from '@/data/sync/erase';

/** This device's place in family sync when the family erases it. */
export type SyncSituation =
  | { kind: 'not-synced' }
  /** Removed from the family, or its family copy was erased from another device: the others keep theirs. */
  | { kind: 'left' }
  /** `otherDevices` null: the server could not be asked (offline) or has not answered yet. */
  | { kind: 'synced'; otherDevices: number | null; recoveryKit: boolean };

const devices = (n: number) => (n === 1 ? 'other device' : `${n} other devices`);

/** Pure: the second line after "All family data has been erased successfully.", or null. */
export function whatRemainsElsewhere(
  { scope, sync, lastBackupAt }: { scope: EraseScope; sync: SyncSituation; lastBackupAt: Date | null },
  formatDate: (date: Date) => string = (date) => date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
): string | null {
  const lines: string[] = [];
  if (sync.kind === 'left') lines.push('Your family’s other devices keep their own copy.');
  if (sync.kind === 'synced') {
    const n = sync.otherDevices;
    if (scope === 'server') {
      if (n === null) lines.push('Your family’s other devices, if there are any, keep what they had, but no longer sync.');
      else if (n > 0) lines.push(`Your family’s ${devices(n)} ${n === 1 ? 'keeps' : 'keep'} what ${n === 1 ? 'it' : 'they'} had, but no longer sync${n === 1 ? 's' : ''}.`);
    } else if (n === null) {
      lines.push('Your family’s other devices, if there are any, and Hearth’s server keep their encrypted copy.');
    } else if (n > 0) {
      lines.push(`Your family’s ${devices(n)} still ${n === 1 ? 'has' : 'have'} everything, and Hearth’s server keeps the encrypted copy they sync through.`);
    } else {
      lines.push(
        sync.recoveryKit
          ? 'Hearth’s server keeps your family’s encrypted copy: your recovery code can bring it back on a new device.'
          : 'Hearth’s server keeps your family’s encrypted copy, which no device can open any more.',
      );
    }
  }
  if (lastBackupAt) {
    lines.push(`Backup files you exported (the last on ${formatDate(lastBackupAt)}) still hold your family’s data: delete them too if you want it all gone.`);
  }
  return lines.length === 0 ? null : lines.join(' ');
}

export interface EraseChoiceText {
  /** The hint under "Remove from this device only". */
  deviceOnly: string;
  /** The hint (or warning) under "Also delete the family's copy on Hearth's server". */
  server: string;
  /** The others lose sync: the hint is shown as a warning. */
  serverWarns: boolean;
  /** The server copy cannot be deleted now (not known yet, or the server cannot be reached). */
  serverDisabled: boolean;
}

/** Pure: how the erase dialog of a synced device words its two choices. */
export function eraseChoiceText(sync: Extract<SyncSituation, { kind: 'synced' }>, checking: boolean): EraseChoiceText {
  const n = sync.otherDevices;
  if (checking) {
    return {
      deviceOnly: 'Your family’s other devices and the encrypted copy on Hearth’s server stay as they are.',
      server: 'Checking which of your family’s devices still sync…',
      serverWarns: false,
      serverDisabled: true,
    };
  }
  if (n === null) {
    return {
      deviceOnly: 'Your family’s other devices and the encrypted copy on Hearth’s server stay as they are.',
      server: 'Hearth could not reach its server just now. Connect to the internet to delete your family’s copy there.',
      serverWarns: false,
      serverDisabled: true,
    };
  }
  if (n === 0) {
    return {
      deviceOnly: sync.recoveryKit
        ? 'Your family’s encrypted copy stays on Hearth’s server: only your recovery code can open it again.'
        : 'Your family’s encrypted copy stays on Hearth’s server, where no device can open it any more.',
      server: 'This is your family’s last device, so nothing of your family stays on Hearth’s server.',
      serverWarns: false,
      serverDisabled: false,
    };
  }
  return {
    deviceOnly: `Your family’s ${devices(n)} ${n === 1 ? 'keeps' : 'keep'} everything, and so does the encrypted copy on Hearth’s server.`,
    server: `Your family’s ${devices(n)} will lose sync: ${n === 1 ? 'it keeps what it has' : 'they keep what they have'}, but can no longer share anything until one of them turns sync on again.`,
    serverWarns: true,
    serverDisabled: false,
  };
}
