import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { consentChallengeSchema } from './get-consent-info.types';

export const switchAccountAtConsentContract = {
  rest: {
    method: 'POST',
    path: '/auth/consent/account-switch',
    summary:
      'Not you? Ends this browser’s session and answers where the same authorization request starts again',
    tags: ['Authentication'],
  },
  input: z.strictObject({ consent_challenge: consentChallengeSchema }),
  output: z.object({ redirect_to: z.url() }),
} satisfies OperationContract;
