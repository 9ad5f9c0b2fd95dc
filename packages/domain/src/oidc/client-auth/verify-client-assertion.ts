import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import { getEnv } from '@coffer/env';
import { findClientCached } from '../clients/find-client-cached';
import type { Client } from '../clients/client-select';
import {
  CLIENT_ASSERTION_ALGORITHMS,
  CLIENT_ASSERTION_MAX_TTL_SECONDS,
  CLIENT_ASSERTION_TYPE,
  CLOCK_SKEW_SECONDS,
} from '../oidc-constants';
import { OAuthError } from '../oauth-error';

export type ClientAuthenticationParams = {
  client_id?: string;
  client_assertion_type?: string;
  client_assertion?: string;
  /** Set when the client authenticated over HTTP too (Basic…): refused, one method only. */
  httpAuthentication?: boolean;
  /** Set when the client sent client_secret (refused likewise). */
  client_secret?: string;
};

/** A client assertion that passed every check but the replay check of its jti. */
export type VerifiedClientAssertion = { client: Client; jti: string; expiresAt: Date };

/**
 * private_key_jwt (RFC 7523 §3, OIDC Core §9), the only client authentication accepted,
 * short of its replay check: iss = sub = client_id, aud = the issuer or the endpoint URL,
 * exp at most 5 minutes ahead, a jti, signed by a key of the client's registered set with
 * an asymmetric algorithm. The caller must record the jti before acting for the client:
 * authenticateClient does it alone, the code exchange within its own statement.
 */
export async function verifyClientAssertion(
  params: ClientAuthenticationParams,
  endpointUrl: string,
): Promise<VerifiedClientAssertion> {
  if (params.httpAuthentication || params.client_secret !== undefined) {
    throw invalidClient('only private_key_jwt client authentication is accepted');
  }
  if (params.client_assertion_type !== CLIENT_ASSERTION_TYPE || !params.client_assertion) {
    throw invalidClient('client_assertion (private_key_jwt) is required');
  }
  const assertion = params.client_assertion;
  let clientId: string | undefined;
  let algorithm: string | undefined;
  try {
    clientId = decodeJwt(assertion).iss;
    algorithm = decodeProtectedHeader(assertion).alg;
  } catch {
    throw invalidClient('client_assertion is not a JWT');
  }
  if (!clientId || (params.client_id !== undefined && params.client_id !== clientId)) {
    throw invalidClient('client_assertion iss must be the client_id');
  }
  if (!CLIENT_ASSERTION_ALGORITHMS.some((allowed) => allowed === algorithm)) {
    throw invalidClient(
      `client_assertion alg must be one of ${CLIENT_ASSERTION_ALGORITHMS.join(', ')}`,
    );
  }
  const client = await findClientCached({ clientId });
  if (!client || (!client.jwks && !client.jwksUri)) throw invalidClient('unknown client');

  const { appOrigin } = getEnv();
  let payload;
  try {
    ({ payload } = await jwtVerify(assertion, keySetOf(client), {
      issuer: client.id,
      subject: client.id,
      audience: [appOrigin, endpointUrl],
      algorithms: [...CLIENT_ASSERTION_ALGORITHMS],
      requiredClaims: ['exp', 'jti'],
      clockTolerance: CLOCK_SKEW_SECONDS,
    }));
  } catch (error) {
    throw invalidClient(describeVerificationError(error));
  }
  // FAPI 2.0 §5.3.2.1: the issuer alone as aud, closing audience injection; no RS256.
  if (client.fapi && (payload.aud !== appOrigin || algorithm === 'RS256')) {
    throw invalidClient('a FAPI 2.0 client’s assertion has aud the issuer alone, not RS256');
  }
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = payload.exp ?? 0;
  if (expiresAt > now + CLIENT_ASSERTION_MAX_TTL_SECONDS + CLOCK_SKEW_SECONDS) {
    throw invalidClient('client_assertion exp is more than 5 minutes ahead');
  }
  return { client, jti: String(payload.jti), expiresAt: new Date(expiresAt * 1000) };
}

type KeySet = ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet>;

// One key set per registered set (jose caches imported keys inside it): a remote set is
// fetched and refreshed by jose, a local one is not re-imported for every assertion.
const keySets = new WeakMap<Client, KeySet>();

function keySetOf(client: Client): KeySet {
  let keySet = keySets.get(client);
  if (!keySet) {
    keySet = client.jwksUri
      ? createRemoteJWKSet(new URL(client.jwksUri))
      : // Validated at registration as a JWK set of public keys.
        createLocalJWKSet(client.jwks as unknown as JSONWebKeySet);
    keySets.set(client, keySet);
  }
  return keySet;
}

function describeVerificationError(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'client_assertion has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    return `client_assertion ${error.claim} claim is invalid`;
  }
  if (error instanceof errors.JWKSNoMatchingKey) return 'client_assertion key is not registered';
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return 'client_assertion signature is invalid';
  }
  return 'client_assertion is invalid';
}

function invalidClient(description: string): OAuthError {
  return new OAuthError('invalid_client', description);
}
