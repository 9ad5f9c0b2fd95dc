import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { redirectOutput } from './give-consent.types';
import { consentChallengeSchema } from './get-consent-info.types';

export const refuseConsentContract = {
  rest: {
    method: 'POST',
    path: '/auth/consent/refusal',
    summary: 'Decline: the client receives access_denied',
    tags: ['Authentication'],
  },
  input: z.strictObject({ consent_challenge: consentChallengeSchema }),
  output: redirectOutput,
} satisfies OperationContract;
