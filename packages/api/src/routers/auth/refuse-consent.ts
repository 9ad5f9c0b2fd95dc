import { refuseConsent } from '@coffer/domain/interaction';
import { authFlowProcedure, withContract } from '../../trpc';
import { refuseConsentContract } from './refuse-consent.types';

export const refuseConsentProcedure = withContract(
  authFlowProcedure,
  refuseConsentContract,
).mutation(({ ctx, input }) =>
  refuseConsent({
    consentChallenge: input.consent_challenge,
    browserKey: ctx.browser.browserKey,
  }),
);
