import { randomBytes } from 'node:crypto';
import { mapConcurrently } from './concurrency';
import { issueAuthorizationCode } from '@coffer/domain/oidc';
import { RELYING_PARTY_REDIRECT_URI } from '@coffer/api/test-relying-party';

// As many inserts in flight as the bench process's database pool has connections.
const MINT_CONCURRENCY = 10;

/**
 * Codes as /oauth2/auth issues them after a login at acr 1: no PKCE challenge, hence a
 * nonce (docs/oidc.md). They live 60 s: mint them right before the measurement.
 */
export function mintCofferCodes(options: {
  clientId: string;
  identityId: string;
  count: number;
}): Promise<string[]> {
  return mapConcurrently(options.count, MINT_CONCURRENCY, () =>
    issueAuthorizationCode({
      clientId: options.clientId,
      identityId: options.identityId,
      sessionId: null,
      redirectUri: RELYING_PARTY_REDIRECT_URI,
      scopes: ['openid'],
      nonce: randomBytes(16).toString('base64url'),
      codeChallenge: null,
      acr: 1,
      amr: ['identity:emailed_code'],
      authTime: new Date(),
    }),
  );
}
