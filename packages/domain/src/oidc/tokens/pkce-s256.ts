import { createHash } from 'node:crypto';

/** The S256 code challenge of a PKCE verifier (RFC 7636 §4.2). */
export function pkceS256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
