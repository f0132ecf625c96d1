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

export const pushSchema = z.strictObject({
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
