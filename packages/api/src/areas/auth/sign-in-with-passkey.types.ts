import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { loginChallengeSchema } from './get-login-info.types';
import { authnStepAnswerSchema } from './perform-authn-step.types';

export const signInWithPasskeyContract = {
  rest: {
    method: 'POST',
    path: '/authn-steps/passkey',
    summary: 'Sign in with a passkey without an email: the passkey names the identity',
    tags: ['Authentication'],
  },
  input: z.strictObject({
    login_challenge: loginChallengeSchema,
    /** `PublicKeyCredential.toJSON()` of navigator.credentials.get(). */
    credential: z.unknown(),
  }),
  output: z.object({
    identity_id: z.uuid(),
    identifier_value: z.string(),
    available_amrs: z.array(z.string()),
    performed_amrs: z.array(z.string()),
    required_acr: z.number().int(),
    /** As POST /authn-steps answers the passkey step: the redirect, or the next method. */
    step: authnStepAnswerSchema,
  }),
} satisfies OperationContract;
