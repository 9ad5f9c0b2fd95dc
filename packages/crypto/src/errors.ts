/**
 * Stable error codes. Callers (UI, API, scripts) branch on `code`, never on `message`,
 * so codes are part of the public contract: add new ones, do not rename.
 */
export const CRYPTO_ERROR_CODES = [
  'WEBCRYPTO_UNAVAILABLE',
  'INVALID_BASE64',
  'INVALID_UTF8',
  'INVALID_JSON',
  'INVALID_PUBLIC_KEY',
  'INVALID_SECRET_KEY',
  'KEY_ALGORITHM_MISMATCH',
  'KEY_PAIR_MISMATCH',
  'INVALID_CRYPTOGRAM',
  'DECRYPTION_FAILED',
  'INVALID_KEY_SHARE',
  'KEY_SHARE_LENGTH_MISMATCH',
  'INVALID_INVITATION_LINK',
  'INVALID_FILE_KEY',
  'INVALID_FILE_DECRYPTION_INFO',
  'INVALID_STREAM_CHUNK',
  'FILE_TOO_LARGE',
  'FILE_TRUNCATED',
  'FILE_TRAILING_DATA',
  'FILE_CHUNK_AUTHENTICATION_FAILED',
  'INVALID_PASSWORD_PARAMS',
  'INVALID_ROOT_KEY',
  'INVALID_KEK',
  'INVALID_UNLOCKER',
  'INVALID_CREDENTIAL_ID',
  'INVALID_PRF_OUTPUT',
  'INVALID_RECOVERY_KEY',
  'INVALID_ENTRY',
  'INVALID_PROVISION_LINK',
] as const;

export type CryptoErrorCode = (typeof CRYPTO_ERROR_CODES)[number];

export class CryptoError extends Error {
  override readonly name = 'CryptoError';
  readonly code: CryptoErrorCode;

  constructor(code: CryptoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isCryptoError(error: unknown, code?: CryptoErrorCode): error is CryptoError {
  return error instanceof CryptoError && (code === undefined || error.code === code);
}
