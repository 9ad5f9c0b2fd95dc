import { getSession, noteSessionActivity } from '@coffer/domain/sessions';
import { clientIpOf } from '../../auth/client-ip';
import { userProcedure, withContract } from '../../trpc';
import { getSessionContract } from './get-session.types';

// Every page of the app asks this on load: the session's list entry learns its browser,
// network and last activity here (docs/identities.md#sessions).
export const getSessionProcedure = withContract(userProcedure(1), getSessionContract).query(
  async ({ ctx }) => {
    await noteSessionActivity({
      caller: ctx.caller,
      userAgent: ctx.headers.get('user-agent'),
      clientIp: clientIpOf(ctx.headers),
    });
    return getSession({ caller: ctx.caller });
  },
);
