import { countUnacknowledgedNotifications } from '@coffer/domain/notifications';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { countUnacknowledgedNotificationsContract } from './count-unacknowledged-notifications.types';

export const countUnacknowledgedNotificationsOperation = defineOperation(
  userRung(1),
  countUnacknowledgedNotificationsContract,
  async ({ ctx, input: { id, ...filter } }) => {
    const count = await countUnacknowledgedNotifications({
      caller: ctx.caller,
      identityId: id,
      ...filter,
    });
    ctx.response.headers.set('X-Total-Count', String(count));
  },
);
