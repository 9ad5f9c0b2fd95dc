import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { clientSummarySchema, loginChallengeSchema } from './get-login-info.types';

export const consentChallengeSchema = loginChallengeSchema;

export const getConsentInfoContract = {
  rest: {
    method: 'GET',
    path: '/auth/consent/info',
    summary: 'What the consent page asks the person to agree to',
    tags: ['Authentication'],
  },
  input: z.strictObject({ consent_challenge: consentChallengeSchema }),
  output: z.object({
    client: clientSummarySchema,
    identity: z.object({ id: z.uuid(), display_name: z.string(), identifier_value: z.string() }),
    scope: z.array(z.string()),
    legal_scopes: z.array(z.enum(['tos', 'privacy_policy'])),
  }),
} satisfies OperationContract;
