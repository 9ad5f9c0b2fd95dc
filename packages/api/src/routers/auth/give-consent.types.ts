import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { consentChallengeSchema } from './get-consent-info.types';

export const giveConsentMeta = {
  method: 'POST',
  path: '/auth/consent',
  summary: 'Publish the consent to the requested legal scopes',
  tags: ['Authentication'],
} satisfies RestMeta;

export const giveConsentInput = z.strictObject({
  consent_challenge: consentChallengeSchema,
  identity_id: z.uuid(),
  consented_scopes: z.array(z.string().max(64)).max(10),
});

export const redirectOutput = z.object({
  redirect_to: z.string(),
  /** Fields to POST to redirect_to when the client asked for response_mode=form_post. */
  form_post: z.record(z.string(), z.string()).optional(),
});
