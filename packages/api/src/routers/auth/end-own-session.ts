import { endOwnSession } from '@coffer/domain/own-session';
import { clearedSessionCookies } from '../../auth/cookies';
import { userProcedure, withContract } from '../../trpc';
import { endOwnSessionContract } from './end-own-session.types';

export const endOwnSessionProcedure = withContract(
  userProcedure(1),
  endOwnSessionContract,
).mutation(async ({ ctx }) => {
  await endOwnSession({ accessTokenId: ctx.caller.accessTokenId });
  for (const cookie of clearedSessionCookies()) ctx.response.headers.append('set-cookie', cookie);
});
