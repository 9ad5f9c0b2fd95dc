import { getLoginInfo } from '@coffer/domain/interaction';
import { defineOperation } from '../../operations/operation';
import { authFlowRung } from '../../auth/ladder';
import { getLoginInfoContract } from './get-login-info.types';

export const getLoginInfoOperation = defineOperation(
  authFlowRung,
  getLoginInfoContract,
  ({ ctx, input }) =>
    getLoginInfo({ loginChallenge: input.login_challenge, browserKey: ctx.browser.browserKey }),
);
