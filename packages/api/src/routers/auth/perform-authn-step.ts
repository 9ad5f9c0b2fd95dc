import { performAuthnStep } from '@coffer/domain/interaction';
import { PROVIDER_SESSION_COOKIE } from '@coffer/domain/oidc';
import { parse as parseCookies } from 'cookie';
import { providerSessionCookie } from '../../auth/session-cookies';
import { authFlowProcedure } from '../../trpc';
import {
  performAuthnStepInput,
  performAuthnStepMeta,
  performAuthnStepOutput,
} from './perform-authn-step.types';

export const performAuthnStepProcedure = authFlowProcedure
  .meta({ rest: performAuthnStepMeta })
  .input(performAuthnStepInput)
  .output(performAuthnStepOutput)
  .mutation(async ({ ctx, input }) => {
    const result = await performAuthnStep({
      loginChallenge: input.login_challenge,
      step: input.authn_step,
      sessionToken: parseCookies(ctx.headers.get('cookie') ?? '')[PROVIDER_SESSION_COOKIE],
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
