import { acknowledgeNotifications } from '@coffer/domain/notifications';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { acknowledgeNotificationsContract } from './acknowledge-notifications.types';

export const acknowledgeNotificationsOperation = defineOperation(
  userRung(1),
  acknowledgeNotificationsContract,
  async ({ ctx, input }) => {
    await acknowledgeNotifications({ caller: ctx.caller, identityId: input.id, ids: input.ids });
  },
);
