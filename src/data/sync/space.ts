// Turning sync on, inviting and joining. The family key and the invite secret exist only
// on devices; the server gets a space id, device public keys, a token hash and sealed bytes.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { syncJson, type Signer } from '@/data/sync/client';
import { generateDeviceKeys, importFamilyKey, INVITE_AAD, type DeviceKeys, inviteSecrets, openBytes, sealBytes, sha256Base64Url } from '@/data/sync/crypto';
import { fromBase64Url, fromUtf8, randomBytes, recordRef, toBase64Url, utf8 } from '@/data/sync/encoding';
import { tickHlc } from '@/data/sync/hlc';
import { currentEpoch, keyOfEpoch, parseKeyring, type Keyring } from '@/data/sync/keyring';
import { keyringOf, SYNC_STATE, SYNC_STORES, type SyncSpace } from '@/data/sync/schema';
import { isSyncedRecord, SYNCED_TABLES } from '@/data/sync/synced-tables';
import { parseStoredFamily } from '@/data/family-record';
import { preferenceKeys, type FamilyMember } from '@/data/types';
import { vouchFor } from '@/data/sync/vouch';

export async function readSpace(database: HearthDatabase = defaultDb): Promise<SyncSpace | null> {
  return ((await database.syncState.get(SYNC_STATE.space))?.value as SyncSpace | undefined) ?? null;
}

export const signerOf = (space: SyncSpace): Signer => ({ spaceId: space.spaceId, deviceId: space.deviceId, privateKey: space.signing.privateKey });

export async function newDevice() {
  return { deviceId: toBase64Url(randomBytes(16)), keys: await generateDeviceKeys() };
}

export function spaceRecord(spaceId: string, deviceId: string, familyKey: string, keys: DeviceKeys, memberId: string | null): SyncSpace {
  const { signing, wrap, signingPublic, wrapPublic } = keys;
  return { spaceId, deviceId, familyKey, signing, wrap, signingPublic, wrapPublic, memberId, since: new Date().toISOString() };
}

/** Queues every shared record for sending, as when sync is turned on with existing data. */
async function enqueueEverything(database: HearthDatabase, deviceId: string): Promise<void> {
  let clock = ((await database.syncState.get(SYNC_STATE.clock))?.value as string | undefined) ?? null;
  for (const name of SYNCED_TABLES) {
    const table = database.table(name);
    const ids = (await table.toCollection().primaryKeys()).map(String).filter((id) => isSyncedRecord(name, id));
    const entries = ids.map((id) => {
      clock = tickHlc(clock, Date.now(), deviceId);
      return { ref: recordRef(name, id), hlc: clock };
    });
    await database.syncOutbox.bulkPut(entries);
    await database.syncRecords.bulkPut(entries);
  }
  if (clock) await database.syncState.put({ key: SYNC_STATE.clock, value: clock });
}

/**
 * Creates the family's space on Hearth's server and sends everything this device holds.
 * `creationCode`: the family code a server that restricts new families asks for.
 */
export async function turnOnSync(memberId: string | null, database: HearthDatabase = defaultDb, creationCode?: string): Promise<SyncSpace> {
  const existing = await readSpace(database);
  if (existing) return existing;
  const { deviceId, keys } = await newDevice();
  const code = creationCode?.trim();
  const body = { deviceId, signingKey: keys.signingPublic, wrapKey: keys.wrapPublic, ...(code ? { creationCode: code } : {}) };
  const { spaceId } = await syncJson<{ spaceId: string }>({ method: 'POST', path: '/spaces', body, signer: { deviceId, privateKey: keys.signing.privateKey } });
  const space = spaceRecord(spaceId, deviceId, toBase64Url(randomBytes(32)), keys, memberId);
  await database.transaction('rw', [...SYNCED_TABLES, ...SYNC_STORES], async () => {
    await database.syncState.put({ key: SYNC_STATE.space, value: space });
    await enqueueEverything(database, deviceId);
  });
  return space;
}

export interface InviteContents {
  spaceId: string;
  familyKey: string;
  /** Every family key by epoch; absent before the first rotation. */
  keyring?: Keyring;
  familyName: string;
  members: Pick<FamilyMember, 'id' | 'name' | 'emoji' | 'color' | 'initials'>[];
}

export interface CreatedInvite {
  inviteId: string;
  expiresAt: string;
  /** The path and fragment to open on the other device: `/join#<secret>`. */
  path: string;
}

