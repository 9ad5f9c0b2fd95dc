import { createHmac } from 'node:crypto';
import { deriveKey } from '../secrets/derive-key';

export type KeyedHashPurpose = 'emailed-code' | 'recovery-code' | 'account-link-code';

/**
 * HMAC-SHA256 under a key derived from COFFER_SECRET for this purpose. A 6-digit code under a
 * plain hash would fall to a million tries on a database dump; keyed, the dump alone reveals
 * nothing. Stored codes are found by this hash, so the database compares digests, never the
 * codes themselves.
 */
export function keyedHash(purpose: KeyedHashPurpose, value: string): string {
  return createHmac('sha256', deriveKey(purpose)).update(value).digest('base64url');
}
