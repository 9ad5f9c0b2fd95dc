import { createHmac } from 'node:crypto';
import { deriveKey } from '../../secrets/derive-key';
import { secretsEqual } from '../../secrets/hash-secret';

/** A server nonce changes this often; the one before it is still accepted. */
const NONCE_PERIOD_SECONDS = 300;

/**
 * DPoP server nonces (RFC 9449 §8) without storage: an HMAC of the current 5-minute period
 * under a key derived from COFFER_SECRET, so every process makes and accepts the same ones.
 * A proof signed with the nonce of this period or the one before is fresh: it was made at
 * most 10 minutes ago, whatever its iat says.
 */
export function currentDpopNonce(now = Date.now()): string {
  return nonceOf(Math.floor(now / 1000 / NONCE_PERIOD_SECONDS));
}

export function isFreshDpopNonce(nonce: string, now = Date.now()): boolean {
  const period = Math.floor(now / 1000 / NONCE_PERIOD_SECONDS);
  return secretsEqual(nonce, nonceOf(period)) || secretsEqual(nonce, nonceOf(period - 1));
}

function nonceOf(period: number): string {
  return createHmac('sha256', deriveKey('dpop-nonce')).update(String(period)).digest('base64url');
}
