// The recovery kit. Making one: a code shown once, and the family's whole keyring sealed with a
// PBKDF2 key of the code; the server records which device made it. Any rotation retires the kit
// (the server deletes it), so a device that knew the code, once removed, reaches no new key
// through it, and the family is asked to make a new code. Using one: a fresh device opens it and
// joins the space with exactly the keys the code sealed.
import { db as defaultDb, type HearthDatabase } from '@/data/db';
import { syncJson, SyncHttpError } from '@/data/sync/client';
import { sha256Base64Url } from '@/data/sync/crypto';
import { utf8 } from '@/data/sync/encoding';
import { syncEngine, type SyncEngine } from '@/data/sync/engine';
import { currentEpoch, keyOfEpoch } from '@/data/sync/keyring';
import { newRecoveryCode, openRecoveryContents, parseRecoveryCode, recoveryToken, RECOVERY_ITERATIONS, sealRecoveryContents } from '@/data/sync/recovery-code';
import { keyringOf, SYNC_STATE, type SyncSpace } from '@/data/sync/schema';
import { newDevice, readSpace, signerOf, spaceRecord, vouchForNewDevice } from '@/data/sync/space';

/**
 * Makes a new kit and returns its code; the server's previous kit stops working. When the family
 * key changed meanwhile (or must be renewed after a device left) the engine catches up first.
 */
export async function createRecoveryKit(database: HearthDatabase = defaultDb, iterations = RECOVERY_ITERATIONS, engine: SyncEngine = syncEngine): Promise<string> {
  for (let tries = 1; ; tries += 1) {
    const space = await readSpace(database);
    if (!space) throw new Error('Sync is not on');
    const code = newRecoveryCode();
    const codeBytes = parseRecoveryCode(code)!;
    const kit = await sealRecoveryContents(codeBytes, { spaceId: space.spaceId, keyring: keyringOf(space) }, iterations);
    const body = { tokenHash: await sha256Base64Url(utf8(await recoveryToken(codeBytes))), ...kit };
    try {
      await syncJson<void>({ method: 'PUT', path: `/spaces/${space.spaceId}/recovery`, body, signer: signerOf(space) });
      return code;
    } catch (error) {
      const behind = error instanceof SyncHttpError && (error.code === 'KEY_ROTATED' || error.code === 'REKEY_DUE');
      if (!behind || tries >= 2) throw error;
      await engine.load();
      await engine.syncNow();
    }
  }
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
}

/** Joins the family with the recovery code on a device that holds no family, then downloads everything. */
export async function restoreFromCode(text: string, database: HearthDatabase = defaultDb, engine: SyncEngine = syncEngine): Promise<void> {
  const codeBytes = parseRecoveryCode(text);
  if (!codeBytes) throw new WrongRecoveryCodeError('Not a recovery code');
  const token = await recoveryToken(codeBytes);
  const kit = await syncJson<OpenedKit>({ method: 'POST', path: '/recovery/open', body: { token } });
  let contents;
  try {
    contents = await openRecoveryContents(codeBytes, kit);
  } catch {
    throw new WrongRecoveryCodeError('The code does not open the kit');
  }
  // The code sealed the space and every key: nothing of the server's answer is trusted beyond it.
  if (contents.spaceId !== kit.spaceId || currentEpoch(contents.keyring) !== kit.epoch) throw new WrongRecoveryCodeError('The kit belongs to another family');
  const keyring = contents.keyring;
  const { deviceId, keys } = await newDevice();
  const vouch = await vouchForNewDevice(keyring, kit.spaceId, deviceId, keys);
  await syncJson<{ spaceId: string }>({
    method: 'POST',
    path: '/recovery/claim',
    body: { token, deviceId, signingKey: keys.signingPublic, wrapKey: keys.wrapPublic, ...vouch },
    signer: { deviceId, privateKey: keys.signing.privateKey },
  });
  const space: SyncSpace = { ...spaceRecord(kit.spaceId, deviceId, keyOfEpoch(keyring, 0)!, keys, null), keyring, vouchedEpoch: vouch.epoch };
  await database.syncState.put({ key: SYNC_STATE.space, value: space });
  await engine.load();
  engine.startLive();
  await engine.syncNow();
}
