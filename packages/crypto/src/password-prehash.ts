import { argon2idOfPassword } from './argon2id';
import { encodeBase64Url } from './base64';
import { parsePasswordParams, type PasswordParams } from './password-params';

export interface PasswordPrehash {
  /** Unpadded url-safe base64 of the Argon2id output. */
  hash_base64: string;
  params: PasswordParams;
}

/**
 * Argon2id over the password in the browser, so the server receives a slow hash instead of
 * the password and only has to run a cheap hash of it ("server relief").
 */
export async function prehashPassword(
  password: string,
  params: PasswordParams,
): Promise<PasswordPrehash> {
  const checked = parsePasswordParams(params);
  return {
    hash_base64: encodeBase64Url(await argon2idOfPassword(password, checked)),
    params: checked,
  };
}
