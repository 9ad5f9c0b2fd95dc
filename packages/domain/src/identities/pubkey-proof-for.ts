import { createHmac } from 'node:crypto';
import { deriveKey } from '../secrets/derive-key';

/** How long a proof challenge may be answered (docs/identities.md). */
export const PUBKEY_PROOF_TTL_SECONDS = 300;

/**
 * The proof that an identity holds the secret key of `publicKey`, valid until `expiresAt`
 * (Unix seconds): `<expiresAt>.<MAC>`. Stateless: the server hands it out only encrypted to
 * that public key, so only the key's holder can send it back.
 */
export function pubkeyProofFor(identityId: string, publicKey: string, expiresAt: number): string {
  const mac = createHmac('sha256', deriveKey('pubkey-proof'))
    .update(`${identityId}|${publicKey}|${expiresAt}`)
    .digest('base64url');
  return `${expiresAt}.${mac}`;
}
