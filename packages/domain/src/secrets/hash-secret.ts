import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Tokens, codes and session ids are ≥ 256-bit random values: a fast hash is enough to store
 * them (nothing to brute-force), and it lets the database find them by hash.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** A new random secret of `bytes` bytes as unpadded url-safe base64 (32 bytes = 256 bits). */
export function createSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function secretsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
