import { decodeBase64Url } from './base64';
import { CryptoError } from './errors';
import {
  createPasswordParams,
  parsePasswordParams,
  PASSWORD_SALT_BYTES,
  type PasswordParams,
} from './password-params';

// The Argon2id parameters of a password unlocker (docs/key-model.md): the shape, defaults and
// floors of the sign-in prehash's parameters, with a salt of the unlocker's own. A fresh random
// salt is what keeps the KEK apart from the prehash the server receives at sign-in: with the
// same password and parameters, the same salt would hand the server the KEK.

// The output is the AES-256 key itself, and the salt is always made here, so both are exact.
const KEK_BYTES = 32;

/** Parameters for a new password unlocker: the defaults and a fresh random 16-byte salt. */
export function createUnlockerPasswordParams(): PasswordParams {
  return createPasswordParams();
}

/**
 * Validates a password unlocker's parameters as received from the server: the prehash's rules
 * (nothing below the defaults), plus a 32-byte output and a 16-byte salt.
 */
export function parseUnlockerPasswordParams(value: unknown): PasswordParams {
  const params = parsePasswordParams(value);
  if (params.hash_length !== KEK_BYTES) {
    throw new CryptoError(
      'INVALID_PASSWORD_PARAMS',
      `Password params: an unlocker's hash_length must be ${KEK_BYTES}`,
    );
  }
  if (decodeBase64Url(params.salt).byteLength !== PASSWORD_SALT_BYTES) {
    throw new CryptoError(
      'INVALID_PASSWORD_PARAMS',
      `Password params: an unlocker's salt must be ${PASSWORD_SALT_BYTES} bytes`,
    );
  }
  return params;
}
