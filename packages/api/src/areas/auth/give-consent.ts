import { giveConsent } from '@coffer/domain/interaction';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { giveConsentContract } from './give-consent.types';

export const giveConsentOperation = defineOperation(
  authFlowRung,
  giveConsentContract,
  ({ ctx, input }) =>
    giveConsent({
      consentChallenge: input.consent_challenge,
      identityId: input.identity_id,
      consentedScopes: input.consented_scopes,
      ...ctx.browser,
    }),
);
