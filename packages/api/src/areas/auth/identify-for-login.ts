import { identifyForLogin } from '@coffer/domain/interaction';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { identifyForLoginContract } from './identify-for-login.types';

export const identifyForLoginOperation = defineOperation(
  authFlowRung,
  identifyForLoginContract,
  ({ ctx, input }) =>
    identifyForLogin({
      loginChallenge: input.login_challenge,
      email: input.identifier_value,
      browserKey: ctx.browser.browserKey,
    }),
);
