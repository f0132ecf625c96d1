// What the family reads about a device (issue 25). Pure.
import type { FamilyDevice } from '@/data/sync/devices';

export interface MemberName {
  id: string;
  name: string;
}

export function deviceName(device: Pick<FamilyDevice, 'label' | 'isThisDevice'>): string {
  if (device.label) return device.label.name;
  return device.isThisDevice ? 'This device (no name yet)' : 'A device with no name yet';
}

export function deviceUser(device: Pick<FamilyDevice, 'label'>, members: MemberName[]): string {
  const memberId = device.label?.memberId ?? null;
  if (memberId === null) return 'the whole family';
  return members.find((member) => member.id === memberId)?.name ?? 'someone no longer in the family';
}

/** Pure: the sentence for a failed device action, by the server's error code. */
export function deviceErrorText(code: string): string {
  switch (code) {
    case 'OFFLINE':
      return 'This device is offline. Connect to the internet and try again: nothing was changed.';
    case 'DEVICES_CHANGED':
    case 'KEY_ROTATED':
      return "The family's devices changed just now. Try again.";
    case 'DEVICE_NOT_FOUND':
      return 'That device was already removed.';
    case 'RATE_LIMITED':
      return 'Too many tries just now. Wait a minute and try again.';
    default:
      return "Hearth's server could not do that just now. Try again in a moment: nothing was changed.";
  }
}
