import { z } from 'zod';
import { decodedLength, hlcPattern, idPattern, isB64url, key32Pattern } from './encoding';

export const maxChangesPerPush = 200;
export const maxCiphertextBytes = 8 * 1024 * 1024;
export const maxSealedBytes = 64 * 1024;
// AES-GCM: 12-byte iv and 16-byte tag around at least an empty plaintext.
const minCiphertextBytes = 28;
// An SPKI P-256 public key is 91 bytes (uncompressed point); allow a compressed or padded form.
const spki = z.string().min(60).max(200).refine(isB64url, 'not base64url');

export const epochSchema = z.number().int().min(0).max(1_000_000_000);
/** HMAC-SHA256 (32 bytes): the family's vouch for a device's keys. */
const vouchValue = z.string().regex(key32Pattern, 'not a vouch');

/**
 * A new device: its id, its public keys and (from clients that know vouches) the family's vouch
 * for them, made under the key epoch `epoch`. Both or neither.
 */
export const deviceRegistrationSchema = z
  .strictObject({
    deviceId: z.string().regex(idPattern, 'not a device id'),
    signingKey: spki,
    wrapKey: spki,
    vouch: vouchValue.optional(),
    epoch: epochSchema.optional(),
  })
  .refine((body) => (body.vouch === undefined) === (body.epoch === undefined), { message: 'vouch and epoch go together', path: ['vouch'] });

/** A new space: its first device, and the creation code when the server asks for one (SYNC_NEW_SPACES=code). */
export const spaceCreateSchema = deviceRegistrationSchema.safeExtend({
  creationCode: z.string().min(1).max(200).optional(),
});

export const inviteCreateSchema = z.strictObject({
  tokenHash: z.string().regex(key32Pattern, 'not a token hash'),
  sealed: z
    .string()
    .min(38)
    .refine(isB64url, 'not base64url')
    .refine((value) => decodedLength(value) <= maxSealedBytes, 'is larger than 64 KB'),
});

export const inviteTokenSchema = z.strictObject({
  token: z.string().regex(key32Pattern, 'not an invite token'),
});

const b64 = (maxBytes: number, minChars = 1) =>
  z
    .string()
    .min(minChars)
    .refine(isB64url, 'not base64url')
    .refine((value) => decodedLength(value) <= maxBytes, `is larger than ${maxBytes} bytes`);

/** A device's name and user, sealed with the family key (opaque here). */
const labelValue = b64(2048, 38);

export const claimSchema = deviceRegistrationSchema.safeExtend({
  token: z.string().regex(key32Pattern, 'not an invite token'),
  label: labelValue.optional(),
});

export const pushSchema = z.strictObject({
  /** The key epoch the changes were sealed with; clients from before key epochs send none (epoch 0). */
  epoch: epochSchema.optional(),
  /** The change format: 2 binds the epoch in the associated data; absent means 1. */
  format: z.union([z.literal(1), z.literal(2)]).optional(),
  changes: z
    .array(
      z.strictObject({
        recordKey: z.string().regex(key32Pattern, 'not a record key'),
        hlc: z.string().max(64).regex(hlcPattern, 'not a hybrid logical clock'),
        ciphertext: z
          .string()
          .refine(isB64url, 'not base64url')
          .refine((value) => decodedLength(value) >= minCiphertextBytes, 'is too short for AES-GCM')
          .refine((value) => decodedLength(value) <= maxCiphertextBytes, 'is larger than 8 MB'),
      }),
    )
    .min(1)
    .max(maxChangesPerPush),
});

export const pullQuerySchema = z.strictObject({
  after: z.string().regex(/^\d{1,15}$/, 'not a sequence number').default('0'),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'not a number')
    .refine((value) => Number(value) >= 1 && Number(value) <= 500, 'must be from 1 to 500')
    .default('500'),
});

// Device names, key rotation and the recovery kit. Every size is bounded. A keyring carries every
// key the space has had and each rotation's signed statement (about 500 bytes an epoch).
export const maxWrappedBytes = 64 * 1024;
export const labelSchema = z.strictObject({ label: labelValue });
export const vouchSchema = z.strictObject({ vouch: vouchValue, epoch: epochSchema });

const deviceId = z.string().regex(idPattern, 'not a device id');
const wrapSchema = z.strictObject({ recipient: deviceId, wrapped: b64(maxWrappedBytes, 38) });

export const rotationSchema = z.strictObject({
  /** The device removed; absent when the key is renewed after a device left. */
  remove: deviceId.optional(),
  /** Removed with it: devices whose keys the family has not vouched for. */
  alsoRemove: z.array(deviceId).max(1_000).default([]),
  epoch: epochSchema.min(1),
  /** The rotation point (a hybrid logical clock): changes under the retired key must be older. */
  from: z.string().max(64).regex(hlcPattern, 'not a hybrid logical clock'),
  wraps: z.array(wrapSchema).max(1_000),
  vouches: z.array(z.strictObject({ deviceId, vouch: vouchValue })).max(1_000),
});

export const minRecoveryIterations = 100_000;
export const recoverySchema = z.strictObject({
  tokenHash: z.string().regex(key32Pattern, 'not a token hash'),
  salt: b64(64, 22),
  iterations: z.number().int().min(minRecoveryIterations).max(10_000_000),
  sealed: b64(maxWrappedBytes, 38),
  epoch: epochSchema,
});

export const recoveryClaimSchema = deviceRegistrationSchema.safeExtend({
  token: z.string().regex(key32Pattern, 'not a recovery token'),
});
