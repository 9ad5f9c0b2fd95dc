import { describe, expect, it } from 'vitest';
import { CryptoError, isCryptoError } from './errors';
import { decodeBase64Url } from './base64';

describe('CryptoError', () => {
  it('carries a stable code and the cause, and is recognised by isCryptoError', () => {
    const cause = new Error('underlying');
    const error = new CryptoError('DECRYPTION_FAILED', 'message', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CryptoError');
    expect(error.code).toBe('DECRYPTION_FAILED');
    expect(error.cause).toBe(cause);
    expect(isCryptoError(error)).toBe(true);
    expect(isCryptoError(error, 'DECRYPTION_FAILED')).toBe(true);
    expect(isCryptoError(error, 'INVALID_BASE64')).toBe(false);
    expect(isCryptoError(cause)).toBe(false);
  });

  it('is what the helpers throw', () => {
    let thrown: unknown;
    try {
      decodeBase64Url('@');
    } catch (error) {
      thrown = error;
    }
    expect(isCryptoError(thrown, 'INVALID_BASE64')).toBe(true);
  });
});
