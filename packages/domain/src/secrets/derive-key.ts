import { hkdfSync } from 'node:crypto';
import { getEnv } from '@coffer/env';

export type KeyPurpose =
  | 'csrf'
  | 'seal'
  | 'own-client-key'
  | 'emailed-code'
  | 'recovery-code'
  | 'account-link-code'
  | 'logout-confirmation'
  | 'session-sid'
  | 'pubkey-proof'
  | 'unsubscribe'
  | 'dpop-nonce';

/**
 * A 32-byte key for one purpose, derived from COFFER_SECRET with HKDF-SHA256, so that one
 * purpose's key never serves another (a CSRF MAC key cannot decrypt sealed secrets).
 */
export function deriveKey(purpose: KeyPurpose): Buffer {
  const { secret } = getEnv();
  // Every cookie request checks a CSRF MAC: derive once per secret and purpose, not each time.
  const cacheKey = `${secret}/${purpose}`;
  let key = derivedKeys.get(cacheKey);
  if (!key) {
    const input = Buffer.from(secret, 'base64url');
    key = Buffer.from(hkdfSync('sha256', input, 'coffer', `coffer/${purpose}/v1`, 32));
    derivedKeys.set(cacheKey, key);
  }
  return key;
}

const derivedKeys = new Map<string, Buffer>();
