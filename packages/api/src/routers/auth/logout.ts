import { endOwnSession } from '@coffer/domain/own-session';
import { clearedSessionCookies } from '../../auth/session-cookies';
import { userProcedure } from '../../trpc';
import { logoutMeta } from './logout.types';

export const logoutProcedure = userProcedure(1)
  .meta({ rest: logoutMeta })
  .mutation(async ({ ctx }) => {
    await endOwnSession({ accessTokenId: ctx.caller.accessTokenId });
    for (const cookie of clearedSessionCookies()) ctx.response.headers.append('set-cookie', cookie);
  });
