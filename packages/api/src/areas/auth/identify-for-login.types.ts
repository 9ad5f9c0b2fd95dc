import { z } from 'zod';
import { emailIdentifierSchema } from '@coffer/domain/identities';
import { AMR_VALUES } from '@coffer/domain/interaction';
import type { OperationContract } from '../../operations/operation-contract';
import { loginChallengeSchema } from './get-login-info.types';

const authnStepSchema = z.object({
  identity_id: z.uuid(),
  method_name: z.enum(AMR_VALUES),
  metadata: z.unknown(),
});

export const identifyForLoginContract = {
  rest: {
    method: 'PUT',
    path: '/auth/identities',
    summary: 'Name the identity (email) signing in; an unknown email creates an identity',
    tags: ['Authentication'],
  },
  input: z.strictObject({
    login_challenge: loginChallengeSchema,
    identifier_value: emailIdentifierSchema,
  }),
  output: z.object({
    identity: z.object({
      display_name: z.string(),
      avatar_url: z.string().nullable(),
      has_account: z.boolean(),
    }),
    authn_step: authnStepSchema,
    available_amrs: z.array(z.string()),
    /** Methods that already count (kept for the same identity, or carried by a step-up). */
    performed_amrs: z.array(z.string()),
    required_acr: z.number().int(),
  }),
} satisfies OperationContract;
