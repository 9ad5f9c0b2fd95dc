import { endOwnSession } from '@coffer/domain/own-session';
import { clearedSessionCookies } from '../../auth/cookies';
import { userProcedure } from '../../trpc';
import { endOwnSessionMeta } from './end-own-session.types';

export const endOwnSessionProcedure = userProcedure(1)
  .meta({ rest: endOwnSessionMeta })
  .mutation(async ({ ctx }) => {
    await endOwnSession({ accessTokenId: ctx.caller.accessTokenId });
    for (const cookie of clearedSessionCookies()) ctx.response.headers.append('set-cookie', cookie);
  });
