import type { Context } from 'hono';
import { Hono } from 'hono';
import { ApiError } from '../errors';
import { checkHeaders, headerDeviceId, verifySigned } from './auth';
import { idPattern, randomId, sha256B64url } from './encoding';
import { serverFull, signedDevice, signOptions, syncBody, syncJsonBody, takeJoinToken, type SyncDeps } from './context';
import { claimSchema, inviteCreateSchema, inviteTokenSchema, spaceCreateSchema } from './schemas';
import { isEcdhP256Key } from './signature';
import type { DeviceRegistration, InviteLookup } from './store';

export const inviteLifetimeMs = 24 * 3_600_000;
export const maxLiveInvites = 20;

function inviteFailure(status: Exclude<InviteLookup['status'], 'ok'>): ApiError {
  if (status === 'used') return new ApiError(410, 'INVITE_USED', 'This invite has already been used. Ask for a new one.');
  if (status === 'expired') return new ApiError(410, 'INVITE_EXPIRED', 'This invite has expired. Ask for a new one.');
  return new ApiError(404, 'INVITE_NOT_FOUND', 'This invite does not exist or was withdrawn. Ask for a new one.');
}

/** What the store keeps of a new device: its keys, the family's vouch for them, and its sealed name. */
export function toRegistration(body: { deviceId: string; signingKey: string; wrapKey: string; vouch?: string; epoch?: number; label?: string }): DeviceRegistration {
  return {
    deviceId: body.deviceId,
    signingKey: body.signingKey,
    wrapKey: body.wrapKey,
    ...(body.vouch !== undefined && body.epoch !== undefined ? { vouch: { vouch: body.vouch, epoch: body.epoch } } : {}),
    ...(body.label !== undefined ? { label: body.label } : {}),
  };
}

/**
 * The code a server's operator gives the families it hosts (SYNC_CREATION_CODE). Compared by hash,
 * so the time taken says nothing of how much of it was right; a wrong or missing code costs a try
 * of the same small budget as a recovery code.
 */
