import { createHash } from 'node:crypto';
import { getDb } from '@coffer/db';
import { hashSecret, secretsEqual } from '../../secrets/hash-secret';
import type { Client } from '../clients/client-select';
import { OAuthError } from '../oauth-error';
import { issueAccessToken } from './issue-access-token';
import { mintIdToken } from './mint-id-token';
import type { TokenResponse } from './token-response';

const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * grant_type=authorization_code. The code is spent atomically; a second use is treated as a
 * stolen code (RFC 6749 §4.1.2): it fails and revokes every token issued from it.
 */
export async function exchangeAuthorizationCode(options: {
  client: Client;
  code: string | undefined;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
}): Promise<TokenResponse> {
  const { client } = options;
  if (!client.grantTypes.includes('authorization_code')) {
    throw new OAuthError('unauthorized_client', 'this client may not use authorization_code');
  }
  if (!options.code) throw new OAuthError('invalid_request', 'code is required');
  const db = getDb();
  const row = await db.authorizationCode.findUnique({
    where: { codeHash: hashSecret(options.code) },
    include: { identity: { select: { accountId: true } } },
  });
  if (!row || row.clientId !== client.id) throw invalidGrant('the code is invalid');

  const spent = await db.authorizationCode.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (spent.count === 0) {
    await db.accessToken.updateMany({
      where: { authorizationCodeId: row.id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    throw invalidGrant('the code was already used; the tokens issued from it are revoked');
  }
  if (row.expiresAt <= new Date()) throw invalidGrant('the code has expired');
  if (options.redirectUri !== row.redirectUri) {
    throw invalidGrant('redirect_uri does not match the authorization request');
  }
  checkPkce(row.codeChallenge, options.codeVerifier);

  const accessToken = await issueAccessToken({
    clientId: client.id,
    identityId: row.identityId,
    organizationId: null,
    sessionId: row.sessionId,
    authorizationCodeId: row.id,
    scopes: row.scopes,
    acr: row.acr,
    amr: row.amr,
  });
  const idToken = await mintIdToken({
    clientId: client.id,
    isOwnClient: client.isOwn,
    identityId: row.identityId,
    accountId: row.identity.accountId,
    nonce: row.nonce,
    acr: row.acr,
    amr: row.amr,
    scopes: row.scopes,
    authTime: row.authTime,
  });
  return {
    access_token: accessToken.token,
    token_type: 'Bearer',
    expires_in: accessToken.expiresIn,
    scope: row.scopes.join(' '),
    id_token: idToken,
  };
}

function checkPkce(challenge: string | null, verifier: string | undefined): void {
  if (challenge === null) {
    if (verifier !== undefined) throw invalidGrant('code_verifier without a code_challenge');
    return;
  }
  if (verifier === undefined) throw invalidGrant('code_verifier is required');
  if (!PKCE_VERIFIER.test(verifier)) throw invalidGrant('code_verifier is malformed');
  const computed = createHash('sha256').update(verifier).digest('base64url');
  if (!secretsEqual(computed, challenge)) throw invalidGrant('code_verifier does not match');
}

function invalidGrant(description: string): OAuthError {
  return new OAuthError('invalid_grant', description);
}
