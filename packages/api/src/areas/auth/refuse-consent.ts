import { refuseConsent } from '@coffer/domain/interaction';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { refuseConsentContract } from './refuse-consent.types';

export const refuseConsentOperation = defineOperation(
  authFlowRung,
  refuseConsentContract,
  ({ ctx, input }) =>
    refuseConsent({
      consentChallenge: input.consent_challenge,
      browserKey: ctx.browser.browserKey,
    }),
);
