import { countUnacknowledgedNotifications } from '@coffer/domain/notifications';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { countUnacknowledgedNotificationsContract } from './count-unacknowledged-notifications.types';

export const countUnacknowledgedNotificationsProcedure = withContract(
  userProcedure(1),
  countUnacknowledgedNotificationsContract,
).query(async ({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  const count = await countUnacknowledgedNotifications({
    identityId: input.id,
    type: input.type,
    used: input.used,
  });
  ctx.response.headers.set('X-Total-Count', String(count));
});
