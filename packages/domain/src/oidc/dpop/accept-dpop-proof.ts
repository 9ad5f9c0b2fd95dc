import { createHash } from 'node:crypto';
import {
  calculateJwkThumbprint,
  decodeProtectedHeader,
  EmbeddedJWK,
  errors,
  jwtVerify,
  type JWK,
} from 'jose';
import { getDb, queryNamed } from '@coffer/db';
import { OAuthError } from '../oauth-error';
import { CLOCK_SKEW_SECONDS, DPOP_ALGORITHMS, DPOP_PROOF_MAX_AGE_SECONDS } from '../oidc-constants';
import { currentDpopNonce, isFreshDpopNonce } from './dpop-nonce';

// Spent proofs are forgotten now and then, once too old to be accepted anyway.
const PRUNE_PROBABILITY = 0.01;
const MAX_JTI_LENGTH = 256;

// The insert is the replay check: no row back means this key used this jti before.
const RECORD_PROOF_SQL = `
  INSERT INTO "UsedDpopProof" ("jkt", "jti", "expiresAt")
  VALUES ($1::text, $2::text, $3::timestamptz)
  ON CONFLICT ("jkt", "jti") DO NOTHING
  RETURNING 1`;

/**
 * The DPoP proof of a request (RFC 9449 §4.3), checked and spent: one `DPoP` header, a JWT of
 * `typ` dpop+jwt signed with one of DPOP_ALGORITHMS by the public key in its own `jwk`, for
 * this method and this URL (`htm`, `htu` without query or fragment), issued within the last
 * minute (`iat`, with the clock skew), carrying a fresh server nonce, and for a resource
 * request the hash of the access token it comes with (`ath`). Its `jti` is recorded in
 * PostgreSQL, so a replay is refused by every process. Answers the key's thumbprint (`jkt`),
 * which a token is bound to. A missing or stale nonce is `use_dpop_nonce` with the nonce to
 * use in `DPoP-Nonce`; every other defect is `invalid_dpop_proof`.
 */
export async function acceptDpopProof(options: {
  /** The DPoP header's value (null without one). */
  proof: string | null;
  method: string;
  /** The endpoint's URL as the issuer serves it. */
  url: string;
  /** At a protected resource: the access token the proof must name in `ath`. */
  accessToken?: string;
}): Promise<{ jkt: string }> {
  const { proof } = options;
  if (!proof) throw invalidProof('a DPoP proof is required');
  // Headers join repeated fields with commas, which a JWT never contains.
  if (proof.includes(',')) throw invalidProof('send one DPoP header');
  let header;
  let payload;
  try {
    ({ payload, protectedHeader: header } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: [...DPOP_ALGORITHMS],
      requiredClaims: ['iat', 'jti', 'htm', 'htu'],
      // iat is checked below, against the proof's own window.
      clockTolerance: CLOCK_SKEW_SECONDS,
    }));
  } catch (error) {
    throw invalidProof(describeVerificationError(error, proof));
  }
  const { htm, htu, jti, iat, ath, nonce } = payload;
  if (htm !== options.method) throw invalidProof(`htm must be ${options.method}`);
  if (typeof htu !== 'string' || withoutQuery(htu) !== options.url) {
    throw invalidProof(`htu must be ${options.url}`);
  }
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI_LENGTH) {
    throw invalidProof(`jti must be a string of 1 to ${MAX_JTI_LENGTH} characters`);
  }
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = iat ?? 0;
  if (
    issuedAt > now + CLOCK_SKEW_SECONDS ||
    issuedAt < now - DPOP_PROOF_MAX_AGE_SECONDS - CLOCK_SKEW_SECONDS
  ) {
    throw invalidProof('iat is not within the last minute');
  }
  if (options.accessToken !== undefined) {
    const expected = createHash('sha256').update(options.accessToken).digest('base64url');
    if (ath !== expected) throw invalidProof('ath must be the SHA-256 of the access token');
  }
  if (typeof nonce !== 'string' || !isFreshDpopNonce(nonce)) {
    throw new OAuthError('use_dpop_nonce', 'use the DPoP-Nonce of this answer in the proof', {
      headers: { 'dpop-nonce': currentDpopNonce() },
    });
  }
  const jkt = await calculateJwkThumbprint(header.jwk as JWK, 'sha256');
  // Kept as long as the proof could be accepted: its iat window.
  const expiresAt = new Date(
    (issuedAt + DPOP_PROOF_MAX_AGE_SECONDS + 2 * CLOCK_SKEW_SECONDS) * 1000,
  );
  const rows = await queryNamed({ name: 'record-dpop-proof', text: RECORD_PROOF_SQL }, [
    jkt,
    jti,
    expiresAt,
  ]);
  if (rows.length === 0) throw invalidProof('this DPoP proof was used before (jti)');
  if (Math.random() < PRUNE_PROBABILITY) {
    await getDb().usedDpopProof.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  }
  return { jkt };
}

/** htu is compared without its query and fragment (RFC 9449 §4.3, check 9). */
function withoutQuery(htu: string): string | null {
  try {
    const url = new URL(htu);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

function describeVerificationError(error: unknown, proof: string): string {
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return `alg must be one of ${DPOP_ALGORITHMS.join(', ')}`;
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === 'typ' ? 'typ must be dpop+jwt' : `the ${error.claim} claim is invalid`;
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'the signature is invalid';
  try {
    if (!decodeProtectedHeader(proof).jwk) return 'the header must carry the public jwk';
  } catch {
    return 'the DPoP proof is not a JWT';
  }
  return error instanceof errors.JWSInvalid ? error.message : 'the DPoP proof is invalid';
}

function invalidProof(description: string): OAuthError {
  return new OAuthError('invalid_dpop_proof', description);
}
