import { identifyForLogin } from '@coffer/domain/interaction';
import { authFlowProcedure } from '../../trpc';
import { identifyInput, identifyMeta, identifyOutput } from './identify.types';

export const identifyProcedure = authFlowProcedure
  .meta({ rest: identifyMeta })
  .input(identifyInput)
  .output(identifyOutput)
  .mutation(({ ctx, input }) =>
    identifyForLogin({
      loginChallenge: input.login_challenge,
      email: input.identifier_value,
      browserKey: ctx.browser.browserKey,
    }),
  );
