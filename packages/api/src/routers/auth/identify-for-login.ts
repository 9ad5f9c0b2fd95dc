import { identifyForLogin } from '@coffer/domain/interaction';
import { authFlowProcedure, withContract } from '../../trpc';
import { identifyForLoginContract } from './identify-for-login.types';

export const identifyForLoginProcedure = withContract(
  authFlowProcedure,
  identifyForLoginContract,
).mutation(({ ctx, input }) =>
  identifyForLogin({
    loginChallenge: input.login_challenge,
    email: input.identifier_value,
    browserKey: ctx.browser.browserKey,
  }),
);
