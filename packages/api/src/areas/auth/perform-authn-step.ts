import { performAuthnStep } from '@coffer/domain/interaction';
import { providerSessionCookie } from '../../auth/cookies';
import { toAppError } from '../../errors/to-app-error';
import { getMetrics } from '../../observability/metrics';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { performAuthnStepContract } from './perform-authn-step.types';

export const performAuthnStepOperation = defineOperation(
  authFlowRung,
  performAuthnStepContract,
  async ({ ctx, input }) => {
    const { loginSteps } = getMetrics();
    const result = await performAuthnStep({
      loginChallenge: input.login_challenge,
      step: input.authn_step,
      sessionToken: ctx.browser.sessionToken,
      source: ctx.source,
    }).catch((error: unknown) => {
      // A refusal is counted by its code (unauthorized, too_many_requests…): a rise of one is
      // what an attack or an outage looks like.
      loginSteps.inc({ outcome: toAppError(error).code });
      throw error;
    });
    const completed = 'next' in result && result.next === 'redirect';
    loginSteps.inc({ outcome: completed ? 'completed' : 'continued' });
    if (!completed) return result;
    // Login complete: the browser now holds a session at the provider.
    const { session, ...answer } = result;
    ctx.response.headers.append(
      'set-cookie',
      providerSessionCookie(session.token, session.expiresAt),
    );
    return answer;
  },
);
