import { z } from 'zod';
import { webhookUrlSchema } from '../../webhooks/webhook-schemas';
import { ID_TOKEN_ALGORITHMS } from '../oidc-constants';

const httpsOrLocalUrl = z.url({ protocol: /^https?$/ }).refine(
  (value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  },
  { message: 'must be https (http only on localhost)' },
);

/** A redirect URI: absolute, no fragment (RFC 6749 §3.1.2). */
const redirectUriSchema = httpsOrLocalUrl.refine((value) => !value.includes('#'), {
  message: 'must not contain a fragment',
});

/** The shape only: createClient checks the keys themselves (parseClientJwks). */
const jwksSchema = z.object({ keys: z.array(z.looseObject({})) });

export const clientInputSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    logoUri: httpsOrLocalUrl.optional(),
    tosUri: httpsOrLocalUrl.optional(),
    policyUri: httpsOrLocalUrl.optional(),
    redirectUris: z.array(redirectUriSchema).default([]),
    postLogoutRedirectUris: z.array(redirectUriSchema).default([]),
    jwks: jwksSchema.optional(),
    jwksUri: httpsOrLocalUrl.optional(),
    grantTypes: z
      .array(z.enum(['authorization_code', 'client_credentials']))
      .min(1)
      .default(['authorization_code']),
    idTokenSignedResponseAlg: z
      .enum(ID_TOKEN_ALGORITHMS, { error: `must be one of ${ID_TOKEN_ALGORITHMS.join(', ')}` })
      .default('RS256'),
    // Back-channel logout reaches the client's server as a webhook would, under the same rule
    // (createClient also refuses a private address, assertWebhookDestination).
    backchannelLogoutUri: webhookUrlSchema.optional(),
    backchannelLogoutSessionRequired: z.boolean().default(false),
    // Front-channel logout is a page the person's browser loads, as a redirect is.
    frontchannelLogoutUri: redirectUriSchema.optional(),
    frontchannelLogoutSessionRequired: z.boolean().default(false),
    isOwn: z.boolean().default(false),
    requirePushedAuthorizationRequests: z.boolean().default(false),
    dpopBoundAccessTokens: z.boolean().default(false),
    fapi: z.boolean().default(false),
    organizationId: z.uuid().optional(),
  })
  .refine((client) => (client.jwks === undefined) !== (client.jwksUri === undefined), {
    message: 'give exactly one of jwks and jwks_uri (private_key_jwt needs the public keys)',
    path: ['jwks'],
  })
  .refine(
    (client) => !client.grantTypes.includes('authorization_code') || client.redirectUris.length > 0,
    {
      message: 'an authorization_code client needs at least one redirect URI',
      path: ['redirectUris'],
    },
  )
  .refine((client) => !client.fapi || client.idTokenSignedResponseAlg !== 'RS256', {
    message: 'a FAPI 2.0 client’s ID tokens are PS256, ES256 or EdDSA, not RS256',
    path: ['idTokenSignedResponseAlg'],
  })
  .refine((client) => !client.grantTypes.includes('client_credentials') || client.organizationId, {
    message: 'a client_credentials client acts for an organization',
    path: ['organizationId'],
  });

export type ClientInput = z.input<typeof clientInputSchema>;
