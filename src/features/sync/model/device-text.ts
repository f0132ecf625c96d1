// What the family reads about its devices and its recovery code. Pure.
import type { DeviceTrust, FamilyDevice, RecoveryOverview } from '@/data/sync/devices';

export interface MemberName {
  id: string;
  name: string;
}

export function deviceName(device: Pick<FamilyDevice, 'label' | 'isThisDevice'>): string {
  // A device that joined has who uses it but no name until the family gives it one.
  if (device.label?.name) return device.label.name;
  return device.isThisDevice ? 'This device (no name yet)' : 'A device with no name yet';
}

export function deviceUser(device: Pick<FamilyDevice, 'label'>, members: MemberName[]): string {
  const memberId = device.label?.memberId ?? null;
  if (memberId === null) return 'the whole family';
  return members.find((member) => member.id === memberId)?.name ?? 'someone no longer in the family';
}

/** Pure: why a device gets no new family key; null when the family vouches for its keys. */
export function deviceTrustText(trust: DeviceTrust): string | null {
  switch (trust) {
    case 'verified':
      return null;
    case 'pending':
      return 'Not confirmed yet: it confirms itself the next time it opens Hearth. Until then it gets no new family key.';
    case 'unverified':
      return 'Hearth cannot confirm this device belongs to your family: its keys are not the ones your family vouched for. It gets no new family key. Remove it unless you know it.';
  }
}

/** Pure: what the remove dialog adds when devices the family has not vouched for go with it. */
export function alsoRemovedText(names: string[]): string | null {
  if (names.length === 0) return null;
  const which = names.length === 1 ? names[0]! : `${names.length} devices Hearth cannot confirm (${names.join(', ')})`;
  const verb = names.length === 1 ? 'is' : 'are';
  return `${which} ${verb} removed too: Hearth cannot confirm ${names.length === 1 ? 'it belongs' : 'they belong'} to your family, so no new key goes to ${names.length === 1 ? 'it' : 'them'}. If ${names.length === 1 ? 'it is' : 'they are'} yours, invite ${names.length === 1 ? 'it' : 'them'} again afterwards.`;
}

/** Pure: the sentence after a removal. */
export function removedText(name: string, alsoRemoved: string[]): string {
  const also = alsoRemoved.length === 0 ? '' : ` Also removed: ${alsoRemoved.join(', ')}.`;
  return `${name} was removed. It can no longer see anything new.${also}`;
}

/** Pure: why the recovery code stopped working, in the family's words. */
export function recoveryRetiredText(retired: NonNullable<RecoveryOverview['retired']>): string {
  const who = retired.deviceName ?? 'a device';
  switch (retired.reason) {
    case 'removal':
      return `The old recovery code stopped working when ${who} was removed: make a new one.`;
    case 'leave':
      return `The old recovery code stopped working when ${who} left the family: make a new one.`;
    case 'rekey':
      return 'The old recovery code stopped working when the family key was renewed: make a new one.';
    case 'upgrade':
      return "Hearth's recovery codes became safer, so the code you made before no longer works: make a new one.";
  }
}

/** Pure: which device made the current code and when (`day` already written out). */
export function recoveryMadeText(current: NonNullable<RecoveryOverview['current']>, day: string): string {
  const by = current.madeByThisDevice ? 'this device' : (current.madeByName ?? 'a device with no name yet');
  return `The current recovery code was made by ${by}, ${day}. A new code stops the old one working.`;
}

/** Pure: the news that another device replaced the code (`day` already written out). */
export function recoveryReplacedText(current: NonNullable<RecoveryOverview['current']>, day: string): string {
  return `${current.madeByName ?? 'Another device'} made a new recovery code, ${day}: the code you saved before no longer works. Keep the new one instead.`;
}

/** News about the code for the recovery section: it stopped working, or another device replaced it. */
export type RecoveryNoticeText = { kind: 'retired'; text: string } | { kind: 'replaced'; text: string };

/** Pure: what the recovery section tells the family about the code; `day` writes a date out. */
export function recoveryNotice(recovery: RecoveryOverview | undefined, day: (iso: string) => string): RecoveryNoticeText | null {
  if (!recovery) return null;
  if (recovery.retired) return { kind: 'retired', text: recoveryRetiredText(recovery.retired) };
  if (recovery.replaced && recovery.current) return { kind: 'replaced', text: recoveryReplacedText(recovery.current, day(recovery.current.createdAt)) };
  return null;
}

/** Pure: the sentence for a failed device action, by the server's error code. */
export function deviceErrorText(code: string): string {
  switch (code) {
    case 'OFFLINE':
      return 'This device is offline. Connect to the internet and try again: nothing was changed.';
    case 'DEVICES_CHANGED':
    case 'KEY_ROTATED':
    case 'CHANGES_MEANWHILE':
    case 'REKEY_DUE':
      return "The family's devices changed just now. Try again.";
    case 'DEVICE_NOT_FOUND':
      return 'That device was already removed.';
    case 'RATE_LIMITED':
      return 'Too many tries just now. Wait a minute and try again.';
    default:
      return "Hearth's server could not do that just now. Try again in a moment: nothing was changed.";
  }
}
