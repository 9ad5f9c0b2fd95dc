import { refuseConsent } from '@coffer/domain/interaction';
import { authFlowProcedure } from '../../trpc';
import { redirectOutput } from './give-consent.types';
import { refuseConsentInput, refuseConsentMeta } from './refuse-consent.types';

export const refuseConsentProcedure = authFlowProcedure
  .meta({ rest: refuseConsentMeta })
  .input(refuseConsentInput)
  .output(redirectOutput)
  .mutation(({ ctx, input }) =>
    refuseConsent({
      consentChallenge: input.consent_challenge,
      browserKey: ctx.browser.browserKey,
    }),
  );
