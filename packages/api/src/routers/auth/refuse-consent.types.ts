import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { consentChallengeSchema } from './get-consent-info.types';

export const refuseConsentMeta = {
  method: 'POST',
  path: '/auth/consent/refusal',
  summary: 'Decline: the client receives access_denied',
  tags: ['Authentication'],
} satisfies RestMeta;

export const refuseConsentInput = z.strictObject({ consent_challenge: consentChallengeSchema });
