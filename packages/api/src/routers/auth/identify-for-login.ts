import { identifyForLogin } from '@coffer/domain/interaction';
import { authFlowProcedure } from '../../trpc';
import {
  identifyForLoginInput,
  identifyForLoginMeta,
  identifyForLoginOutput,
} from './identify-for-login.types';

export const identifyForLoginProcedure = authFlowProcedure
  .meta({ rest: identifyForLoginMeta })
  .input(identifyForLoginInput)
  .output(identifyForLoginOutput)
  .mutation(({ ctx, input }) =>
    identifyForLogin({
      loginChallenge: input.login_challenge,
      email: input.identifier_value,
      browserKey: ctx.browser.browserKey,
    }),
  );
