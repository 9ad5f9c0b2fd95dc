import { BOX_ALGORITHM_AES_RSA, BOX_ALGORITHM_NACL, parseBoxPublicKey } from '@coffer/crypto';
import { z } from 'zod';

/** docs/identities.md: the name displayed for the identity. Surrounding spaces are dropped. */
export const displayNameSchema = z.string().trim().min(1).max(254);

export const notificationFrequencySchema = z.enum(['minimal', 'moderate', 'frequent']);

export const mfaMethodSchema = z.enum(['disabled', 'totp', 'webauthn']);

/**
 * A public key string of docs/crypto.md for one algorithm: `pubkey` and `non_identified_pubkey`
 * are X25519 keys, the `_aes_rsa` fields `com.service.aes-rsa-enc:` keys. A key of the other
 * algorithm is refused: invitations pick the algorithm by field.
 */
function boxPublicKeySchema(algorithm: typeof BOX_ALGORITHM_NACL | typeof BOX_ALGORITHM_AES_RSA) {
  return z
    .string()
    .max(1024)
    .refine((text) => {
      try {
        return parseBoxPublicKey(text).algorithm === algorithm;
      } catch {
        return false;
      }
    }, `must be a ${algorithm} public key string`);
}

export const naclPublicKeySchema = boxPublicKeySchema(BOX_ALGORITHM_NACL);
export const aesRsaPublicKeySchema = boxPublicKeySchema(BOX_ALGORITHM_AES_RSA);
