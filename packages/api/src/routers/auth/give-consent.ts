import { giveConsent } from '@coffer/domain/interaction';
import { authFlowProcedure, withContract } from '../../trpc';
import { giveConsentContract } from './give-consent.types';

export const giveConsentProcedure = withContract(authFlowProcedure, giveConsentContract).mutation(
  ({ ctx, input }) =>
    giveConsent({
      consentChallenge: input.consent_challenge,
      identityId: input.identity_id,
      consentedScopes: input.consented_scopes,
      ...ctx.browser,
    }),
);