export async function createInvite(database: HearthDatabase = defaultDb): Promise<CreatedInvite> {
  const space = await readSpace(database);
  if (!space) throw new Error('Sync is not on');
  const family = parseStoredFamily((await database.preferences.get(preferenceKeys.familyData))?.value);
  const secret = randomBytes(32);
  const { token, inviteKey } = await inviteSecrets(secret);
  const contents: InviteContents = {
    spaceId: space.spaceId,
    familyKey: space.familyKey,
    keyring: keyringOf(space),
    familyName: family?.familyName ?? '',
    members: (family?.members ?? []).map(({ id, name, emoji, color, initials }) => ({ id, name, emoji, color, initials })),
  };
  const sealed = await sealBytes(inviteKey, utf8(JSON.stringify(contents)), INVITE_AAD);
  const tokenHash = await sha256Base64Url(utf8(token));
  const answer = await syncJson<{ inviteId: string; expiresAt: string | number }>({
    method: 'POST',
    path: `/spaces/${space.spaceId}/invites`,
    body: { tokenHash, sealed },
    signer: signerOf(space),
  });
  return { inviteId: answer.inviteId, expiresAt: new Date(answer.expiresAt).toISOString(), path: `/join#${toBase64Url(secret)}` };
}

export async function withdrawInvite(inviteId: string, database: HearthDatabase = defaultDb): Promise<void> {
  const space = await readSpace(database);
  if (!space) return;
  await syncJson<void>({ method: 'DELETE', path: `/spaces/${space.spaceId}/invites/${encodeURIComponent(inviteId)}`, signer: signerOf(space) });
}

export interface OpenedInvite {
  token: string;
  contents: InviteContents;
  expiresAt: string;
}

/** Pure: the secret of a `/join#...` fragment, or null when the link was cut or changed. */
export function secretFromFragment(hash: string): Uint8Array<ArrayBuffer> | null {
  try {
    const bytes = fromBase64Url(hash.replace(/^#/, ''));
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

/** Reads an invite without using it: the family's name and members, decrypted here. */
export async function openInvite(secret: Uint8Array<ArrayBuffer>): Promise<OpenedInvite> {
  const { token, inviteKey } = await inviteSecrets(secret);
  const answer = await syncJson<{ spaceId: string; sealed: string; expiresAt: string | number }>({ method: 'POST', path: '/invites/open', body: { token } });
  const contents = JSON.parse(fromUtf8(await openBytes(inviteKey, answer.sealed, INVITE_AAD))) as InviteContents;
  if (contents.spaceId !== answer.spaceId || typeof contents.familyName !== 'string' || !Array.isArray(contents.members)) {
    throw new Error('The invitation does not match its family');
  }
  fromBase64Url(contents.familyKey);
  const keyring = parseKeyring(contents.keyring ?? [{ epoch: 0, key: contents.familyKey }]);
  if (keyOfEpoch(keyring, 0) !== contents.familyKey) throw new Error('The invitation does not match its family');
  return { token, contents: { ...contents, keyring }, expiresAt: new Date(answer.expiresAt).toISOString() };
}

export const labelAad = (spaceId: string, deviceId: string) => `hearth-device-label-v1\n${spaceId}\n${deviceId}`;

/** A device's name and user, sealed with the current family key: only the family's devices read it. */
export async function sealDeviceLabel(keyring: Keyring, spaceId: string, deviceId: string, label: { name: string; memberId: string | null }): Promise<string> {
  const { aes } = await importFamilyKey(fromBase64Url(keyOfEpoch(keyring, currentEpoch(keyring))!));
  return sealBytes(aes, utf8(JSON.stringify(label)), labelAad(spaceId, deviceId));
}

/** The family's vouch for this new device's keys, under the current family key (vouch.ts). */
export async function vouchForNewDevice(keyring: Keyring, spaceId: string, deviceId: string, keys: DeviceKeys) {
  const epoch = currentEpoch(keyring);
  const vouch = await vouchFor(keyOfEpoch(keyring, epoch)!, spaceId, { deviceId, signingKey: keys.signingPublic, wrapKey: keys.wrapPublic }, epoch);
  return { vouch, epoch };
}

/** Uses the invite: registers this device in the family's space. Pulling the family's data follows (engine). */
export async function claimInvite(invite: OpenedInvite, memberId: string | null, database: HearthDatabase = defaultDb): Promise<SyncSpace> {
  const { deviceId, keys } = await newDevice();
  const spaceId = invite.contents.spaceId;
  const keyring = invite.contents.keyring ?? [{ epoch: 0, key: invite.contents.familyKey }];
  const vouch = await vouchForNewDevice(keyring, spaceId, deviceId, keys);
  // Who uses it travels with the claim: the family's other devices show it at once. The name waits
  // until the family gives one.
  const label = await sealDeviceLabel(keyring, spaceId, deviceId, { name: '', memberId });
  const body = { token: invite.token, deviceId, signingKey: keys.signingPublic, wrapKey: keys.wrapPublic, ...vouch, label };
  await syncJson<{ spaceId: string }>({
    method: 'POST',
    path: '/invites/claim',
    body,
    signer: { spaceId: invite.contents.spaceId, deviceId, privateKey: keys.signing.privateKey },
  });
  const space: SyncSpace = { ...spaceRecord(spaceId, deviceId, invite.contents.familyKey, keys, memberId), keyring, vouchedEpoch: vouch.epoch };
  await database.syncState.put({ key: SYNC_STATE.space, value: space });
  return space;
}
