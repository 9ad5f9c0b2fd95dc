import { discoveryDocument, listPublishedKeys } from '@coffer/domain/oidc';

/** /.well-known/openid-configuration */
export function handleDiscovery(): Response {
  return Response.json(discoveryDocument(), {
    headers: { 'cache-control': 'public, max-age=300' },
  });
}

/** /oauth2/jwks: short cache, so a rotation is picked up within minutes. */
export async function handleJwks(): Promise<Response> {
  return Response.json(await listPublishedKeys(), {
    headers: { 'content-type': 'application/jwk-set+json', 'cache-control': 'public, max-age=60' },
  });
}