async function checkCreationCode(c: Context, deps: SyncDeps, expected: string, given: string | undefined): Promise<void> {
  if (given === undefined) throw new ApiError(403, 'CREATION_CODE_NEEDED', 'This Hearth server asks for a family code to turn on sync.');
  const [want, got] = await Promise.all([sha256B64url(expected.trim()), sha256B64url(given.trim())]);
  if (want === got) return;
  const taken = await deps.recoveryLimiter.take(deps.clientKey(c));
  if (!taken.allowed) {
    c.header('Retry-After', String(taken.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', 'Too many tries from this device. Please wait a minute and try again.');
  }
  throw new ApiError(403, 'CREATION_CODE_WRONG', 'That family code is not the one this Hearth server asks for.');
}

async function checkWrapKey(wrapKey: string): Promise<void> {
  if (!(await isEcdhP256Key(wrapKey))) throw new ApiError(400, 'INVALID_BODY', '"wrapKey" is not valid: not an ECDH P-256 public key.');
}

/** Spaces and invites: creating a space, inviting a device, and the invited device joining. */
export function spaceRoutes(deps: SyncDeps): Hono {
  const routes = new Hono();

  routes.post('/spaces', async (c) => {
    await takeJoinToken(c, deps);
    const newSpaces = deps.config.sync.newSpaces;
    // Refused before anything is read: this server takes no new families at all.
    if (newSpaces.mode === 'closed') throw new ApiError(403, 'NEW_SPACES_CLOSED', 'This Hearth server takes no new families. Your moments stay on this device.');
    const deviceId = headerDeviceId(c);
    checkHeaders(c, deps.now);
    const body = await syncBody(c, deps);
    const registration = await syncJsonBody(c, deps, spaceCreateSchema);
    if (registration.deviceId !== deviceId) throw new ApiError(401, 'SIGNATURE_INVALID', 'The request names another device.');
    // Proves the new device holds the private half of the key it registers.
    await verifySigned(c, registration.signingKey, body, signOptions(deps, `new/${deviceId}`));
    await checkWrapKey(registration.wrapKey);
    if (registration.epoch !== undefined && registration.epoch !== 0) throw new ApiError(409, 'KEY_ROTATED', 'A new family starts with its first key.');
    if (newSpaces.mode === 'code') await checkCreationCode(c, deps, newSpaces.code, registration.creationCode);
    // The families already here keep the last tenth of the server's room to grow into.
    if ((await deps.store.usedBytes()) >= deps.config.sync.storageLimitBytes * 0.9) throw serverFull();
    const perDay = await deps.spaceLimiter.take(deps.clientKey(c));
    if (!perDay.allowed) {
      c.header('Retry-After', String(perDay.retryAfterSeconds));
      throw new ApiError(429, 'TOO_MANY_SPACES', 'Sync was turned on from this network many times today. Try again tomorrow.');
    }
    const spaceId = randomId();
    const { creationCode: _code, ...device } = registration;
    await deps.store.createSpace(spaceId, toRegistration(device), deps.now());
    return c.json({ spaceId }, 201);
  });

  routes.post('/spaces/:spaceId/invites', async (c) => {
    const { spaceId } = await signedDevice(c, deps);
    const invite = await syncJsonBody(c, deps, inviteCreateSchema);
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + inviteLifetimeMs);
    const inviteId = randomId();
    let result: 'ok' | 'too-many';
    try {
      result = await deps.store.createInvite(spaceId, { inviteId, ...invite, expiresAt }, now, maxLiveInvites);
    } catch (error) {
      if (String(error).includes('UNIQUE')) throw new ApiError(409, 'INVITE_EXISTS', 'This invite was already sent.');
      throw error;
    }
    if (result === 'too-many') {
      throw new ApiError(409, 'TOO_MANY_INVITES', `A family can have at most ${maxLiveInvites} open invites. Withdraw one first.`);
    }
    return c.json({ inviteId, expiresAt: expiresAt.toISOString() }, 201);
  });

  routes.get('/spaces/:spaceId/invites', async (c) => {
    const { spaceId } = await signedDevice(c, deps);
    return c.json({ invites: await deps.store.listInvites(spaceId) });
  });

  routes.delete('/spaces/:spaceId/invites/:inviteId', async (c) => {
    const { spaceId } = await signedDevice(c, deps);
    const inviteId = c.req.param('inviteId');
    if (!idPattern.test(inviteId) || !(await deps.store.withdrawInvite(spaceId, inviteId))) {
      throw new ApiError(404, 'INVITE_NOT_FOUND', 'This invite does not exist or was already withdrawn.');
    }
    return c.body(null, 204);
  });

  routes.post('/invites/open', async (c) => {
    await takeJoinToken(c, deps);
    const { token } = await syncJsonBody(c, deps, inviteTokenSchema);
    const found = await deps.store.openInvite(await sha256B64url(token), deps.now());
    if (found.status !== 'ok') throw inviteFailure(found.status);
    return c.json({ spaceId: found.spaceId, sealed: found.sealed, expiresAt: found.expiresAt });
  });

  routes.post('/invites/claim', async (c) => {
    await takeJoinToken(c, deps);
    const deviceId = headerDeviceId(c);
    checkHeaders(c, deps.now);
    const body = await syncBody(c, deps);
    const claim = await syncJsonBody(c, deps, claimSchema);
    if (claim.deviceId !== deviceId) throw new ApiError(401, 'SIGNATURE_INVALID', 'The request names another device.');
    await verifySigned(c, claim.signingKey, body, signOptions(deps, `new/${deviceId}`));
    await checkWrapKey(claim.wrapKey);
    const tokenHash = await sha256B64url(claim.token);
    const headerSpace = c.req.header('x-hearth-space');
    // The space header is optional here; when sent it must be the invite's space.
    let spaceId = headerSpace;
    if (spaceId === undefined) {
      const found = await deps.store.openInvite(tokenHash, deps.now());
      if (found.status !== 'ok') throw inviteFailure(found.status);
      spaceId = found.spaceId;
    }
    const result = await deps.store.claimInvite(tokenHash, spaceId, toRegistration(claim), deps.now(), deps.config.sync.maxDevices);
    switch (result.status) {
      case 'ok':
        return c.json({ spaceId: result.spaceId });
      case 'wrong-space':
        throw new ApiError(400, 'SPACE_MISMATCH', 'This invite belongs to another family space.');
      case 'device-exists':
        throw new ApiError(409, 'DEVICE_EXISTS', 'This device is already part of this family.');
      case 'device-limit':
        throw new ApiError(409, 'DEVICE_LIMIT', `A family can use Hearth on at most ${deps.config.sync.maxDevices} devices.`);
      case 'stale-epoch':
        throw new ApiError(409, 'KEY_ROTATED', 'The family key changed meanwhile. Ask for a new invitation.');
      default:
        throw inviteFailure(result.status);
    }
  });

  return routes;
}
