import { AppError } from '../errors/app-error';
import { secretsEqual } from '../secrets/hash-secret';
import { pubkeyProofFor } from './pubkey-proof-for';

/**
 * Setting an identified public key needs the proof of getPubkeyChallenge for that very key
 * and identity, before it expires: 400 `required` without it, 403 `expired` or `invalid`.
 */
export function assertPubkeyProof(options: {
  identityId: string;
  publicKey: string;
  proof: string | undefined;
  field: string;
}): void {
  const refuse = (code: 'bad_request' | 'forbidden', reason: string, desc: string) =>
    new AppError(code, { origin: 'body', desc, details: { [options.field]: reason } });
  if (options.proof === undefined) {
    throw refuse(
      'bad_request',
      'required',
      'an identified public key needs the proof from GET /identities/{id}/pubkey-challenge',
    );
  }
  const expiresAt = Number(options.proof.split('.')[0]);
  if (!Number.isSafeInteger(expiresAt)) throw refuse('forbidden', 'invalid', 'malformed proof');
  const expected = pubkeyProofFor(options.identityId, options.publicKey, expiresAt);
  if (!secretsEqual(expected, options.proof)) {
    throw refuse('forbidden', 'invalid', 'this proof is not for this key and identity');
  }
  if (expiresAt * 1000 <= Date.now()) {
    throw refuse('forbidden', 'expired', 'this proof has expired: ask for a new challenge');
  }
}
