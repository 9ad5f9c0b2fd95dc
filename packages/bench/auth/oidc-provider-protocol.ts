import type { JWK } from 'jose';

/** Where oidc-provider keeps its models: its process's memory, or PostgreSQL. */
export type OidcProviderStore = { kind: 'memory' } | { kind: 'postgres'; databaseUrl: string };

/** The ID token algorithms the bench measures, the same on every provider. */
export const BENCH_ID_TOKEN_ALGS = ['RS256', 'ES256'] as const;
export type BenchIdTokenAlg = (typeof BENCH_ID_TOKEN_ALGS)[number];

/** How the benchmark starts its oidc-provider child (JSON in argv[2]). */
export type OidcProviderSetup = {
  /** A relying party per ID token algorithm. */
  clientIds: Record<BenchIdTokenAlg, string>;
  /** A client of client_credentials only, as an organization's server is at Coffer. */
  organizationClientId: string;
  redirectUri: string;
  clientPublicJwk: JWK;
  /** RSA modulus of the ID token key: the same as Coffer's, for the same signing cost. */
  rsaModulusLength: number;
  store: OidcProviderStore;
};

export type ParentMessage = { type: 'mint'; clientId: string; count: number };

export type ChildMessage =
  { type: 'ready'; issuer: string; tokenEndpoint: string } | { type: 'minted'; codes: string[] };
