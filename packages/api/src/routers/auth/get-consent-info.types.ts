import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { clientSummarySchema, loginChallengeSchema } from './get-login-info.types';

export const getConsentInfoMeta = {
  method: 'GET',
  path: '/auth/consent/info',
  summary: 'What the consent page asks the person to agree to',
  tags: ['Authentication'],
} satisfies RestMeta;

export const consentChallengeSchema = loginChallengeSchema;

export const getConsentInfoInput = z.strictObject({ consent_challenge: consentChallengeSchema });

export const getConsentInfoOutput = z.object({
  client: clientSummarySchema,
  identity: z.object({ id: z.uuid(), display_name: z.string() }),
  scope: z.array(z.string()),
  legal_scopes: z.array(z.enum(['tos', 'privacy_policy'])),
});
