import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const loginChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const clientSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    logo_uri: z.string().nullable(),
    tos_uri: z.string().nullable(),
    policy_uri: z.string().nullable(),
  })
  .meta({ id: 'ClientSummary', description: 'The application a sign-in or consent is for' });

export const getLoginInfoContract = {
  rest: {
    method: 'GET',
    path: '/auth/login/info',
    summary: 'What the login page shows about a sign-in request',
    tags: ['Authentication'],
  },
  input: z.strictObject({ login_challenge: loginChallengeSchema }),
  output: z.object({
    client: clientSummarySchema,
    scope: z.array(z.string()),
    acr_values: z.array(z.string()).nullable(),
    login_hint: z.string().nullable(),
    /** Methods already counted (a step-up from this browser's session): the page asks only
     * for what is missing, for the email of `login_hint`. */
    performed_amrs: z.array(z.string()),
  }),
} satisfies OperationContract;
