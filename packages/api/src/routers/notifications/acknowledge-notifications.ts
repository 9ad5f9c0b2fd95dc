import { acknowledgeNotifications } from '@coffer/domain/notifications';
import { userProcedure, withContract } from '../../trpc';
import { acknowledgeNotificationsContract } from './acknowledge-notifications.types';

export const acknowledgeNotificationsProcedure = withContract(
  userProcedure(1),
  acknowledgeNotificationsContract,
).mutation(async ({ ctx, input }) => {
  await acknowledgeNotifications({ caller: ctx.caller, identityId: input.id, ids: input.ids });
});
