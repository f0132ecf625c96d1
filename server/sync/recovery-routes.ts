import type { Context } from 'hono';
import { Hono } from 'hono';
import { ApiError } from '../errors';
import { checkHeaders, headerDeviceId, verifySigned } from './auth';
import { signedDevice, signOptions, syncBody, syncJsonBody, type SyncDeps } from './context';
import { sha256B64url } from './encoding';
import { inviteTokenSchema, recoveryClaimSchema, recoverySchema } from './schemas';
import { isEcdhP256Key } from './signature';
import { toRegistration } from './space-routes';

const wrongCode = 'This recovery code does not open any family. Check it, or use the newest code you saved.';

/** Every try with a code costs a token, right or wrong: guessing stays slow. */
async function takeRecoveryToken(c: Context, deps: SyncDeps): Promise<void> {
  const taken = await deps.recoveryLimiter.take(deps.clientKey(c));
  if (!taken.allowed) {
    c.header('Retry-After', String(taken.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', 'Too many recovery tries from this device. Please wait a minute and try again.');
  }
}

/**
 * The recovery kit: the server keeps a token hash and the family's keyring sealed under a key of the
 * code, never the code. Any rotation retires the kit (store-devices.ts), so it always holds the
 * current keyring and nothing later.
 */
export function recoveryRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();

  routes.put('/spaces/:spaceId/recovery', async (c) => {
    const { spaceId, deviceId } = await signedDevice(c, deps);
    const kit = await syncJsonBody(c, deps, recoverySchema);
    let result: 'ok' | 'stale-epoch' | 'rekey-due';
    try {
      result = await deps.store.setRecovery(spaceId, kit, deviceId, deps.now());
    } catch (error) {
      if (String(error).includes('UNIQUE')) throw new ApiError(409, 'RECOVERY_EXISTS', 'This recovery code was already sent.');
      throw error;
    }
    if (result === 'stale-epoch') throw new ApiError(409, 'KEY_ROTATED', 'The family key changed meanwhile. Try again.');
    if (result === 'rekey-due') throw new ApiError(409, 'REKEY_DUE', 'A device left the family: Hearth renews the family key first. Try again.');
    return c.body(null, 204);
  });

  routes.post('/recovery/open', async (c) => {
    await takeRecoveryToken(c, deps);
    const { token } = await syncJsonBody(c, deps, inviteTokenSchema);
    const found = await deps.store.openRecovery(await sha256B64url(token));
    if (!found) throw new ApiError(404, 'RECOVERY_NOT_FOUND', wrongCode);
    return c.json(found);
  });

  routes.post('/recovery/claim', async (c) => {
    await takeRecoveryToken(c, deps);
    const deviceId = headerDeviceId(c);
    checkHeaders(c, deps.now);
    const body = await syncBody(c, deps);
    const claim = await syncJsonBody(c, deps, recoveryClaimSchema);
    if (claim.deviceId !== deviceId) throw new ApiError(401, 'SIGNATURE_INVALID', 'The request names another device.');
    await verifySigned(c, claim.signingKey, body, signOptions(deps, `new/${deviceId}`));
    if (!(await isEcdhP256Key(claim.wrapKey))) throw new ApiError(400, 'INVALID_BODY', '"wrapKey" is not valid: not an ECDH P-256 public key.');
    const result = await deps.store.claimRecovery(await sha256B64url(claim.token), toRegistration(claim), deps.now(), deps.config.sync.maxDevices);
    if (result.status === 'ok') return c.json({ spaceId: result.spaceId });
    if (result.status === 'device-exists') throw new ApiError(409, 'DEVICE_EXISTS', 'This device is already part of this family.');
    if (result.status === 'device-limit') {
      throw new ApiError(409, 'DEVICE_LIMIT', `A family can use Hearth on at most ${deps.config.sync.maxDevices} devices.`);
    }
    if (result.status === 'stale-epoch') throw new ApiError(409, 'KEY_ROTATED', 'The family key changed meanwhile. Try again.');
    throw new ApiError(404, 'RECOVERY_NOT_FOUND', wrongCode);
  });

  return routes;
}
