import { argon2id } from 'hash-wasm';
import { decodeBase64Url, encodeBase64Url } from './base64';
import { parsePasswordParams, type PasswordParams } from './password-params';
import { encodeUtf8 } from './utf8';

export interface PasswordPrehash {
  /** Unpadded url-safe base64 of the Argon2id output. */
  hash_base64: string;
  params: PasswordParams;
}

/**
 * Argon2id over the password in the browser, so the server receives a slow hash instead of
 * the password and only has to run a cheap hash of it ("server relief"). The password is
 * hashed as its UTF-8 bytes without Unicode normalisation: every client must produce the same
 * bytes for the same string.
 */
export async function prehashPassword(
  password: string,
  params: PasswordParams,
): Promise<PasswordPrehash> {
  const checked = parsePasswordParams(params);
  const hash = await argon2id({
    password: encodeUtf8(password),
    salt: decodeBase64Url(checked.salt),
    memorySize: checked.memory_kib,
    iterations: checked.iterations,
    parallelism: checked.parallelism,
    hashLength: checked.hash_length,
    outputType: 'binary',
  });
  return { hash_base64: encodeBase64Url(hash), params: checked };
}
