import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { consentChallengeSchema } from './get-consent-info.types';

export const redirectOutput = z
  .object({
    redirect_to: z.string(),
    /** Fields to POST to redirect_to when the client asked for response_mode=form_post. */
    form_post: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ConsentRedirect', description: 'Where the browser goes next' });

export const giveConsentContract = {
  rest: {
    method: 'POST',
    path: '/auth/consent',
    summary: 'Publish the consent to the requested legal scopes',
    tags: ['Authentication'],
  },
  input: z.strictObject({
    consent_challenge: consentChallengeSchema,
    identity_id: z.uuid(),
    consented_scopes: z.array(z.string().max(64)).max(10),
  }),
  output: redirectOutput,
} satisfies OperationContract;
