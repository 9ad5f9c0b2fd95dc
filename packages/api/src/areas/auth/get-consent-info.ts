import { getConsentInfo } from '@coffer/domain/interaction';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { getConsentInfoContract } from './get-consent-info.types';

export const getConsentInfoOperation = defineOperation(
  authFlowRung,
  getConsentInfoContract,
  ({ ctx, input }) =>
    getConsentInfo({
      consentChallenge: input.consent_challenge,
      browserKey: ctx.browser.browserKey,
    }),
);
