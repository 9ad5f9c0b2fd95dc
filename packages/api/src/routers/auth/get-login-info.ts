import { getLoginInfo } from '@coffer/domain/interaction';
import { authFlowProcedure } from '../../trpc';
import { getLoginInfoInput, getLoginInfoMeta, getLoginInfoOutput } from './get-login-info.types';

export const getLoginInfoProcedure = authFlowProcedure
  .meta({ rest: getLoginInfoMeta })
  .input(getLoginInfoInput)
  .output(getLoginInfoOutput)
  .query(({ ctx, input }) =>
    getLoginInfo({ loginChallenge: input.login_challenge, browserKey: ctx.browser.browserKey }),
  );
