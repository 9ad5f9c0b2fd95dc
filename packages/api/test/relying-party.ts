/**
 * A real relying party: its own ES256 key registered as a JWK set, and openid-client v6
 * configured with private_key_jwt against the test server.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import * as oidc from 'openid-client';
import { createClient } from '@coffer/domain/oidc';

export type RelyingParty = {
  clientId: string;
  redirectUri: string;
  privateKey: CryptoKey;
  kid: string;
  config: oidc.Configuration;
};

export async function createRelyingParty(
  origin: string,
  options: {
    grantTypes?: ('authorization_code' | 'client_credentials')[];
    organizationId?: string;
    name?: string;
  } = {},
): Promise<RelyingParty> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const redirectUri = 'http://127.0.0.1:9/callback';
  const client = await createClient({
    name: options.name ?? 'Test RP',
    redirectUris: options.grantTypes?.includes('authorization_code') === false ? [] : [redirectUri],
    postLogoutRedirectUris: ['http://127.0.0.1:9/signed-out'],
    jwks: {
      keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }],
    },
    grantTypes: options.grantTypes ?? ['authorization_code'],
    organizationId: options.organizationId,
  });
  const config = await oidc.discovery(
    new URL(origin),
    client.id,
    { redirect_uris: [redirectUri] },
    oidc.PrivateKeyJwt({ key: privateKey, kid }),
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http on loopback, tests only
    { execute: [oidc.allowInsecureRequests] },
  );
  return { clientId: client.id, redirectUri, privateKey, kid, config };
}
