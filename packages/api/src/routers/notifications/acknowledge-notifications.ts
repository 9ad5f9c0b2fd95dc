import { acknowledgeNotifications } from '@coffer/domain/notifications';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  acknowledgeNotificationsInput,
  acknowledgeNotificationsMeta,
} from './acknowledge-notifications.types';

export const acknowledgeNotificationsProcedure = userProcedure(1)
  .meta({ rest: acknowledgeNotificationsMeta })
  .input(acknowledgeNotificationsInput)
  .mutation(async ({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    await acknowledgeNotifications({ identityId: input.id, ids: input.ids });
  });
