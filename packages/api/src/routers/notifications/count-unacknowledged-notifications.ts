import { countUnacknowledgedNotifications } from '@coffer/domain/notifications';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  countUnacknowledgedNotificationsInput,
  countUnacknowledgedNotificationsMeta,
} from './count-unacknowledged-notifications.types';

export const countUnacknowledgedNotificationsProcedure = userProcedure(1)
  .meta({ rest: countUnacknowledgedNotificationsMeta })
  .input(countUnacknowledgedNotificationsInput)
  .query(async ({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    const count = await countUnacknowledgedNotifications({
      identityId: input.id,
      type: input.type,
      used: input.used,
    });
    ctx.response.headers.set('X-Total-Count', String(count));
  });
