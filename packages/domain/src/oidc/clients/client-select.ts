import type { Prisma } from '@coffer/db';

/** What a client is, as the protocol endpoints and the CLI read it. */
export const clientSelect = {
  id: true,
  name: true,
  logoUri: true,
  tosUri: true,
  policyUri: true,
  redirectUris: true,
  postLogoutRedirectUris: true,
  jwks: true,
  jwksUri: true,
  grantTypes: true,
  idTokenSignedResponseAlg: true,
  backchannelLogoutUri: true,
  backchannelLogoutSessionRequired: true,
  frontchannelLogoutUri: true,
  frontchannelLogoutSessionRequired: true,
  isOwn: true,
  requirePushedAuthorizationRequests: true,
  dpopBoundAccessTokens: true,
  fapi: true,
  organizationId: true,
} satisfies Prisma.OAuthClientSelect;

export type Client = Prisma.OAuthClientGetPayload<{ select: typeof clientSelect }>;
