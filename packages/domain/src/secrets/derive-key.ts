import { hkdfSync } from 'node:crypto';
import { getEnv } from '@coffer/env';

export type KeyPurpose = 'csrf' | 'seal' | 'own-client-key' | 'emailed-code' | 'recovery-code';

/**
 * A 32-byte key for one purpose, derived from COFFER_SECRET with HKDF-SHA256, so that one
 * purpose's key never serves another (a CSRF MAC key cannot decrypt sealed secrets).
 */
export function deriveKey(purpose: KeyPurpose): Buffer {
  const secret = Buffer.from(getEnv().secret, 'base64url');
  return Buffer.from(hkdfSync('sha256', secret, 'coffer', `coffer/${purpose}/v1`, 32));
}
