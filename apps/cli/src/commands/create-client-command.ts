import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { createClient, ID_TOKEN_ALGORITHMS } from '@coffer/domain/oidc';
import { defineCommand } from '../command';

export const createClientCommand = defineCommand({
  area: 'client',
  verb: 'create',
  synopsis:
    '--name <n> --redirect-uri <u>... (--jwks <file> | --jwks-uri <url>) [--own] [--org <oid>] [--grant authorization_code|client_credentials]... [--id-token-alg RS256|ES256|PS256|EdDSA] [--backchannel-logout-uri <u> [--backchannel-logout-session-required]] [--frontchannel-logout-uri <u> [--frontchannel-logout-session-required]] [--require-par] [--require-dpop] [--fapi]',
  options: {
    name: { type: 'string' },
    'redirect-uri': { type: 'string', multiple: true },
    'post-logout-redirect-uri': { type: 'string', multiple: true },
    jwks: { type: 'string' },
    'jwks-uri': { type: 'string' },
    own: { type: 'boolean' },
    org: { type: 'string' },
    grant: { type: 'string', multiple: true },
    'id-token-alg': { type: 'string' },
    'require-par': { type: 'boolean' },
    'require-dpop': { type: 'boolean' },
    fapi: { type: 'boolean' },
    'logo-uri': { type: 'string' },
    'tos-uri': { type: 'string' },
    'policy-uri': { type: 'string' },
    'backchannel-logout-uri': { type: 'string' },
    'backchannel-logout-session-required': { type: 'boolean' },
    'frontchannel-logout-uri': { type: 'string' },
    'frontchannel-logout-session-required': { type: 'boolean' },
  },
  input: z.object({
    name: z.string(),
    'redirect-uri': z.array(z.string()).default([]),
    'post-logout-redirect-uri': z.array(z.string()).default([]),
    jwks: z.string().optional(),
    'jwks-uri': z.string().optional(),
    own: z.boolean().default(false),
    org: z.uuid().optional(),
    grant: z.array(z.enum(['authorization_code', 'client_credentials'])).optional(),
    'id-token-alg': z.enum(ID_TOKEN_ALGORITHMS).optional(),
    'require-par': z.boolean().default(false),
    'require-dpop': z.boolean().default(false),
    fapi: z.boolean().default(false),
    'logo-uri': z.string().optional(),
    'tos-uri': z.string().optional(),
    'policy-uri': z.string().optional(),
    'backchannel-logout-uri': z.string().optional(),
    'backchannel-logout-session-required': z.boolean().default(false),
    'frontchannel-logout-uri': z.string().optional(),
    'frontchannel-logout-session-required': z.boolean().default(false),
  }),
  run: async (options) =>
    createClient({
      name: options.name,
      redirectUris: options['redirect-uri'],
      postLogoutRedirectUris: options['post-logout-redirect-uri'],
      jwks: options.jwks ? await readJwks(options.jwks) : undefined,
      jwksUri: options['jwks-uri'],
      isOwn: options.own,
      organizationId: options.org,
      grantTypes: options.grant,
      idTokenSignedResponseAlg: options['id-token-alg'],
      requirePushedAuthorizationRequests: options['require-par'],
      dpopBoundAccessTokens: options['require-dpop'],
      fapi: options.fapi,
      logoUri: options['logo-uri'],
      tosUri: options['tos-uri'],
      policyUri: options['policy-uri'],
      backchannelLogoutUri: options['backchannel-logout-uri'],
      backchannelLogoutSessionRequired: options['backchannel-logout-session-required'],
      frontchannelLogoutUri: options['frontchannel-logout-uri'],
      frontchannelLogoutSessionRequired: options['frontchannel-logout-session-required'],
    }),
});

async function readJwks(file: string): Promise<{ keys: Record<string, unknown>[] }> {
  // Checked by createClient (shape and keys); a file that is not JSON is named here.
  try {
    return JSON.parse(await readFile(file, 'utf8')) as { keys: Record<string, unknown>[] };
  } catch (cause) {
    throw new Error(`--jwks ${file}: not a readable JSON file`, { cause });
  }
}
