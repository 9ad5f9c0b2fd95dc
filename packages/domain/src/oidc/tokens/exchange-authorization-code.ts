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
  const codeHash = hashSecret(options.code);
  // Spend the code and read it in one statement: the single-use check cannot race, and
  // another client presenting it neither spends it nor learns anything.
  const [row] = await db.$queryRaw<SpentCode[]>`
    UPDATE "AuthorizationCode" SET "usedAt" = now()
    WHERE "codeHash" = ${codeHash} AND "usedAt" IS NULL AND "clientId" = ${client.id}
    RETURNING "id", "clientId", "identityId", "sessionId", "redirectUri", "scopes", "nonce",
              "codeChallenge", "acr", "amr", "authTime", "expiresAt"`;
  if (!row) {
    await revokeTokensOfSpentCode(codeHash, client.id);
    throw invalidGrant('the code is invalid or was already used');
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
  // Only the own client's ID token carries the account (aid).
  const accountId = client.isOwn
    ? ((
        await db.identity.findUnique({ where: { id: row.identityId }, select: { accountId: true } })
      )?.accountId ?? null)
    : null;
  const idToken = await mintIdToken({
    clientId: client.id,
    isOwnClient: client.isOwn,
    identityId: row.identityId,
    accountId,
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

type SpentCode = {
  id: string;
  clientId: string;
  identityId: string;
  sessionId: string | null;
  redirectUri: string;
  scopes: string[];
  nonce: string | null;
  codeChallenge: string | null;
  acr: number;
  amr: string[];
  authTime: Date;
  expiresAt: Date;
};

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
  const computed = createHash('sha256').update(verifier).digest('base64url');
  if (!secretsEqual(computed, challenge)) throw invalidGrant('code_verifier does not match');
}

function invalidGrant(description: string): OAuthError {
  return new OAuthError('invalid_grant', description);
}
