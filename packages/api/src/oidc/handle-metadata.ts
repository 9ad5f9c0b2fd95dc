import { discoveryDocument, listPublishedKeys } from '@coffer/domain/oidc';
import { WholeResponse } from '../http/whole-response';

/**
 * /.well-known/openid-configuration, and /.well-known/oauth-authorization-server (RFC 8414):
 * one document, since RFC 8414 §7.1.2 registers OpenID Discovery's fields as its own and the
 * issuer has no path (docs/oidc.md#endpoints).
 */
export function handleDiscovery(): Response {
  discoveryJson ??= JSON.stringify(discoveryDocument());
  return new WholeResponse(discoveryJson, {
    headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' },
  });
}

// The document depends on the settings alone, read once per process: serialised once.
let discoveryJson: string | undefined;

/**
 * /oauth2/jwks: a new key is published OIDC_NEW_KEY_DELAY_SECONDS before it signs, longer than
 * this max-age and clients' refetch cooldowns (docs/oidc.md#signing-keys).
 */
export async function handleJwks(): Promise<Response> {
  return WholeResponse.json(await listPublishedKeys(), {
    headers: { 'content-type': 'application/jwk-set+json', 'cache-control': 'public, max-age=60' },
  });
}
