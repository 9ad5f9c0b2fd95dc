import { argon2id } from 'hash-wasm';
import { decodeBase64Url } from './base64';
import type { PasswordParams } from './password-params';
import { encodeUtf8 } from './utf8';

/**
 * Argon2id (hash-wasm) of a password's UTF-8 bytes, without Unicode normalisation: every client
 * must produce the same bytes for the same string. `params` must already be validated.
 */
export async function argon2idOfPassword(
  password: string,
  params: PasswordParams,
): Promise<Uint8Array<ArrayBuffer>> {
  const hash = await argon2id({
    password: encodeUtf8(password),
    salt: decodeBase64Url(params.salt),
    memorySize: params.memory_kib,
    iterations: params.iterations,
    parallelism: params.parallelism,
    hashLength: params.hash_length,
    outputType: 'binary',
  });
  return new Uint8Array(hash);
}
