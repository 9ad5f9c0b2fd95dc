import { getLoginInfo } from '@coffer/domain/interaction';
import { authFlowProcedure, withContract } from '../../trpc';
import { getLoginInfoContract } from './get-login-info.types';

export const getLoginInfoProcedure = withContract(authFlowProcedure, getLoginInfoContract).query(
  ({ ctx, input }) =>
    getLoginInfo({ loginChallenge: input.login_challenge, browserKey: ctx.browser.browserKey }),
);
