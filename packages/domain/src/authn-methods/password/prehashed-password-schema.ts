import { z } from 'zod';

// Canonical unpadded url-safe base64 of an exact byte count, as a regex (so it also reads
// as JSON Schema): 16 bytes are 22 characters whose last one carries 2 bits (A, Q, g or w);
// 32 bytes are 43 characters whose last one carries 4 bits.
const SALT_16_BYTES = /^[A-Za-z0-9_-]{21}[AQgw]$/;
const HASH_32_BYTES = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

/**
 * The browser's Argon2id parameters of one account (docs/authentication.md; produced by
 * `createPasswordParams()` of @coffer/crypto). The lower bounds are the defaults, so a
 * client cannot weaken its own hashing; the upper bounds keep the login page computable.
 */
export const passwordParamsSchema = z
  .strictObject({
    algorithm: z.literal('argon2id'),
    memory_kib: z
      .int()
      .min(19456)
      .max(1024 * 1024),
    iterations: z.int().min(2).max(64),
    parallelism: z.int().min(1).max(16),
    // Exactly 32, typed as a number like @coffer/crypto's PasswordParams.
    hash_length: z.int().min(32).max(32),
    salt: z.string().regex(SALT_16_BYTES, 'must be 16 bytes of unpadded url-safe base64'),
  })
  .meta({ id: 'PasswordParams', description: "An account's Argon2id parameters" });

export const hashBase64Schema = z
  .string()
  .regex(HASH_32_BYTES, 'must be 32 bytes of unpadded url-safe base64');

/** What the browser sends instead of a password: `{hash_base64, params}`. */
export const prehashedPasswordSchema = z
  .strictObject({ hash_base64: hashBase64Schema, params: passwordParamsSchema })
  .meta({ id: 'PrehashedPassword', description: 'What the browser sends instead of a password' });

export type PasswordParams = z.infer<typeof passwordParamsSchema>;
export type PrehashedPassword = z.infer<typeof prehashedPasswordSchema>;
