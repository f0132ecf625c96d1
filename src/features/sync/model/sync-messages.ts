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
  if (status.state === 'removed' && (status.problem === 'SPACE_ERASED' || status.problem === 'SPACE_REMOVED')) return 'Sync ended';
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
      return "Your family's space on Hearth's server is full. Delete some old videos or photos, then Hearth sends the rest.";
    case 'SERVER_FULL':
      return "Hearth's server is full just now. Everything stays on this device, and Hearth sends it when there is room.";
    case 'SPACE_REMOVED':
      return "Hearth's server removed your family's copy because none of your devices opened it for a long time, so sync has ended here. This device keeps everything it has.";
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

/**
 * Pure: the note when the server refused this window a live connection (two per device, a share per
 * network). Nothing is lost: the window still sends and receives when it syncs.
 */
export const LIVE_REFUSED_TEXT =
  'Hearth is open in several windows here, so this one does not hear about new moments at once. It still sends and receives them each time you use it or tap Sync now.';

/** Pure: why turning on sync did not work, by the server's error code; `null` for a code we do not know. */
export function turnOnErrorText(code: string): string | null {
  switch (code) {
    case 'SERVER_FULL':
      return "This Hearth server is full and takes no new families just now. Your moments stay on this device; try again another day.";
    case 'NEW_SPACES_CLOSED':
      return 'This Hearth server takes no new families. Your moments stay on this device.';
    case 'TOO_MANY_SPACES':
      return 'Sync was turned on from this network many times today. Try again tomorrow; your moments stay on this device.';
    case 'CREATION_CODE_NEEDED':
      return 'This Hearth server asks for a family code to turn on sync. Ask the person who runs it for the code and type it here.';
    case 'CREATION_CODE_WRONG':
      return 'That family code is not the one this Hearth server asks for. Check it and try again.';
    case 'RATE_LIMITED':
      return 'Too many tries just now. Wait a minute and try again.';
    default:
      return null;
  }
}

/**
 * Pure: how long Hearth's server keeps a family's copy that none of its devices opens; null when the
 * server keeps it until the family erases it, or has not said.
 */
export function idleRemovalText(idleSpaceDays: number | null | undefined): string | null {
  if (!idleSpaceDays) return null;
  return `If none of your family's devices opens Hearth for ${idleSpaceDays} ${idleSpaceDays === 1 ? 'day' : 'days'}, Hearth's server removes its encrypted copy. Your devices keep everything they hold.`;
}

/** Pure: the server asks for a family code before it makes a new family's space. */
export const needsCreationCode = (code: string): boolean => code === 'CREATION_CODE_NEEDED' || code === 'CREATION_CODE_WRONG';

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
