import { z } from 'zod';
import { emailIdentifierSchema } from '@coffer/domain/identities';
import { AMR_VALUES } from '@coffer/domain/interaction';
import type { RestMeta } from '../../rest/rest-meta';
import { loginChallengeSchema } from './get-login-info.types';

export const identifyForLoginMeta = {
  method: 'PUT',
  path: '/auth/identities',
  summary: 'Name the identity (email) signing in; an unknown email creates an identity',
  tags: ['Authentication'],
} satisfies RestMeta;

export const identifyForLoginInput = z.strictObject({
  login_challenge: loginChallengeSchema,
  identifier_value: emailIdentifierSchema,
});

export const authnStepSchema = z.object({
  identity_id: z.uuid(),
  method_name: z.enum(AMR_VALUES),
  metadata: z.unknown(),
});

export const identifyForLoginOutput = z.object({
  identity: z.object({
    display_name: z.string(),
    avatar_url: z.string().nullable(),
    has_account: z.boolean(),
  }),
  authn_step: authnStepSchema,
  available_amrs: z.array(z.string()),
  required_acr: z.number().int(),
});
