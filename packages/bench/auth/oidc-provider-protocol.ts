import type { JWK } from 'jose';

/** How the benchmark starts its oidc-provider child (JSON in argv[2]). */
export type OidcProviderSetup = {
  clientId: string;
  redirectUri: string;
  clientPublicJwk: JWK;
  /** RSA modulus of the ID token key: the same as Coffer's, for the same signing cost. */
  rsaModulusLength: number;
};

export type ParentMessage = { type: 'mint'; count: number };

export type ChildMessage =
  { type: 'ready'; issuer: string; tokenEndpoint: string } | { type: 'minted'; codes: string[] };
