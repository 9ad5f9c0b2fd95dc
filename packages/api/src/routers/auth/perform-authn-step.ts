import { performAuthnStep } from '@coffer/domain/interaction';
import { providerSessionCookie } from '../../auth/cookies';
import { authFlowProcedure, withContract } from '../../trpc';
import { performAuthnStepContract } from './perform-authn-step.types';

export const performAuthnStepProcedure = withContract(
  authFlowProcedure,
  performAuthnStepContract,
).mutation(async ({ ctx, input }) => {
  const result = await performAuthnStep({
    loginChallenge: input.login_challenge,
    step: input.authn_step,
    sessionToken: ctx.browser.sessionToken,
    source: ctx.source,
  });
  if (!('next' in result) || result.next !== 'redirect') return result;
  // Login complete: the browser now holds a session at the provider.
  const { session, ...answer } = result;
  ctx.response.headers.append(
    'set-cookie',
    providerSessionCookie(session.token, session.expiresAt),
  );
  return answer;
});
