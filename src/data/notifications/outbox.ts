// Notices for the family's other devices: queued on this device when a member shares a moment,
// reacts or comments, and sent by the sync engine right after the changes they announce reached
// the server, so a device that opens the notification finds the moment there. Waits while offline;
// a notice older than a few hours is no longer news and is dropped.
import type { HearthDatabase } from '@/data/db';
import { markNotificationOfferDue } from '@/data/notifications/device';
import { readNotificationSettings } from '@/data/notifications/settings';
import { noticeTopic, sealPreview, type NoticePreview } from '@/data/notifications/preview';
import { parseStoredFamily } from '@/data/family-record';
import { syncJson, SyncHttpError, SyncOfflineError } from '@/data/sync/client';
import { keyringOf, SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import { readSpace, signerOf } from '@/data/sync/space';
import { preferenceKeys, type Post } from '@/data/types';

export interface QueuedNotice {
  /** Everyone's new moments, or responses to one member's moments. */
  to: { moments: true } | { responsesTo: string };
  preview: NoticePreview;
}

const maxQueued = 20;
const maxAgeMs = 6 * 3_600_000;

async function queued(database: HearthDatabase): Promise<QueuedNotice[]> {
  return ((await database.syncState.get(SYNC_STATE.notices))?.value as QueuedNotice[] | undefined) ?? [];
}

/** Queues a notice when this device syncs with its family; never fails the action it announces. */
export async function queueNotice(database: HearthDatabase, notice: QueuedNotice): Promise<void> {
  try {
    if (!(await readSpace(database))) return;
    await database.transaction('rw', database.syncState, async () => {
      const list = [...(await queued(database)), notice].slice(-maxQueued);
      await database.syncState.put({ key: SYNC_STATE.notices, value: list });
    });
    // The first moment this device shares with its family: the home offers notifications once.
    if ('moments' in notice.to && !(await readNotificationSettings(database)).enabled) await markNotificationOfferDue(database);
  } catch {
    // A notification is never worth a failed share.
  }
}

export function momentPreview(post: Post): NoticePreview {
  return {
    kind: 'moment',
    postId: post.id,
    by: post.userName,
    type: post.type,
    caption: post.content,
    ...(post.type === 'mood' && post.mood ? { emoji: post.mood } : {}),
    at: post.timestamp,
  };
}

/** A reaction or comment on a moment, told to the devices of the member whose moment it is (not when it is their own). */
export async function queueResponseNotice(
  database: HearthDatabase,
  response: { postId: string; memberId: string; at: string } & ({ kind: 'reaction'; emoji: string } | { kind: 'comment'; text: string }),
): Promise<void> {
  try {
    const post = await database.posts.get(response.postId);
    if (!post || post.userId === response.memberId) return;
    const family = parseStoredFamily((await database.preferences.get(preferenceKeys.familyData))?.value);
    const by = family?.members.find((member) => member.id === response.memberId)?.name;
    if (!by) return;
    const preview: NoticePreview = {
      kind: response.kind,
      postId: post.id,
      by,
      type: post.type,
      caption: post.content,
      ...(response.kind === 'reaction' ? { emoji: response.emoji } : { text: response.text }),
      at: response.at,
      momentAt: post.timestamp,
    };
    await queueNotice(database, { to: { responsesTo: post.userId }, preview });
  } catch {
    // As above: the reaction or comment is saved either way.
  }
}

/**
 * Sends the queued notices (the engine calls it after a successful push). Each is sealed under the
 * current family key and goes to its opaque topic; the server learns only that this device asked
 * to notify its family.
 */
export async function sendQueuedNotices(database: HearthDatabase, space: SyncSpace, now = Date.now()): Promise<void> {
  const list = await queued(database);
  if (list.length === 0) return;
  const keyring = keyringOf(space);
  const left: QueuedNotice[] = [];
  for (const [index, notice] of list.entries()) {
    if (now - Date.parse(notice.preview.at) > maxAgeMs) continue;
    try {
      const topic = await noticeTopic(space.familyKey, space.spaceId, notice.to);
      const { epoch, sealed } = await sealPreview(keyring, space.spaceId, notice.preview);
      await syncJson({ method: 'POST', path: `/spaces/${space.spaceId}/notify`, body: { topic, epoch, sealed }, signer: signerOf(space) });
    } catch (error) {
      // Offline, busy or a key this device has not fetched yet: the rest waits for the next round.
      if (error instanceof SyncOfflineError || (error instanceof SyncHttpError && ['RATE_LIMITED', 'KEY_ROTATED', 'SERVER_BUSY'].includes(error.code))) {
        left.push(...list.slice(index));
        break;
      }
      // Anything else (notifications unavailable on this server, a refused notice) is dropped.
    }
  }
  await database.transaction('rw', database.syncState, async () => {
    // Notices queued while these were being sent stay.
    const current = await queued(database);
    const added = current.slice(list.length);
    await database.syncState.put({ key: SYNC_STATE.notices, value: [...left, ...added] });
  });
}
