import { acknowledgeNotifications } from '@coffer/domain/notifications';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { acknowledgeNotificationsContract } from './acknowledge-notifications.types';

export const acknowledgeNotificationsProcedure = withContract(
  userProcedure(1),
  acknowledgeNotificationsContract,
).mutation(async ({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  await acknowledgeNotifications({ identityId: input.id, ids: input.ids });
});
