import { listNotifications } from '@coffer/domain/notifications';
import { userProcedure, withContract } from '../../trpc';
import { listNotificationsContract } from './list-notifications.types';

export const listNotificationsProcedure = withContract(
  userProcedure(1),
  listNotificationsContract,
).query(({ ctx, input: { id, ...filter } }) =>
  listNotifications({ caller: ctx.caller, identityId: id, ...filter }),
);
