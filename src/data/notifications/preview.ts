// What a notification says, sealed by the device that shares under the family key: the server and
// the push services carry it without being able to read it, and the family's service workers open
// it with the keyring (docs/threat-model.md "Notifications").
import { familyMacKey, importFamilyKey, openBytes, sealBytes } from '@/data/sync/crypto';
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from '@/data/sync/encoding';
import { currentEpoch, keyOfEpoch, type Keyring } from '@/data/sync/keyring';
import type { ShareType } from '@/data/types';

export type NoticeKind = 'moment' | 'reaction' | 'comment';

/** The preview of one notice: who, what, and the moment it opens. */
export interface NoticePreview {
  kind: NoticeKind;
  /** The moment a tap opens (the one shared, or the one reacted to or commented on). */
  postId: string;
  /** The member who shared, reacted or commented. */
  by: string;
  /** The moment's type and caption (for a reaction or comment: the moment's own). */
  type: ShareType;
  caption: string;
  /** The mood of a mood moment, or the reaction. */
  emoji?: string;
  /** A comment's words. */
  text?: string;
  /** When it happened (ISO 8601): an old preview replayed later is not shown as news. */
  at: string;
  /** When the moment was shared (ISO 8601): a tap opens its day. Absent: the day of `at`. */
  momentAt?: string;
}

// Bounded so that every sealed preview fits the server's limit (1,024 characters).
const maxName = 50;
const maxCaption = 100;
const maxText = 100;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const previewAad = (spaceId: string, epoch: number) => `hearth-notify-v1\n${spaceId}\n${epoch}`;

/** Seals a preview under the current family key; returns the epoch it was sealed with. */
export async function sealPreview(keyring: Keyring, spaceId: string, preview: NoticePreview): Promise<{ epoch: number; sealed: string }> {
  const epoch = currentEpoch(keyring);
  const { aes } = await importFamilyKey(fromBase64Url(keyOfEpoch(keyring, epoch)!));
  const bounded: NoticePreview = {
    ...preview,
    by: cut(preview.by, maxName),
    caption: cut(preview.caption, maxCaption),
    ...(preview.text === undefined ? {} : { text: cut(preview.text, maxText) }),
  };
  return { epoch, sealed: await sealBytes(aes, utf8(JSON.stringify(bounded)), previewAad(spaceId, epoch)) };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Opens a preview with the key of its epoch; null when it does not open or is not a preview. */
export async function openPreview(keyring: Keyring, spaceId: string, epoch: number, sealed: string): Promise<NoticePreview | null> {
  const key = keyOfEpoch(keyring, epoch);
  if (!key) return null;
  try {
    const { aes } = await importFamilyKey(fromBase64Url(key));
    const value = JSON.parse(fromUtf8(await openBytes(aes, sealed, previewAad(spaceId, epoch)))) as Partial<NoticePreview>;
    const { kind, postId, by, type, caption, emoji, text, at, momentAt } = value;
    if (!['moment', 'reaction', 'comment'].includes(kind ?? '') || ![postId, by, type, caption, at].every(isString)) return null;
    if (![emoji, text, momentAt].every((field) => field === undefined || isString(field))) return null;
    return value as NoticePreview;
  } catch {
    return null;
  }
}

/**
 * The opaque topic a notice goes to: new moments for the whole family, or responses to one member's
 * moments. An HMAC under a key derived from the first family key, like record keys: the server can
 * tell which devices follow the same topic, never which member or what kind it is.
 */
export async function noticeTopic(firstKey: string, spaceId: string, topic: { moments: true } | { responsesTo: string }): Promise<string> {
  const key = await familyMacKey(firstKey, 'hearth notify topic v1');
  const name = 'moments' in topic ? 'moments' : `responses\n${topic.responsesTo}`;
  return toBase64Url(await crypto.subtle.sign('HMAC', key, utf8(`hearth-notify-topic-v1\n${spaceId}\n${name}`)));
}
