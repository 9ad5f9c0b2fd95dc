import { getConsentInfo } from '@coffer/domain/interaction';
import { authFlowProcedure, withContract } from '../../trpc';
import { getConsentInfoContract } from './get-consent-info.types';

export const getConsentInfoProcedure = withContract(
  authFlowProcedure,
  getConsentInfoContract,
).query(({ ctx, input }) =>
  getConsentInfo({
    consentChallenge: input.consent_challenge,
    browserKey: ctx.browser.browserKey,
  }),
);
