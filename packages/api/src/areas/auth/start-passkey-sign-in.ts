import { startPasskeySignIn } from '@coffer/domain/interaction';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { startPasskeySignInContract } from './start-passkey-sign-in.types';

export const startPasskeySignInOperation = defineOperation(
  authFlowRung,
  startPasskeySignInContract,
  async ({ ctx, input }) => {
    const options = await startPasskeySignIn({
      loginChallenge: input.login_challenge,
      browserKey: ctx.browser.browserKey,
    });
    return { public_key: { ...options } };
  },
);
