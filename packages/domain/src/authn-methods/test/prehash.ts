import { randomBytes } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';
import type { PasswordParams, PrehashedPassword } from '../password/prehashed-password-schema';

/** Fresh account parameters as @coffer/crypto's createPasswordParams() makes them. */
export function createTestPasswordParams(): PasswordParams {
  return {
    algorithm: 'argon2id',
    memory_kib: 19456,
    iterations: 2,
    parallelism: 1,
    hash_length: 32,
    salt: randomBytes(16).toString('base64url'),
  };
}

/**
 * What the login page sends for `password` (@coffer/crypto's prehashPassword): Argon2id
 * v1.3 over the UTF-8 password with the account's parameters, as unpadded base64url.
 */
export async function prehash(
  password: string,
  params: PasswordParams,
): Promise<PrehashedPassword> {
  const hash = await hashRaw(password, {
    memoryCost: params.memory_kib,
    timeCost: params.iterations,
    parallelism: params.parallelism,
    outputLen: params.hash_length,
    salt: Buffer.from(params.salt, 'base64url'),
  });
  return { hash_base64: hash.toString('base64url'), params };
}
