// The recovery kit (issue 25). Making one: a code shown once, a recovery key pair whose private half
// is sealed with a PBKDF2 key of the code, and the keyring wrapped for its public half (so every
// later rotation reaches it too). Using one: a fresh device opens it and joins the space.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { syncJson } from '@/data/sync/client';
import { sha256Base64Url } from '@/data/sync/crypto';
import { fromBase64Url, toBase64Url, utf8 } from '@/data/sync/encoding';
import { syncEngine, type SyncEngine } from '@/data/sync/engine';
import { currentEpoch, keyOfEpoch, unwrapKeyring, wrapKeyring } from '@/data/sync/keyring';
import { newRecoveryCode, openRecoverySecret, parseRecoveryCode, recoveryToken, RECOVERY_ITERATIONS, sealRecoverySecret } from '@/data/sync/recovery-code';
import { keyringOf, SYNC_STATE } from '@/data/sync/schema';
import { newDevice, readSpace, signerOf, spaceRecord } from '@/data/sync/space';

/** Makes a new kit and returns its code; the server's previous kit stops working. */
export async function createRecoveryKit(database: HearthDatabase = defaultDb, iterations = RECOVERY_ITERATIONS): Promise<string> {
  const space = await readSpace(database);
  if (!space) throw new Error('Sync is not on');
  const code = newRecoveryCode();
  const codeBytes = parseRecoveryCode(code)!;
  // Extractable only long enough to be sealed with the code; it is never stored in the clear.
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const privateKey = toBase64Url(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  const wrapKey = toBase64Url(await crypto.subtle.exportKey('spki', pair.publicKey));
  const keyring = keyringOf(space);
  const kit = await sealRecoverySecret(codeBytes, { spaceId: space.spaceId, privateKey, firstKey: space.familyKey }, iterations);
  const body = {
    tokenHash: await sha256Base64Url(utf8(await recoveryToken(codeBytes))),
    ...kit,
    wrapKey,
    epoch: currentEpoch(keyring),
    wrapped: await wrapKeyring(keyring, wrapKey, space.spaceId, 'recovery'),
  };
  await syncJson<void>({ method: 'PUT', path: `/spaces/${space.spaceId}/recovery`, body, signer: signerOf(space) });
  return code;
}

export class WrongRecoveryCodeError extends Error {
  override readonly name = 'WrongRecoveryCodeError';
}

interface OpenedKit {
  spaceId: string;
  salt: string;
  iterations: number;
  sealed: string;
  epoch: number;
  wrapped: string;
}

/** Joins the family with the recovery code on a device that holds no family, then downloads everything. */
export async function restoreFromCode(text: string, database: HearthDatabase = defaultDb, engine: SyncEngine = syncEngine): Promise<void> {
  const codeBytes = parseRecoveryCode(text);
  if (!codeBytes) throw new WrongRecoveryCodeError('Not a recovery code');
  const token = await recoveryToken(codeBytes);
  const kit = await syncJson<OpenedKit>({ method: 'POST', path: '/recovery/open', body: { token } });
  let secret;
  try {
    secret = await openRecoverySecret(codeBytes, kit);
  } catch {
    throw new WrongRecoveryCodeError('The code does not open the kit');
  }
  if (secret.spaceId !== kit.spaceId) throw new WrongRecoveryCodeError('The kit belongs to another family');
  const recoveryKey = await crypto.subtle.importKey('pkcs8', fromBase64Url(secret.privateKey), { name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits']);
  // The first key, sealed by the code, proves the server's keyring is the family's own.
  const keyring = await unwrapKeyring(kit.wrapped, recoveryKey, kit.spaceId, 'recovery', kit.epoch, [{ epoch: 0, key: secret.firstKey }]);
  const { deviceId, keys } = await newDevice();
  await syncJson<{ spaceId: string }>({
    method: 'POST',
    path: '/recovery/claim',
    body: { token, deviceId, signingKey: keys.signingPublic, wrapKey: keys.wrapPublic },
    signer: { deviceId, privateKey: keys.signing.privateKey },
  });
  const space = { ...spaceRecord(kit.spaceId, deviceId, keyOfEpoch(keyring, 0)!, keys, null), keyring };
  await database.syncState.put({ key: SYNC_STATE.space, value: space });
  await engine.load();
  engine.startLive();
  await engine.syncNow();
}
