import { getDb } from '@coffer/db';
import type { LimitInStatement } from '../../rate-limit/limit-in-statement';
import { hashSecret, secretsEqual } from '../../secrets/hash-secret';
import { replayedAssertion } from '../client-auth/remember-client-assertion';
import type { VerifiedClientAssertion } from '../client-auth/verify-client-assertion';
import { OAuthError } from '../oauth-error';
import { ACCESS_TOKEN_TTL_SECONDS } from '../oidc-constants';
import { newAccessToken } from './new-access-token';
import { mintIdToken } from './mint-id-token';
import { spendCodeForToken } from './spend-code-for-token';
import type { TokenResponse } from './token-response';
import { pkceS256 } from './pkce-s256';

const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * grant_type=authorization_code, with a client assertion verified but not yet recorded: its
 * jti is recorded, and the request counted against its client's limit, by the same
 * statement that spends the code (spendCodeForToken); a request refused before that
 * statement acts on nothing and records nothing (the caller counts it). A second use of a code
 * is treated as a stolen code (RFC 6749 §4.1.2): it fails and revokes every token issued
 * from it.
 */
export async function exchangeAuthorizationCode(options: {
  assertion: VerifiedClientAssertion;
  /** Counted by the exchange's statement; null for the own client's in-process exchange. */
  limit: LimitInStatement | null;
  code: string | undefined;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
  /** The thumbprint of the key of the request's DPoP proof, checked: the token is bound to it. */
  dpopJkt?: string | null;
}): Promise<TokenResponse> {
  const { assertion, codeVerifier } = options;
  const dpopJkt = options.dpopJkt ?? null;
  const { client } = assertion;
  if (!client.grantTypes.includes('authorization_code')) {
    throw new OAuthError('unauthorized_client', 'this client may not use authorization_code');
  }
  if (!options.code) throw new OAuthError('invalid_request', 'code is required');
  if ((client.dpopBoundAccessTokens || client.fapi) && dpopJkt === null) {
    throw new OAuthError('invalid_dpop_proof', 'this client’s tokens are DPoP-bound: send a proof');
  }
  const codeHash = hashSecret(options.code);
  const accessToken = newAccessToken();
  const now = new Date();
  const row = await spendCodeForToken({
    assertion,
    limit: options.limit,
    codeHash,
    redirectUri: options.redirectUri,
    presentedChallenge:
      codeVerifier !== undefined && PKCE_VERIFIER.test(codeVerifier)
        ? pkceS256(codeVerifier)
        : null,
    verifierPresented: codeVerifier !== undefined,
    accessToken,
    dpopJkt,
    now,
  });
  if (!row.assertionFresh) throw replayedAssertion();
  if (row.id === null) {
    await revokeTokensOfSpentCode(codeHash, client.id);
    throw invalidGrant('the code is invalid or was already used');
  }
  // The statement stored the token only if these hold; the answer names the first that fails.
  if (row.expiresAt <= now) throw invalidGrant('the code has expired');
  if (options.redirectUri !== row.redirectUri) {
    throw invalidGrant('redirect_uri does not match the authorization request');
  }
  checkPkce(row.codeChallenge, codeVerifier);
  if (row.dpopJkt !== null && row.dpopJkt !== dpopJkt) {
    throw invalidGrant('the code is bound to another DPoP key (dpop_jkt)');
  }
  if (row.accessTokenId === null) throw new Error('the code was valid but no token was stored');

  const idToken = await mintIdToken({
    clientId: client.id,
    alg: client.idTokenSignedResponseAlg,
    isOwnClient: client.isOwn,
    identityId: row.identityId,
    // Only the own client's ID token carries the account (aid).
    accountId: client.isOwn ? row.accountId : null,
    nonce: row.nonce,
    acr: row.acr,
    amr: row.amr,
    scopes: row.scopes,
    authTime: row.authTime,
    sessionId: row.sessionId,
  });
  return {
    access_token: accessToken.token,
    token_type: dpopJkt === null ? 'Bearer' : 'DPoP',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    scope: row.scopes.join(' '),
    id_token: idToken,
  };
}

/**
 * A code presented again (RFC 6749 §4.1.2) may have been stolen: every token issued from it
 * is revoked. Only for this client's own codes, so nobody can revoke another client's.
 */
async function revokeTokensOfSpentCode(codeHash: string, clientId: string): Promise<void> {
  const spent = await getDb().authorizationCode.findUnique({
    where: { codeHash },
    select: { id: true, clientId: true, usedAt: true },
  });
  if (!spent?.usedAt || spent.clientId !== clientId) return;
  await getDb().accessToken.updateMany({
    where: { authorizationCodeId: spent.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

function checkPkce(challenge: string | null, verifier: string | undefined): void {
  if (challenge === null) {
    if (verifier !== undefined) throw invalidGrant('code_verifier without a code_challenge');
    return;
  }
  if (verifier === undefined) throw invalidGrant('code_verifier is required');
  if (!PKCE_VERIFIER.test(verifier)) throw invalidGrant('code_verifier is malformed');
  if (!secretsEqual(pkceS256(verifier), challenge))
    throw invalidGrant('code_verifier does not match');
}

/** The S256 code challenge of a verifier (RFC 7636 §4.2). */
function invalidGrant(description: string): OAuthError {
  return new OAuthError('invalid_grant', description);
}
