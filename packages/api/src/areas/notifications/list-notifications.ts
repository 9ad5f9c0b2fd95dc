import { listNotifications } from '@coffer/domain/notifications';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { listNotificationsContract } from './list-notifications.types';

export const listNotificationsOperation = defineOperation(
  userRung(1),
  listNotificationsContract,
  ({ ctx, input: { id, ...filter } }) =>
    listNotifications({ caller: ctx.caller, identityId: id, ...filter }),
);
