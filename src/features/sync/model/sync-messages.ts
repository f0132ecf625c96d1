// What the family reads about sync, in one place.
import type { SyncStateName, SyncStatus } from '@/data/sync/engine';

export const SYNC_STATE_LABELS: Record<Exclude<SyncStateName, 'off'>, string> = {
  synced: 'Synced',
  syncing: 'Syncing…',
  offline: 'Offline',
  attention: 'Needs attention',
  paused: 'Sync paused',
  removed: 'Removed from the family',
};

/** Pure: the header's word for the state; a device whose family copy was erased has left no family. */
export function syncStateLabel(status: Pick<SyncStatus, 'state' | 'problem'>): string {
  if (status.state === 'removed' && status.problem === 'SPACE_ERASED') return 'Sync ended';
  return status.state === 'off' ? '' : SYNC_STATE_LABELS[status.state];
}

/** Pure: the sentence for a server error code or a failure the device met. */
export function syncProblemText(code: string | null, rejected: number): string | null {
  if (rejected > 0) {
    return `${rejected === 1 ? 'One change' : `${rejected} changes`} from another device could not be read and ${rejected === 1 ? 'was' : 'were'} skipped. It may have been damaged on the way; nothing on this device was changed.`;
  }
  switch (code) {
    case null:
      return null;
    case 'SPACE_FULL':
      return "Your family's space on Hearth's server is full. Delete some old photos, then Hearth sends the rest.";
    case 'SPACE_ERASED':
      return "Your family's copy on Hearth's server was deleted from one of your devices, so sync has ended here. This device keeps everything it has.";
    case 'SIGNATURE_INVALID':
      return 'Hearth could not prove this device belongs to the family. Join again with a new invitation.';
    case 'KEYS_UNCONFIRMED':
      return "The family's new key did not come from a device this one knows, so Hearth did not take it and sends nothing meanwhile. If a device was removed from your family, erase Hearth here and join again with an invitation.";
    case 'CLOCK_SKEW':
      return "This device's clock is wrong. Set the date and time, and Hearth tries again.";
    case 'RATE_LIMITED':
      return 'Hearth is sending too much at once and will try again in a minute.';
    default:
      return "Hearth's server could not take the changes just now. They are kept on this device and sent later.";
  }
}

/** Pure: the message of a failed invite, by the server's error code. */
export function inviteErrorText(code: string): string {
  switch (code) {
    case 'INVITE_USED':
      return 'This invitation was already used. Ask for a new one: each invitation works once.';
    case 'INVITE_EXPIRED':
      return 'This invitation has expired. Invitations work for 24 hours: ask for a new one.';
    case 'INVITE_NOT_FOUND':
      return 'This invitation was withdrawn or does not exist. Ask for a new one.';
    case 'BROKEN_LINK':
      return 'This link is incomplete. Open the whole link, or scan the code again.';
    case 'OFFLINE':
      return 'This device is offline. Connect to the internet to join your family.';
    default:
      return "Hearth could not open this invitation just now. Try again in a moment.";
  }
}
