import { giveConsent } from '@coffer/domain/interaction';
import { authFlowProcedure } from '../../trpc';
import { giveConsentInput, giveConsentMeta, redirectOutput } from './give-consent.types';

export const giveConsentProcedure = authFlowProcedure
  .meta({ rest: giveConsentMeta })
  .input(giveConsentInput)
  .output(redirectOutput)
  .mutation(({ ctx, input }) =>
    giveConsent({
      consentChallenge: input.consent_challenge,
      identityId: input.identity_id,
      consentedScopes: input.consented_scopes,
      ...ctx.browser,
    }),
  );
