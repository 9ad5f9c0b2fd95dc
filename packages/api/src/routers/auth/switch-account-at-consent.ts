import { switchAccountAtConsent } from '@coffer/domain/interaction';
import { clearedSessionCookies } from '../../auth/cookies';
import { authFlowProcedure, withContract } from '../../trpc';
import { switchAccountAtConsentContract } from './switch-account-at-consent.types';

export const switchAccountAtConsentProcedure = withContract(
  authFlowProcedure,
  switchAccountAtConsentContract,
).mutation(async ({ ctx, input }) => {
  const answer = await switchAccountAtConsent({
    consentChallenge: input.consent_challenge,
    browserKey: ctx.browser.browserKey,
    sessionToken: ctx.browser.sessionToken,
  });
  for (const cookie of clearedSessionCookies()) ctx.response.headers.append('set-cookie', cookie);
  return answer;
});
