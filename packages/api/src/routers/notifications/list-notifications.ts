import { listNotifications } from '@coffer/domain/notifications';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { listNotificationsContract } from './list-notifications.types';

export const listNotificationsProcedure = withContract(
  userProcedure(1),
  listNotificationsContract,
).query(({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  return listNotifications({
    identityId: input.id,
    type: input.type,
    used: input.used,
    offset: input.offset,
    limit: input.limit,
  });
});
