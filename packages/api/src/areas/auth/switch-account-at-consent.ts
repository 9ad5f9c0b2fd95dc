import { switchAccountAtConsent } from '@coffer/domain/interaction';
import { clearedSessionCookies } from '../../auth/cookies';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { switchAccountAtConsentContract } from './switch-account-at-consent.types';

export const switchAccountAtConsentOperation = defineOperation(
  authFlowRung,
  switchAccountAtConsentContract,
  async ({ ctx, input }) => {
    const answer = await switchAccountAtConsent({
      consentChallenge: input.consent_challenge,
      browserKey: ctx.browser.browserKey,
      sessionToken: ctx.browser.sessionToken,
    });
    for (const cookie of clearedSessionCookies()) ctx.response.headers.append('set-cookie', cookie);
    return answer;
  },
);
