import { z } from 'zod';
import { decodedLength, hlcPattern, idPattern, isB64url, key32Pattern } from './encoding';

export const maxChangesPerPush = 200;
export const maxCiphertextBytes = 8 * 1024 * 1024;
export const maxSealedBytes = 64 * 1024;
// AES-GCM: 12-byte iv and 16-byte tag around at least an empty plaintext.
const minCiphertextBytes = 28;
// An SPKI P-256 public key is 91 bytes (uncompressed point); allow a compressed or padded form.
const spki = z.string().min(60).max(200).refine(isB64url, 'not base64url');

export const deviceRegistrationSchema = z.strictObject({
  deviceId: z.string().regex(idPattern, 'not a device id'),
  signingKey: spki,
  wrapKey: spki,
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

export const claimSchema = deviceRegistrationSchema.extend({
  token: z.string().regex(key32Pattern, 'not an invite token'),
});

export const epochSchema = z.number().int().min(0).max(1_000_000_000);

export const pushSchema = z.strictObject({
  /** The key epoch the changes were sealed with; clients of issue 24 send none (epoch 0). */
  epoch: epochSchema.optional(),
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

const b64 = (maxBytes: number, minChars = 1) =>
  z
    .string()
    .min(minChars)
    .refine(isB64url, 'not base64url')
    .refine((value) => decodedLength(value) <= maxBytes, `is larger than ${maxBytes} bytes`);

// Issue 25: device names, key rotation and the recovery kit. Every size is bounded.
export const maxWrappedBytes = 16 * 1024;
export const labelSchema = z.strictObject({ label: b64(2048, 38) });

const wrapSchema = z.strictObject({
  recipient: z.string().regex(/^(?:[A-Za-z0-9_-]{22}|recovery)$/, 'not a device id'),
  wrapped: b64(maxWrappedBytes, 38),
});

export const rotationSchema = z.strictObject({
  remove: z.string().regex(idPattern, 'not a device id'),
  epoch: epochSchema.min(1),
  wraps: z.array(wrapSchema).max(1_001),
});

export const minRecoveryIterations = 100_000;
export const recoverySchema = z.strictObject({
  tokenHash: z.string().regex(key32Pattern, 'not a token hash'),
  salt: b64(64, 22),
  iterations: z.number().int().min(minRecoveryIterations).max(10_000_000),
  sealed: b64(4096, 38),
  wrapKey: spki,
  epoch: epochSchema,
  wrapped: b64(maxWrappedBytes, 38),
});

export const recoveryClaimSchema = deviceRegistrationSchema.extend({
  token: z.string().regex(key32Pattern, 'not a recovery token'),
});
