import { endOwnSession } from '@coffer/domain/own-session';
import { clearedSessionCookies } from '../../auth/cookies';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { endOwnSessionContract } from './end-own-session.types';

export const endOwnSessionOperation = defineOperation(
  userRung(1),
  endOwnSessionContract,
  async ({ ctx }) => {
    await endOwnSession({ accessTokenId: ctx.caller.accessTokenId });
    for (const cookie of clearedSessionCookies()) ctx.response.headers.append('set-cookie', cookie);
  },
);
