import { startPasskeySignIn } from '@coffer/domain/interaction';
import { authFlowProcedure, withContract } from '../../trpc';
import { startPasskeySignInContract } from './start-passkey-sign-in.types';

export const startPasskeySignInProcedure = withContract(
  authFlowProcedure,
  startPasskeySignInContract,
).mutation(async ({ ctx, input }) => {
  const options = await startPasskeySignIn({
    loginChallenge: input.login_challenge,
    browserKey: ctx.browser.browserKey,
  });
  return { public_key: { ...options } };
});
