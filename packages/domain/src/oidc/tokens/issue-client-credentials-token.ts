import { getEnv } from '@coffer/env';
import type { Client } from '../clients/client-select';
import { OAuthError } from '../oauth-error';
import { issueAccessToken } from './issue-access-token';
import type { TokenResponse } from './token-response';

/**
 * grant_type=client_credentials: an organization's machine token (sub = org, acr 2), valid
 * ORGANIZATION_TOKEN_TTL_SECONDS; the client asks for a new one before it expires.
 */
export async function issueClientCredentialsToken({
  client,
}: {
  client: Client;
}): Promise<TokenResponse> {
  if (!client.grantTypes.includes('client_credentials') || !client.organizationId) {
    throw new OAuthError('unauthorized_client', 'this client may not use client_credentials');
  }
  const accessToken = await issueAccessToken(
    {
      clientId: client.id,
      identityId: null,
      organizationId: client.organizationId,
      sessionId: null,
      authorizationCodeId: null,
      scopes: [],
      acr: 2,
      amr: [],
    },
    { ttlSeconds: getEnv().organizationTokenTtlSeconds },
  );
  return {
    access_token: accessToken.token,
    token_type: 'Bearer',
    expires_in: accessToken.expiresIn,
    scope: '',
  };
}
