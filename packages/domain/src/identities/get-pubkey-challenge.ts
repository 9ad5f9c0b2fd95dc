import { encryptTextToBox, parseBoxPublicKey } from '@coffer/crypto';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { PUBKEY_PROOF_TTL_SECONDS, pubkeyProofFor } from './pubkey-proof-for';

export type PubkeyChallenge = { encrypted_challenge: string; expires_at: string };

/**
 * GET /identities/<id>/pubkey-challenge: the proof for a public key, encrypted to it with
 * its own algorithm (docs/crypto.md). Decrypting it and sending it back with the key
 * (`pubkey_proof`) shows the identity holds the secret key.
 */
export async function getPubkeyChallenge(options: {
  caller: Caller;
  identityId: string;
  publicKey: string;
}): Promise<PubkeyChallenge> {
  assertSelf(options.caller, options.identityId);
  const expiresAt = Math.floor(Date.now() / 1000) + PUBKEY_PROOF_TTL_SECONDS;
  const proof = pubkeyProofFor(options.identityId, options.publicKey, expiresAt);
  return {
    encrypted_challenge: await encryptTextToBox(parseBoxPublicKey(options.publicKey), proof),
    expires_at: new Date(expiresAt * 1000).toISOString(),
  };
}
