import { signInWithPasskey } from '@coffer/domain/interaction';
import { providerSessionCookie } from '../../auth/cookies';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { signInWithPasskeyContract } from './sign-in-with-passkey.types';

export const signInWithPasskeyOperation = defineOperation(
  authFlowRung,
  signInWithPasskeyContract,
  async ({ ctx, input }) => {
    const { step, ...identity } = await signInWithPasskey({
      loginChallenge: input.login_challenge,
      credential: input.credential,
      sessionToken: ctx.browser.sessionToken,
      source: ctx.source,
    });
    if (!('next' in step && step.next === 'redirect')) return { ...identity, step };
    // Login complete, as after POST /authn-steps: the browser now holds a provider session.
    const { session, ...answer } = step;
    ctx.response.headers.append(
      'set-cookie',
      providerSessionCookie(session.token, session.expiresAt),
    );
    return { ...identity, step: answer };
  },
);
