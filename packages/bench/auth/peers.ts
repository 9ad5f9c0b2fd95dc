import { startOidcProvider, type OidcProviderProcess } from './oidc-provider-process';
import type { BenchIdTokenAlg, OidcProviderStore } from './oidc-provider-protocol';
import { RELYING_PARTY_REDIRECT_URI, type RelyingPartyKey } from '@coffer/api/test-relying-party';

/** oidc-provider's relying party that registered `alg`. */
export const oidcProviderClientId = (alg: BenchIdTokenAlg) => `bench-relying-party-${alg}`;
export const OIDC_PROVIDER_ORGANIZATION_CLIENT_ID = 'bench-organization';

/** An oidc-provider process, named for the report, with the store it keeps its models in. */
export type Peer = OidcProviderProcess & { name: string; store: OidcProviderStore['kind'] };

/**
 * The two peers: oidc-provider 9 on PostgreSQL (the same server as Coffer's, so a commit
 * costs both the same) and in memory (which skips the commit Coffer must make).
 */
export async function startPeers(options: {
  key: RelyingPartyKey;
  databaseUrl: string;
  rsaModulusLength: number;
}): Promise<Peer[]> {
  const stores: [string, OidcProviderStore][] = [
    ['oidc-provider (PostgreSQL)', { kind: 'postgres', databaseUrl: options.databaseUrl }],
    ['oidc-provider (memory)', { kind: 'memory' }],
  ];
  const peers: Peer[] = [];
  try {
    for (const [name, store] of stores) {
      const started = await startOidcProvider({
        clientIds: { RS256: oidcProviderClientId('RS256'), ES256: oidcProviderClientId('ES256') },
        organizationClientId: OIDC_PROVIDER_ORGANIZATION_CLIENT_ID,
        redirectUri: RELYING_PARTY_REDIRECT_URI,
        clientPublicJwk: options.key.publicJwk,
        rsaModulusLength: options.rsaModulusLength,
        store,
      });
      peers.push({ ...started, name, store: store.kind });
    }
  } catch (error) {
    await stopPeers(peers);
    throw error;
  }
  return peers;
}

export async function stopPeers(peers: Peer[]): Promise<void> {
  await Promise.all(peers.map((peer) => peer.stop()));
}
