import { z } from 'zod';
import { passwordParamsSchema } from '@coffer/domain/authn-methods';
import { AMR_VALUES } from '@coffer/domain/interaction';
import type { OperationContract } from '../../operations/operation-contract';
import { loginChallengeSchema } from './get-login-info.types';

/**
 * After a proved password, on Coffer's own sign-in page: the account's password unlocker
 * without its sealed root key, for the page to remake its KEK (docs/key-model.md).
 */
const passwordUnlockerSchema = z
  .object({ id: z.uuid(), kek_params: passwordParamsSchema })
  .optional()
  .describe(
    "Coffer's own pages, after a proved password: the key storage's password unlocker (its salt), not its sealed root key",
  );

/** A step's answer: the redirect, the next method, or a prepared method's metadata. */
export const authnStepAnswerSchema = z
  .union([
    z.object({
      next: z.literal('redirect'),
      redirect_to: z.string(),
      password_unlocker: passwordUnlockerSchema,
    }),
    z.object({
      next: z.literal('authn_step'),
      authn_step: z.object({ identity_id: z.uuid(), method_name: z.string(), metadata: z.null() }),
      password_unlocker: passwordUnlockerSchema,
    }),
    z.object({
      authn_step: z.object({
        identity_id: z.uuid(),
        method_name: z.string(),
        metadata: z.unknown(),
      }),
    }),
  ])
  .meta({ id: 'AuthnStepAnswer', description: 'What a login step answers' });

export const performAuthnStepContract = {
  rest: {
    method: 'POST',
    path: '/authn-steps',
    summary: 'Prepare (without metadata) or perform (with metadata) an authentication method',
    tags: ['Authentication'],
  },
  input: z.strictObject({
    login_challenge: loginChallengeSchema,
    authn_step: z.strictObject({
      identity_id: z.uuid(),
      method_name: z.enum(AMR_VALUES),
      metadata: z.unknown().optional(),
    }),
  }),
  output: authnStepAnswerSchema,
} satisfies OperationContract;
