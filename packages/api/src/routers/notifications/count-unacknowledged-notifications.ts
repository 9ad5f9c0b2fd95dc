import { countUnacknowledgedNotifications } from '@coffer/domain/notifications';
import { userProcedure, withContract } from '../../trpc';
import { countUnacknowledgedNotificationsContract } from './count-unacknowledged-notifications.types';

export const countUnacknowledgedNotificationsProcedure = withContract(
  userProcedure(1),
  countUnacknowledgedNotificationsContract,
).query(async ({ ctx, input: { id, ...filter } }) => {
  const count = await countUnacknowledgedNotifications({
    caller: ctx.caller,
    identityId: id,
    ...filter,
  });
  ctx.response.headers.set('X-Total-Count', String(count));
});
