import { encodeBase64Url } from './base64';
import { CryptoError } from './errors';
import { randomBytes } from './random';
import { expectBase64UrlBytes, expectExactObject } from './wire-validation';

/**
 * Argon2id parameters of one account, chosen at account creation and stored by the server.
 * snake_case because the object travels as JSON. Parameters are per account so they can be
 * raised later; values below the defaults are refused so a server cannot downgrade them.
 */
export interface PasswordParams {
  algorithm: 'argon2id';
  memory_kib: number;
  iterations: number;
  parallelism: number;
  /** Output length in bytes. */
  hash_length: number;
  /** Unpadded url-safe base64. */
  salt: string;
}

export const DEFAULT_PASSWORD_PARAMS = {
  algorithm: 'argon2id',
  memory_kib: 19456,
  iterations: 2,
  parallelism: 1,
  hash_length: 32,
} as const;

export const PASSWORD_SALT_BYTES = 16;
// RFC 9106 allows salts from 8 bytes; fresh params always get PASSWORD_SALT_BYTES.
const MIN_SALT_BYTES = 8;
// Argon2 allows up to 2^32-1; beyond 64 bytes a longer hash adds nothing for this use.
const MAX_HASH_LENGTH = 64;
// hash-wasm runs in 32-bit WebAssembly memory: 4 GiB at most.
const MAX_MEMORY_KIB = 4 * 1024 * 1024 - 1;
const MAX_PARALLELISM = 255;
const FIELDS = [
  'algorithm',
  'memory_kib',
  'iterations',
  'parallelism',
  'hash_length',
  'salt',
] as const;

/** Fresh parameters for a new account: the defaults with a random 16-byte salt. */
export function createPasswordParams(): PasswordParams {
  return { ...DEFAULT_PASSWORD_PARAMS, salt: encodeBase64Url(randomBytes(PASSWORD_SALT_BYTES)) };
}

/** Validates parameters received as JSON (e.g. from the server before a login). */
export function parsePasswordParams(value: unknown): PasswordParams {
  const params = expectExactObject(value, FIELDS, 'INVALID_PASSWORD_PARAMS', 'Password params');
  if (params.algorithm !== 'argon2id') throw invalid('algorithm must be argon2id');
  const memoryKib = integerInRange(
    params.memory_kib,
    'memory_kib',
    DEFAULT_PASSWORD_PARAMS.memory_kib,
    MAX_MEMORY_KIB,
  );
  const iterations = integerInRange(
    params.iterations,
    'iterations',
    DEFAULT_PASSWORD_PARAMS.iterations,
    2 ** 32 - 1,
  );
  const parallelism = integerInRange(params.parallelism, 'parallelism', 1, MAX_PARALLELISM);
  const hashLength = integerInRange(
    params.hash_length,
    'hash_length',
    DEFAULT_PASSWORD_PARAMS.hash_length,
    MAX_HASH_LENGTH,
  );
  // Argon2 needs at least 8 KiB of memory per lane.
  if (memoryKib < 8 * parallelism) throw invalid('memory_kib must be at least 8 × parallelism');
  const salt = expectBase64UrlBytes(params.salt, 'INVALID_PASSWORD_PARAMS', 'salt');
  if (salt.byteLength < MIN_SALT_BYTES)
    throw invalid(`salt must be at least ${MIN_SALT_BYTES} bytes`);
  return {
    algorithm: 'argon2id',
    memory_kib: memoryKib,
    iterations,
    parallelism,
    hash_length: hashLength,
    salt: params.salt as string,
  };
}

function integerInRange(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function invalid(message: string): CryptoError {
  return new CryptoError('INVALID_PASSWORD_PARAMS', `Password params: ${message}`);
}
