import { listNotifications } from '@coffer/domain/notifications';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import {
  listNotificationsInput,
  listNotificationsMeta,
  listNotificationsOutput,
} from './list-notifications.types';

export const listNotificationsProcedure = userProcedure(1)
  .meta({ rest: listNotificationsMeta })
  .input(listNotificationsInput)
  .output(listNotificationsOutput)
  .query(({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    return listNotifications({
      identityId: input.id,
      type: input.type,
      used: input.used,
      offset: input.offset,
      limit: input.limit,
    });
  });
